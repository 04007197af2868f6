CREATE TABLE "crm_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crm" text NOT NULL,
	"encrypted_token" text,
	"token_last4" text,
	"account_label" text,
	"account_id" text,
	"field_mapping" jsonb,
	"exclude_customers" boolean DEFAULT true NOT NULL,
	"sync_cursor" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_records" integer,
	"last_sync_error" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_links" (
	"company_id" uuid NOT NULL,
	"crm" text NOT NULL,
	"kind" text NOT NULL,
	"local_id" uuid NOT NULL,
	"crm_id" text NOT NULL,
	"sent_values" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_links_company_id_crm_kind_local_id_pk" PRIMARY KEY("company_id","crm","kind","local_id")
);
--> statement-breakpoint
ALTER TABLE "crm_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_push_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"crm" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"organization_ids" jsonb NOT NULL,
	"contact_ids" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_push_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "crm_records" (
	"company_id" uuid NOT NULL,
	"crm" text NOT NULL,
	"kind" text NOT NULL,
	"crm_id" text NOT NULL,
	"name" text,
	"domain" text,
	"email" text,
	"owner_name" text,
	"stage" text,
	"open_deals" integer DEFAULT 0 NOT NULL,
	"url" text,
	"pulled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_records_company_id_crm_kind_crm_id_pk" PRIMARY KEY("company_id","crm","kind","crm_id")
);
--> statement-breakpoint
ALTER TABLE "crm_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_runs" ADD CONSTRAINT "crm_push_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_push_runs" ADD CONSTRAINT "crm_push_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_records" ADD CONSTRAINT "crm_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_company_crm_idx" ON "crm_connections" USING btree ("company_id","crm");--> statement-breakpoint
CREATE INDEX "crm_push_runs_company_idx" ON "crm_push_runs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_records_domain_idx" ON "crm_records" USING btree ("company_id","domain");--> statement-breakpoint
CREATE INDEX "crm_records_email_idx" ON "crm_records" USING btree ("company_id","email");--> statement-breakpoint
CREATE POLICY "crm_connections_tenant_isolation" ON "crm_connections" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "crm_links_tenant_isolation" ON "crm_links" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "crm_push_runs_tenant_isolation" ON "crm_push_runs" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "crm_records_tenant_isolation" ON "crm_records" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);