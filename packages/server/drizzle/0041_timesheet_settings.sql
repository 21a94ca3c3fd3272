CREATE TABLE "timesheet_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"over_allocation" text DEFAULT 'flag' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('timesheet_settings');
