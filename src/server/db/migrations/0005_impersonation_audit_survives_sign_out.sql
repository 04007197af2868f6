ALTER TABLE "impersonation_sessions" DROP CONSTRAINT "impersonation_sessions_session_id_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;