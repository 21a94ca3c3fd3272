CREATE TABLE "rmg_pool" (
	"organization_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"location_id" integer,
	"allocated_percent" double precision NOT NULL,
	"state" text NOT NULL,
	"state_rank" smallint NOT NULL,
	"bench_days" integer NOT NULL,
	"release_date" date,
	"reason" text,
	CONSTRAINT "rmg_pool_pkey" PRIMARY KEY("organization_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "rmg_pool_days" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"on_date" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rmg_pool_org_default_idx" ON "rmg_pool" USING btree ("organization_id","state_rank","release_date","bench_days" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_name_idx" ON "rmg_pool" USING btree ("organization_id","name","employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_name_desc_idx" ON "rmg_pool" USING btree ("organization_id","name" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_bench_days_idx" ON "rmg_pool" USING btree ("organization_id","bench_days","employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_bench_days_desc_idx" ON "rmg_pool" USING btree ("organization_id","bench_days" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_allocated_idx" ON "rmg_pool" USING btree ("organization_id","allocated_percent","employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_allocated_desc_idx" ON "rmg_pool" USING btree ("organization_id","allocated_percent" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_release_idx" ON "rmg_pool" USING btree ("organization_id","release_date","employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_release_desc_idx" ON "rmg_pool" USING btree ("organization_id","release_date" DESC NULLS LAST,"employee_id");--> statement-breakpoint
CREATE INDEX "rmg_pool_org_location_idx" ON "rmg_pool" USING btree ("organization_id","location_id") WHERE "rmg_pool"."location_id" is not null;--> statement-breakpoint
-- Rewrites the pool rows of the employees `ids` (every employee when null) for `day`, from their allocations,
-- as the pool's live query (`rmg.queries.ts`) reads them: each person's load on the day from the allocations
-- covering it, the first of those ending within 30 days, and the end of the last allocation started by then.
-- Dynamic SQL, so each call is planned for its own employees. The day's row counts the people kept; its caller
-- holds that row.
CREATE FUNCTION atrium_rmg_pool_rewrite(org integer, day date, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
  added integer;
BEGIN
  EXECUTE format($q$
    DELETE FROM rmg_pool p WHERE p.organization_id = $1 %s
  $q$, CASE WHEN ids IS NULL THEN '' ELSE 'AND p.employee_id = ANY($3)' END) USING org, day, ids;
  GET DIAGNOSTICS removed = ROW_COUNT;
  EXECUTE format($q$
    INSERT INTO rmg_pool (organization_id, employee_id, name, code, location_id, allocated_percent, state,
      state_rank, bench_days, release_date, reason)
    SELECT e.organization_id, e.id, trim(u.first_name || ' ' || u.last_name), e.code, e.location_id,
      s.allocated_percent,
      CASE WHEN s.allocated_percent = 0 THEN 'bench' WHEN l.release_date IS NOT NULL THEN 'releasing'
        ELSE 'partial' END,
      CASE WHEN s.allocated_percent = 0 THEN 2 WHEN l.release_date IS NOT NULL THEN 0 ELSE 1 END,
      CASE WHEN s.allocated_percent > 0 THEN 0
        ELSE greatest(0, $2 - coalesce(l.last_end_date, e.date_of_joining, $2)) END,
      l.release_date,
      CASE WHEN s.allocated_percent > 0 THEN NULL
        WHEN l.last_end_date IS NOT NULL THEN 'project-ended'
        WHEN e.date_of_joining >= $2 - 30 THEN 'new-joiner'
        ELSE 'never-allocated' END
    FROM employees e
    JOIN users u ON u.organization_id = e.organization_id AND u.id = e.user_id
    LEFT JOIN LATERAL (
      SELECT sum((a.allocation_percent * 100)::int) FILTER (WHERE a.end_date >= $2) AS hundredths,
        min(a.end_date) FILTER (WHERE a.end_date >= $2 AND a.end_date <= $2 + 30) AS release_date,
        max(a.end_date) AS last_end_date
      FROM project_allocations a
      WHERE a.organization_id = $1 AND a.employee_id = e.id AND a.start_date <= $2
    ) l ON true
    CROSS JOIN LATERAL (SELECT coalesce((l.hundredths / 100.0)::float8, 0) AS allocated_percent) s
    WHERE e.organization_id = $1 %s AND e.status = 'active' AND u.is_active
      AND (s.allocated_percent < 100 OR l.release_date IS NOT NULL)
  $q$, CASE WHEN ids IS NULL THEN '' ELSE 'AND e.id = ANY($3)' END) USING org, day, ids;
  GET DIAGNOSTICS added = ROW_COUNT;
  UPDATE rmg_pool_days SET members = CASE WHEN ids IS NULL THEN added ELSE members - removed + added END
    WHERE organization_id = org;
END $$;
--> statement-breakpoint
-- Rewrites the pool rows of the employees `ids` for the organisation's kept day, if it keeps one. The day's row is
-- locked first: changes to one organisation's pool follow one another, each reading what the last committed
-- (a statement of a function reads anew), and a new day's rewrite waits for them or they for it.
CREATE FUNCTION atrium_rmg_pool_employees_changed(org integer, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day date;
BEGIN
  SELECT on_date INTO day FROM rmg_pool_days WHERE organization_id = org FOR UPDATE;
  IF FOUND THEN
    PERFORM atrium_rmg_pool_rewrite(org, day, ids);
  END IF;
END $$;
--> statement-breakpoint
-- One trigger function for the statement-level triggers below. TG_ARGV[0]: the columns the pool depends on (an
-- update counts only rows where one of them changed, a set difference); TG_ARGV[1]: a query of the employees
-- (organization_id, employee_id) those changed rows `c` concern. Run here, as only the trigger function sees
-- the transition tables.
CREATE FUNCTION atrium_rmg_pool_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept CONSTANT text := TG_ARGV[0];
  changed text;
  employees_of text;
  affected record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := format('SELECT %s FROM after_rows', kept);
  ELSIF TG_OP = 'DELETE' THEN
    changed := format('SELECT %s FROM before_rows', kept);
  ELSE
    changed := format(
      '(SELECT %1$s FROM after_rows EXCEPT SELECT %1$s FROM before_rows)
       UNION (SELECT %1$s FROM before_rows EXCEPT SELECT %1$s FROM after_rows)', kept);
  END IF;
  employees_of := format(TG_ARGV[1], '(' || changed || ')');
  FOR affected IN EXECUTE format(
    'SELECT organization_id, array_agg(DISTINCT employee_id ORDER BY employee_id) AS ids FROM (%s) x
     WHERE organization_id IS NOT NULL AND employee_id IS NOT NULL GROUP BY organization_id', employees_of)
  LOOP
    PERFORM atrium_rmg_pool_employees_changed(affected.organization_id, affected.ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_allocations_rmg_pool_insert AFTER INSERT ON project_allocations
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, employee_id, start_date, end_date, allocation_percent',
    'SELECT organization_id, employee_id FROM %s c');
--> statement-breakpoint
CREATE TRIGGER project_allocations_rmg_pool_update AFTER UPDATE ON project_allocations
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, employee_id, start_date, end_date, allocation_percent',
    'SELECT organization_id, employee_id FROM %s c');
--> statement-breakpoint
CREATE TRIGGER project_allocations_rmg_pool_delete AFTER DELETE ON project_allocations
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, employee_id, start_date, end_date, allocation_percent',
    'SELECT organization_id, employee_id FROM %s c');
--> statement-breakpoint
CREATE TRIGGER employees_rmg_pool_insert AFTER INSERT ON employees
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, id, user_id, code, status, location_id, date_of_joining',
    'SELECT organization_id, id AS employee_id FROM %s c');
--> statement-breakpoint
CREATE TRIGGER employees_rmg_pool_update AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, id, user_id, code, status, location_id, date_of_joining',
    'SELECT organization_id, id AS employee_id FROM %s c');
--> statement-breakpoint
CREATE TRIGGER employees_rmg_pool_delete AFTER DELETE ON employees
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, id, user_id, code, status, location_id, date_of_joining',
    'SELECT organization_id, id AS employee_id FROM %s c');
--> statement-breakpoint
CREATE TRIGGER users_rmg_pool_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT
  EXECUTE FUNCTION atrium_rmg_pool_rows_changed(
    'organization_id, id, first_name, last_name, is_active',
    'SELECT e.organization_id, e.id AS employee_id FROM %s c
       JOIN employees e ON e.organization_id = c.organization_id AND e.user_id = c.id');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('rmg_pool');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('rmg_pool_days');
