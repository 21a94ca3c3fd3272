CREATE TABLE "attempt_counters" (
	"organization_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_counters_organization_id_bucket_key_pk" PRIMARY KEY("organization_id","bucket","key")
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_org_window_idx" ON "attempt_counters" USING btree ("organization_id","window_ends_at");
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('attempt_counters');
