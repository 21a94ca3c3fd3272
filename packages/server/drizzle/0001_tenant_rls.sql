-- The application queries as atrium_app: neither superuser nor table owner, so row-level security applies.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'atrium_app') THEN
    CREATE ROLE atrium_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
  BEGIN
    EXECUTE format('GRANT atrium_app TO %I', current_user);
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'could not grant atrium_app to %: %', current_user, SQLERRM;
  END;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO atrium_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO atrium_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO atrium_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO atrium_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO atrium_app;
--> statement-breakpoint
CREATE FUNCTION atrium_enable_tenant_rls(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (organization_id = nullif(current_setting(''app.org_id'', true), '''')::int) WITH CHECK (organization_id = nullif(current_setting(''app.org_id'', true), '''')::int)',
    target
  );
END $$;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls(t::regclass)
FROM unnest(ARRAY['users', 'user_roles', 'sessions', 'password_tokens', 'departments', 'sub_departments',
  'designations', 'grades', 'employees', 'contractors', 'audit_events']) AS t;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON audit_events FROM atrium_app;
--> statement-breakpoint
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organizations_read ON organizations FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY organizations_update_own ON organizations FOR UPDATE
  USING (id = nullif(current_setting('app.org_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE organization_hosts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_hosts_read ON organization_hosts FOR SELECT USING (true);
