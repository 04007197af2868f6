CREATE TABLE "contact_discovery_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"job_id" uuid,
	"solution_product" text,
	"target_good_contacts" integer NOT NULL,
	"steps" jsonb NOT NULL,
	"new_count" integer NOT NULL,
	"summary" text NOT NULL,
	"charged" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_discovery_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contact_discovery_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"target_good_contacts" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_discovery_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "suppression_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text,
	"value_hash" text NOT NULL,
	"reason" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppression_entries_company_hash" UNIQUE("company_id","value_hash")
);
--> statement-breakpoint
ALTER TABLE "suppression_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contact_access_logs" ADD COLUMN "subject_hash" text;--> statement-breakpoint
ALTER TABLE "discovered_contacts" ADD COLUMN "email_status" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "discovered_contacts" ADD COLUMN "email_check" jsonb;--> statement-breakpoint
ALTER TABLE "discovered_contacts" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discovered_contacts" ADD COLUMN "profile_sources" jsonb;--> statement-breakpoint
ALTER TABLE "contact_discovery_runs" ADD CONSTRAINT "contact_discovery_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_discovery_runs" ADD CONSTRAINT "contact_discovery_runs_organization_id_target_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."target_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_discovery_runs" ADD CONSTRAINT "contact_discovery_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_discovery_settings" ADD CONSTRAINT "contact_discovery_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_discovery_settings" ADD CONSTRAINT "contact_discovery_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_entries" ADD CONSTRAINT "suppression_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppression_entries" ADD CONSTRAINT "suppression_entries_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_discovery_runs_org_idx" ON "contact_discovery_runs" USING btree ("company_id","organization_id","created_at");--> statement-breakpoint
CREATE POLICY "contact_discovery_runs_tenant_isolation" ON "contact_discovery_runs" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contact_discovery_settings_tenant_isolation" ON "contact_discovery_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "suppression_entries_tenant_isolation" ON "suppression_entries" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);