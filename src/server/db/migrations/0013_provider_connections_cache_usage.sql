CREATE TABLE "provider_cache" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_cache" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "provider_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"encrypted_key" text,
	"key_last4" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"monthly_call_cap" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "provider_usage" (
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_usage_company_id_provider_month_pk" PRIMARY KEY("company_id","provider","month")
);
--> statement-breakpoint
ALTER TABLE "provider_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "imported_accounts" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "imported_accounts" ADD COLUMN "field_sources" jsonb;--> statement-breakpoint
ALTER TABLE "target_organizations" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "target_organizations" ADD COLUMN "field_sources" jsonb;--> statement-breakpoint
ALTER TABLE "provider_cache" ADD CONSTRAINT "provider_cache_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_usage" ADD CONSTRAINT "provider_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_cache_request_idx" ON "provider_cache" USING btree ("company_id","provider","request_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_company_provider_idx" ON "provider_connections" USING btree ("company_id","provider");--> statement-breakpoint
CREATE POLICY "provider_cache_tenant_isolation" ON "provider_cache" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "provider_connections_tenant_isolation" ON "provider_connections" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "provider_settings_tenant_isolation" ON "provider_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "provider_usage_tenant_isolation" ON "provider_usage" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);