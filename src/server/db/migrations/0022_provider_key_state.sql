ALTER TABLE "provider_connections" ADD COLUMN "key_state" text;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD COLUMN "key_state_reason" text;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD COLUMN "key_state_at" timestamp with time zone;