ALTER TABLE "analysis_sessions" ADD COLUMN "discovery" jsonb;--> statement-breakpoint
ALTER TABLE "target_organizations" ADD COLUMN "below_floor" boolean DEFAULT false NOT NULL;