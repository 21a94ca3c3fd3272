ALTER TABLE "access_tokens" ADD COLUMN "service_user_id" integer;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_organization_id_service_user_id_users_organization_id_id_fk" FOREIGN KEY ("organization_id","service_user_id") REFERENCES "public"."users"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_org_service_user_idx" ON "access_tokens" USING btree ("organization_id","service_user_id");--> statement-breakpoint
-- Each organisation token made before service users gets one now, active while the token is not revoked, holding
-- the token's roles: its requests stop acting under its maker's user id.
WITH made AS (
  INSERT INTO "users" ("organization_id", "email", "first_name", "user_type", "is_active", "primary_role")
  SELECT "organization_id", 'api-token-' || "id" || '@service.invalid', "name" || ' (API)', 'service',
    "revoked_at" IS NULL, "roles"[1]
  FROM "access_tokens" WHERE "kind" = 'organization' AND "service_user_id" IS NULL
  RETURNING "organization_id", "id", "email"
)
UPDATE "access_tokens" t SET "service_user_id" = made."id"
FROM made
WHERE made."organization_id" = t."organization_id" AND made."email" = 'api-token-' || t."id" || '@service.invalid';
--> statement-breakpoint
INSERT INTO "user_roles" ("organization_id", "user_id", "role")
SELECT "organization_id", "service_user_id", unnest("roles") FROM "access_tokens"
WHERE "kind" = 'organization' AND "service_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
