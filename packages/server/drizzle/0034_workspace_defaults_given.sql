CREATE TABLE "workspace_defaults_given" (
	"organization_id" integer NOT NULL,
	"workspace_name" text NOT NULL,
	"tool_identifier" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_defaults_given_organization_id_workspace_name_tool_identifier_pk" PRIMARY KEY("organization_id","workspace_name","tool_identifier")
);
--> statement-breakpoint
ALTER TABLE "workspace_defaults_given" ADD CONSTRAINT "workspace_defaults_given_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('workspace_defaults_given');
