CREATE TABLE "bulk_job_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"row_id" uuid NOT NULL,
	"label" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"message" text,
	"produced" integer DEFAULT 0 NOT NULL,
	"credit_charged" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"nothing_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"produced_count" integer DEFAULT 0 NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_job_rows_job_position" ON "bulk_job_rows" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "bulk_job_rows_open_idx" ON "bulk_job_rows" USING btree ("job_id","position") WHERE state <> 'finished';--> statement-breakpoint
CREATE INDEX "bulk_jobs_company_idx" ON "bulk_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE POLICY "bulk_job_rows_tenant_isolation" ON "bulk_job_rows" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "bulk_jobs_tenant_isolation" ON "bulk_jobs" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);