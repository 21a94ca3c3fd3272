CREATE TABLE "project_figures_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"counted_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_figures_stale" (
	"organization_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "project_figures_stale_organization_id_project_id_pk" PRIMARY KEY("organization_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "project_month_figures" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"project_id" integer NOT NULL,
	"billing" numeric(15, 2),
	"costs" numeric(15, 2),
	"expenses" numeric(15, 2),
	"approved_hours" double precision,
	"unbilled_work" double precision,
	"unbilled_milestones" double precision,
	"unused_hours" double precision,
	"loss" double precision,
	"unrated_hours" double precision,
	CONSTRAINT "project_month_figures_organization_id_month_project_id_pk" PRIMARY KEY("organization_id","month","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_month_figures" ADD CONSTRAINT "project_month_figures_organization_id_project_id_projects_organization_id_id_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_month_figures_org_project_idx" ON "project_month_figures" USING btree ("organization_id","project_id","month");--> statement-breakpoint
-- The tiles and tables read a period's months of every project: from these alone, without visiting the table.
CREATE INDEX "project_month_figures_money_idx" ON "project_month_figures" ("organization_id", "month")
  INCLUDE ("project_id", "billing", "costs", "expenses") WHERE "billing" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "project_month_figures_leakage_idx" ON "project_month_figures" ("organization_id", "month")
  INCLUDE ("project_id", "approved_hours", "unbilled_work", "unbilled_milestones", "unused_hours", "loss",
    "unrated_hours") WHERE "approved_hours" IS NOT NULL;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_figures_counts');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_figures_stale');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_month_figures');
