CREATE TABLE "teams_integrations" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"client_secret_sealed" text,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams_links" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"aad_object_id" text NOT NULL,
	"teams_user_id" text NOT NULL,
	"service_url" text NOT NULL,
	"conversation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_links_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "notification_channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teams_integrations" ADD CONSTRAINT "teams_integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams_links" ADD CONSTRAINT "teams_links_organization_id_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_links_org_aad_idx" ON "teams_links" USING btree ("organization_id","aad_object_id");--> statement-breakpoint
SELECT atrium_enable_tenant_rls('teams_integrations');--> statement-breakpoint
SELECT atrium_enable_tenant_rls('teams_links');
