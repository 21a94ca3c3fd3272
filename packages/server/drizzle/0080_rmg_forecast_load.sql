CREATE TABLE "rmg_forecast_load" (
	"organization_id" integer NOT NULL,
	"designation_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"allocations" integer NOT NULL,
	"percent" numeric NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rmg_forecast_load_key" ON "rmg_forecast_load" USING btree ("organization_id",coalesce("designation_id", 0),"start_date","end_date");--> statement-breakpoint
-- The two statements that add the changes (`changes`: a query of `sign`, +1 for an allocation of an active person
-- or one serving notice as it is now and -1 as it was, with the person's role and the allocation's dates and share)
-- to the kept load, in the order of its key so that two transactions lock its rows alike, then drop the rows left
-- without allocations; run by the trigger functions, as only they see the transition tables. Changes are added, so
-- two transactions changing one role's span at once both count: the second waits for the first's row.
CREATE FUNCTION atrium_rmg_forecast_load_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[format($q$
    INSERT INTO rmg_forecast_load AS k (organization_id, designation_id, start_date, end_date, allocations, percent)
    SELECT c.organization_id, c.designation_id, c.start_date, c.end_date, sum(c.sign), sum(c.sign * c.percent)
    FROM (%s) c
    GROUP BY c.organization_id, c.designation_id, c.start_date, c.end_date
    ORDER BY c.organization_id, coalesce(c.designation_id, 0), c.start_date, c.end_date
    ON CONFLICT (organization_id, (coalesce(designation_id, 0)), start_date, end_date) DO UPDATE SET
      allocations = k.allocations + excluded.allocations, percent = k.percent + excluded.percent
  $q$, changes), format($q$
    DELETE FROM rmg_forecast_load k
    USING (SELECT DISTINCT organization_id, coalesce(designation_id, 0) AS designation_id, start_date, end_date
      FROM (%s) c) c
    WHERE k.organization_id = c.organization_id AND coalesce(k.designation_id, 0) = c.designation_id
      AND k.start_date = c.start_date AND k.end_date = c.end_date AND k.allocations = 0
  $q$, changes)];
$$;
--> statement-breakpoint
-- One trigger function for the statement-level triggers below, on allocations and on employees: an update counts
-- only the rows where a column the load depends on changed (a set difference), out of what they brought and into
-- what they bring.
CREATE FUNCTION atrium_rmg_forecast_load_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text;
  load text;
  rows text;
  statement text;
BEGIN
  IF TG_TABLE_NAME = 'project_allocations' THEN
    kept := 'id, organization_id, employee_id, start_date, end_date, allocation_percent';
    load := 'SELECT c.sign, c.organization_id, e.designation_id, c.start_date, c.end_date, c.allocation_percent AS percent
      FROM (%s) c JOIN employees e ON e.organization_id = c.organization_id AND e.id = c.employee_id
      WHERE e.status IN (''active'', ''in-notice'')';
  ELSE
    kept := 'id, organization_id, designation_id, status';
    load := 'SELECT c.sign, c.organization_id, c.designation_id, a.start_date, a.end_date, a.allocation_percent AS percent
      FROM (%s) c JOIN project_allocations a ON a.organization_id = c.organization_id AND a.employee_id = c.id
      WHERE c.status IN (''active'', ''in-notice'')';
  END IF;
  IF TG_OP = 'INSERT' THEN
    rows := format('SELECT 1 AS sign, %s FROM after_rows', kept);
  ELSIF TG_OP = 'DELETE' THEN
    rows := format('SELECT -1 AS sign, %s FROM before_rows', kept);
  ELSE
    rows := format(
      'SELECT 1 AS sign, * FROM (SELECT %1$s FROM after_rows EXCEPT SELECT %1$s FROM before_rows) a
       UNION ALL SELECT -1 AS sign, * FROM (SELECT %1$s FROM before_rows EXCEPT SELECT %1$s FROM after_rows) b',
      kept);
  END IF;
  FOREACH statement IN ARRAY atrium_rmg_forecast_load_statements(format(load, rows)) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_allocations_rmg_forecast_load_insert AFTER INSERT ON project_allocations
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_forecast_load_changed();
--> statement-breakpoint
CREATE TRIGGER project_allocations_rmg_forecast_load_update AFTER UPDATE ON project_allocations
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION atrium_rmg_forecast_load_changed();
--> statement-breakpoint
CREATE TRIGGER project_allocations_rmg_forecast_load_delete AFTER DELETE ON project_allocations
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_forecast_load_changed();
--> statement-breakpoint
CREATE TRIGGER employees_rmg_forecast_load_insert AFTER INSERT ON employees
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_forecast_load_changed();
--> statement-breakpoint
CREATE TRIGGER employees_rmg_forecast_load_update AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION atrium_rmg_forecast_load_changed();
--> statement-breakpoint
CREATE TRIGGER employees_rmg_forecast_load_delete AFTER DELETE ON employees
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_forecast_load_changed();
--> statement-breakpoint
-- The load of the allocations already there.
DO $$
BEGIN
  EXECUTE (atrium_rmg_forecast_load_statements(
    'SELECT 1 AS sign, a.organization_id, e.designation_id, a.start_date, a.end_date, a.allocation_percent AS percent
     FROM project_allocations a JOIN employees e ON e.organization_id = a.organization_id AND e.id = a.employee_id
     WHERE e.status IN (''active'', ''in-notice'')'))[1];
END $$;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('rmg_forecast_load');
--> statement-breakpoint
ANALYZE rmg_forecast_load;
