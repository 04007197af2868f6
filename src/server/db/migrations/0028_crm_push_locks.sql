CREATE TABLE "crm_push_locks" (
	"company_id" uuid NOT NULL,
	"crm" text NOT NULL,
	"run_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_push_locks_company_id_crm_pk" PRIMARY KEY("company_id","crm")
);
--> statement-breakpoint
ALTER TABLE "crm_push_locks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "crm_push_locks" ADD CONSTRAINT "crm_push_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "crm_push_locks_tenant_isolation" ON "crm_push_locks" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);