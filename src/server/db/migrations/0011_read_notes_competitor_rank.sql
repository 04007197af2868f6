ALTER TABLE "account_research" ADD COLUMN "source_note" text;--> statement-breakpoint
ALTER TABLE "analysis_sessions" ADD COLUMN "result_note" text;--> statement-breakpoint
ALTER TABLE "discovered_contacts" ADD COLUMN "enrichment_note" text;--> statement-breakpoint
ALTER TABLE "target_organizations" ADD COLUMN "competitor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "target_organizations" ADD COLUMN "rank" integer;