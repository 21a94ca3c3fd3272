DROP INDEX "candidates_org_email_key";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_org_email_key" ON "candidates" USING btree ("organization_id","email_key");