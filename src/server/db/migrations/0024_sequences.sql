CREATE TABLE "mailboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_secure" boolean NOT NULL,
	"smtp_user" text NOT NULL,
	"smtp_password" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_secure" boolean NOT NULL,
	"imap_user" text NOT NULL,
	"imap_password" text NOT NULL,
	"daily_limit" integer DEFAULT 50 NOT NULL,
	"window_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"window_start_hour" integer DEFAULT 9 NOT NULL,
	"window_end_hour" integer DEFAULT 17 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"imap_uid_validity" text,
	"imap_last_uid" integer DEFAULT 0 NOT NULL,
	"imap_checked_at" timestamp with time zone,
	"imap_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailboxes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sequence_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sequence_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"state_note" text,
	"step_index" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sequence_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"message_id" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sequence_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sequence_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sequence_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"solution_name" text,
	"steps" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_contact_id_discovered_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."discovered_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_enrolment_id_sequence_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."sequence_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_tasks" ADD CONSTRAINT "sequence_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_tasks" ADD CONSTRAINT "sequence_tasks_enrolment_id_sequence_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."sequence_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_tasks" ADD CONSTRAINT "sequence_tasks_contact_id_discovered_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."discovered_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_tasks" ADD CONSTRAINT "sequence_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_company_user_idx" ON "mailboxes" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_enrolments_one_active_idx" ON "sequence_enrolments" USING btree ("contact_id") WHERE state in ('active', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_enrolments_token_idx" ON "sequence_enrolments" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "sequence_enrolments_due_idx" ON "sequence_enrolments" USING btree ("state","next_run_at");--> statement-breakpoint
CREATE INDEX "sequence_enrolments_sequence_idx" ON "sequence_enrolments" USING btree ("sequence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_messages_step_idx" ON "sequence_messages" USING btree ("enrolment_id","step_index");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_messages_message_id_idx" ON "sequence_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sequence_messages_mailbox_idx" ON "sequence_messages" USING btree ("mailbox_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_tasks_step_idx" ON "sequence_tasks" USING btree ("enrolment_id","step_index");--> statement-breakpoint
CREATE INDEX "sequence_tasks_user_idx" ON "sequence_tasks" USING btree ("company_id","user_id","done_at");--> statement-breakpoint
CREATE INDEX "sequences_company_idx" ON "sequences" USING btree ("company_id");--> statement-breakpoint
CREATE POLICY "mailboxes_tenant_isolation" ON "mailboxes" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sequence_enrolments_tenant_isolation" ON "sequence_enrolments" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sequence_messages_tenant_isolation" ON "sequence_messages" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sequence_tasks_tenant_isolation" ON "sequence_tasks" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sequences_tenant_isolation" ON "sequences" AS PERMISSIVE FOR ALL TO "app_user" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);