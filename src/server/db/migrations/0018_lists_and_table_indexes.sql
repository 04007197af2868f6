CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"organization_id" uuid,
	"imported_account_id" uuid,
	"contact_id" uuid,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_one_row" CHECK (num_nonnulls("list_items"."organization_id", "list_items"."imported_account_id", "list_items"."contact_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "list_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"visibility" text DEFAULT 'team' NOT NULL,
	"owner_id" uuid,
	"system_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"filter" jsonb NOT NULL,
	"sort" jsonb,
	"columns" jsonb,
	"visibility" text DEFAULT 'team' NOT NULL,
	"configuration" jsonb,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "table_preferences" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"table_key" text NOT NULL,
	"view" text DEFAULT 'table' NOT NULL,
	"hidden_columns" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_preferences_company_id_user_id_table_key_pk" PRIMARY KEY("company_id","user_id","table_key")
);
--> statement-breakpoint
ALTER TABLE "table_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "imported_accounts_company_idx";--> statement-breakpoint
DROP INDEX "imported_accounts_company_domain_idx";--> statement-breakpoint
DROP INDEX "imported_accounts_company_industry_idx";--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_organization_id_target_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."target_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_imported_account_id_imported_accounts_id_fk" FOREIGN KEY ("imported_account_id") REFERENCES "public"."imported_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_contact_id_discovered_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."discovered_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_preferences" ADD CONSTRAINT "table_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_preferences" ADD CONSTRAINT "table_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_list_organization" ON "list_items" USING btree ("list_id","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_list_account" ON "list_items" USING btree ("list_id","imported_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_list_contact" ON "list_items" USING btree ("list_id","contact_id");--> statement-breakpoint
CREATE INDEX "list_items_list_added_idx" ON "list_items" USING btree ("list_id","added_at","id");--> statement-breakpoint
CREATE INDEX "list_items_organization_idx" ON "list_items" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "list_items_account_idx" ON "list_items" USING btree ("imported_account_id");--> statement-breakpoint
CREATE INDEX "list_items_contact_idx" ON "list_items" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "lists_company_idx" ON "lists" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_company_system_key" ON "lists" USING btree ("company_id","system_key") WHERE system_key is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_company_idx" ON "saved_searches" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "imported_accounts_company_employees_idx" ON "imported_accounts" USING btree ("company_id","employee_count","id");--> statement-breakpoint
CREATE INDEX "imported_accounts_company_location_idx" ON "imported_accounts" USING btree ("company_id","location","id");--> statement-breakpoint
CREATE INDEX "imported_accounts_company_created_idx" ON "imported_accounts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "discovered_contacts_company_fit_idx" ON "discovered_contacts" USING btree ("company_id","fit_score","id");--> statement-breakpoint
CREATE INDEX "discovered_contacts_company_created_idx" ON "discovered_contacts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "discovered_contacts_company_name_idx" ON "discovered_contacts" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "target_organizations_company_fit_idx" ON "target_organizations" USING btree ("company_id","fit_score","id");--> statement-breakpoint
CREATE INDEX "target_organizations_company_created_idx" ON "target_organizations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "imported_accounts_company_idx" ON "imported_accounts" USING btree ("company_id","name_key","id");--> statement-breakpoint
CREATE INDEX "imported_accounts_company_domain_idx" ON "imported_accounts" USING btree ("company_id","domain","id");--> statement-breakpoint
CREATE INDEX "imported_accounts_company_industry_idx" ON "imported_accounts" USING btree ("company_id","industry","id");--> statement-breakpoint
CREATE POLICY "list_items_tenant_isolation" ON "list_items" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "lists_tenant_isolation" ON "lists" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "saved_searches_tenant_isolation" ON "saved_searches" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "table_preferences_tenant_isolation" ON "table_preferences" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);