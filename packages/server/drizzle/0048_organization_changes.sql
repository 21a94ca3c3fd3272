-- Every server process keeps organisations and their hosts for a while. A change to either, made by the
-- application or by hand, is announced on atrium_organizations so that each process forgets what it kept.
CREATE FUNCTION announce_organization_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_organizations', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_changed AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_organization_change();
--> statement-breakpoint
CREATE TRIGGER organization_hosts_changed AFTER INSERT OR UPDATE OR DELETE ON organization_hosts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_organization_change();
