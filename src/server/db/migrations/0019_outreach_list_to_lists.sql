-- The outreach list becomes one of the company's lists (issue 19): an "Outreach List" (system_key 'outreach',
-- shared with the team) for every company that had entries, with its entries and when and by whom each was added.
-- An entry whose contact no longer exists had nothing to show and is not carried over.
INSERT INTO "lists" ("company_id", "kind", "name", "visibility", "system_key", "created_at", "updated_at")
SELECT "company_id", 'contacts', 'Outreach List', 'team', 'outreach', min("added_at"), max("added_at")
FROM "outreach_list" GROUP BY "company_id";
--> statement-breakpoint
INSERT INTO "list_items" ("company_id", "list_id", "contact_id", "added_by", "added_at")
SELECT DISTINCT ON (o."company_id", o."contact_id") o."company_id", l."id", o."contact_id", o."added_by", o."added_at"
FROM "outreach_list" o
JOIN "lists" l ON l."company_id" = o."company_id" AND l."system_key" = 'outreach'
JOIN "discovered_contacts" c ON c."id" = o."contact_id" AND c."company_id" = o."company_id"
ORDER BY o."company_id", o."contact_id", o."added_at";
