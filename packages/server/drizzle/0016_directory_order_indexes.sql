DROP INDEX "employees_org_joining_idx";--> statement-breakpoint
CREATE INDEX "users_org_name_idx" ON "users" USING btree ("organization_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "employees_org_joining_idx" ON "employees" USING btree ("organization_id","date_of_joining","id");