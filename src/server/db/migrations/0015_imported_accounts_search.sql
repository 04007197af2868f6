-- Full-text prefilter of targeting at scale (decision 014): industry and sub-industry weigh A, the
-- description B, the name C. The 'simple' configuration keeps words as written (lower-cased): the
-- ranking's own stems are matched as prefixes ('softwar:*'), so no language stemmer gets in the way.
ALTER TABLE "imported_accounts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', coalesce("industry", '') || ' ' || coalesce("extra" ->> 'subIndustry', '')), 'A') ||
  setweight(to_tsvector('simple', coalesce("description", '')), 'B') ||
  setweight(to_tsvector('simple', "name"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "imported_accounts_search_idx" ON "imported_accounts" USING gin ("search_vector");
