DROP POLICY "outreach_list_tenant_isolation" ON "outreach_list" CASCADE;--> statement-breakpoint
DROP TABLE "outreach_list" CASCADE;