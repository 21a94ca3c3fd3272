CREATE TABLE "idempotent_requests" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_organization_id_user_id_key_pk" PRIMARY KEY("organization_id","user_id","key")
);

--> statement-breakpoint
SELECT atrium_enable_tenant_rls('idempotent_requests');
