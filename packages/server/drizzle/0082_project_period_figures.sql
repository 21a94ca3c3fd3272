CREATE TABLE "project_figure_periods" (
	"organization_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	CONSTRAINT "project_figure_periods_organization_id_period_start_period_end_pk" PRIMARY KEY("organization_id","period_start","period_end")
);
--> statement-breakpoint
CREATE TABLE "project_period_figures" (
	"organization_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"project_id" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"billing" numeric(15, 2) NOT NULL,
	"costs" numeric(15, 2) NOT NULL,
	"expenses" numeric(15, 2) NOT NULL,
	"net_margin" numeric(15, 2) NOT NULL,
	"margin_ratio" double precision,
	"approved_hours" double precision NOT NULL,
	"unbilled_work" double precision NOT NULL,
	"unbilled_milestones" double precision NOT NULL,
	"leakage" double precision NOT NULL,
	"unused_hours" double precision NOT NULL,
	"loss" double precision NOT NULL,
	"unrated_hours" double precision NOT NULL,
	"has_money" boolean NOT NULL,
	"has_leakage" boolean NOT NULL,
	CONSTRAINT "project_period_figures_organization_id_period_start_period_end_project_id_pk" PRIMARY KEY("organization_id","period_start","period_end","project_id")
);
--> statement-breakpoint
CREATE TABLE "project_period_totals" (
	"organization_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"currency" text NOT NULL,
	"projects" integer NOT NULL,
	"money_projects" integer NOT NULL,
	"leakage_projects" integer NOT NULL,
	"billing" numeric(15, 2) NOT NULL,
	"costs" numeric(15, 2) NOT NULL,
	"expenses" numeric(15, 2) NOT NULL,
	"leakage" double precision NOT NULL,
	"loss" double precision NOT NULL,
	CONSTRAINT "project_period_totals_organization_id_period_start_period_end_currency_pk" PRIMARY KEY("organization_id","period_start","period_end","currency")
);
--> statement-breakpoint
ALTER TABLE "project_period_figures" ADD CONSTRAINT "project_period_figures_organization_id_project_id_projects_organization_id_id_fk" FOREIGN KEY ("organization_id","project_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_period_figures_billing_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","billing","project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_billing_desc_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","billing" DESC NULLS LAST,"project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_net_margin_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","net_margin","project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_net_margin_desc_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","net_margin" DESC NULLS LAST,"project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_margin_ratio_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","margin_ratio","project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_margin_ratio_desc_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","margin_ratio" DESC NULLS LAST,"project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_leakage_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","leakage","project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_leakage_desc_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","leakage" DESC NULLS LAST,"project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_loss_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","loss","project_id");--> statement-breakpoint
CREATE INDEX "project_period_figures_loss_desc_idx" ON "project_period_figures" USING btree ("organization_id","period_start","period_end","loss" DESC NULLS LAST,"project_id");--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_figure_periods');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_period_figures');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_period_totals');
