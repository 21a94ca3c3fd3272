ALTER TABLE "project_allocations" ALTER COLUMN "employee_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ALTER COLUMN "employee_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_allocations" ADD COLUMN "contractor_id" integer;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "contractor_id" integer;--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_organization_id_contractor_id_contractors_organization_id_id_fk" FOREIGN KEY ("organization_id","contractor_id") REFERENCES "public"."contractors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_organization_id_contractor_id_contractors_organization_id_id_fk" FOREIGN KEY ("organization_id","contractor_id") REFERENCES "public"."contractors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_allocations_org_project_contractor_start_key" ON "project_allocations" USING btree ("organization_id","project_id","contractor_id","start_date");--> statement-breakpoint
CREATE INDEX "project_allocations_org_contractor_start_idx" ON "project_allocations" USING btree ("organization_id","contractor_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_org_contractor_week_key" ON "timesheets" USING btree ("organization_id","contractor_id","week_start");--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_one_person" CHECK (num_nonnulls("project_allocations"."employee_id", "project_allocations"."contractor_id") = 1);--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_one_person" CHECK (num_nonnulls("timesheets"."employee_id", "timesheets"."contractor_id") = 1);