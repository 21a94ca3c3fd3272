DROP INDEX "employees_org_department_idx";--> statement-breakpoint
CREATE INDEX "employees_org_department_status_idx" ON "employees" USING btree ("organization_id","department_id","status");