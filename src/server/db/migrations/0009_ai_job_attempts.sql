ALTER TABLE "ai_jobs" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_jobs" ADD COLUMN "max_attempts" integer DEFAULT 3 NOT NULL;