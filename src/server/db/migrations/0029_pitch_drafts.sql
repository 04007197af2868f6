CREATE TABLE "pitch_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"solution_product" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitch_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pitch_drafts" ADD CONSTRAINT "pitch_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_drafts" ADD CONSTRAINT "pitch_drafts_contact_id_discovered_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."discovered_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_drafts" ADD CONSTRAINT "pitch_drafts_organization_id_target_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."target_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_drafts" ADD CONSTRAINT "pitch_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_drafts_contact_solution_idx" ON "pitch_drafts" USING btree ("contact_id",lower("solution_product"));--> statement-breakpoint
CREATE INDEX "pitch_drafts_company_idx" ON "pitch_drafts" USING btree ("company_id");--> statement-breakpoint
CREATE POLICY "pitch_drafts_tenant_isolation" ON "pitch_drafts" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);