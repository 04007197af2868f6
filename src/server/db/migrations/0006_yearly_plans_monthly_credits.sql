ALTER TABLE "companies" ADD COLUMN "billing_interval" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credits_refilled_at" timestamp with time zone;