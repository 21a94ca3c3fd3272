CREATE TABLE "timesheet_utilisation" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"person" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"department_id" integer,
	"capacity" numeric NOT NULL,
	"billable" numeric NOT NULL,
	CONSTRAINT "timesheet_utilisation_organization_id_month_person_pk" PRIMARY KEY("organization_id","month","person")
);
--> statement-breakpoint
CREATE TABLE "timesheet_utilisation_months" (
	"organization_id" integer NOT NULL,
	"month" date NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"capacity" numeric DEFAULT 0 NOT NULL,
	"billable" numeric DEFAULT 0 NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_utilisation_months_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
CREATE TABLE "timesheet_utilisation_stale" (
	"organization_id" integer NOT NULL,
	"person" integer NOT NULL,
	CONSTRAINT "timesheet_utilisation_stale_organization_id_person_pk" PRIMARY KEY("organization_id","person")
);
--> statement-breakpoint
CREATE INDEX "timesheet_utilisation_user_idx" ON "timesheet_utilisation" USING btree ("organization_id","month","user_id");--> statement-breakpoint
CREATE INDEX "timesheet_utilisation_name_idx" ON "timesheet_utilisation" USING btree ("organization_id","month",lower("name"),"person");--> statement-breakpoint
CREATE INDEX "timesheet_utilisation_code_idx" ON "timesheet_utilisation" USING btree ("organization_id","month","code",lower("name"),"person");--> statement-breakpoint
CREATE INDEX "timesheet_utilisation_billable_idx" ON "timesheet_utilisation" USING btree ("organization_id","month","billable",lower("name"),"person");--> statement-breakpoint
CREATE INDEX "timesheet_utilisation_capacity_idx" ON "timesheet_utilisation" USING btree ("organization_id","month","capacity",lower("name"),"person");--> statement-breakpoint
CREATE INDEX "timesheet_utilisation_utilisation_idx" ON "timesheet_utilisation" USING btree ("organization_id","month",("billable" / nullif("capacity", 0)),lower("name"),"person");--> statement-breakpoint
-- Marks the people whose kept utilisation rows changed by a statement concern (an employee's id or a contractor's
-- negated), in organisations that keep a month of it; the next read counts them again. One trigger function for
-- the statement-level triggers below. TG_ARGV[0]: the columns utilisation depends on (an update counts only rows
-- where one of them changed, a set difference); TG_ARGV[1]: a query of (organization_id, person) for those changed
-- rows, `%1$s`. Run here, as only the trigger function sees the transition tables.
CREATE FUNCTION atrium_utilisation_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept CONSTANT text := TG_ARGV[0];
  changed text;
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
  EXECUTE format(
    'INSERT INTO timesheet_utilisation_stale (organization_id, person)
     SELECT DISTINCT x.organization_id, x.person FROM (%s) x
     WHERE x.person IS NOT NULL
       AND EXISTS (SELECT 1 FROM timesheet_utilisation_months m WHERE m.organization_id = x.organization_id)
     ON CONFLICT DO NOTHING', format(TG_ARGV[1], '(' || changed || ')'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Creates the insert, update and delete triggers of a table (update alone when `operations` says so).
CREATE FUNCTION atrium_utilisation_triggers(target text, operations text[], kept text, people text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  operation text;
BEGIN
  FOREACH operation IN ARRAY operations LOOP
    EXECUTE format(
      'CREATE TRIGGER %1$s_utilisation_%2$s AFTER %3$s ON %1$s REFERENCING %4$s FOR EACH STATEMENT
       EXECUTE FUNCTION atrium_utilisation_rows_changed(%5$L, %6$L)',
      target, lower(operation), operation,
      CASE operation WHEN 'INSERT' THEN 'NEW TABLE AS after_rows' WHEN 'DELETE' THEN 'OLD TABLE AS before_rows'
        ELSE 'OLD TABLE AS before_rows NEW TABLE AS after_rows' END,
      kept, people);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT atrium_utilisation_triggers('timesheet_entries', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, timesheet_id, work_date, minutes, is_billable, status',
  'SELECT c.organization_id, coalesce(t.employee_id, -t.contractor_id) AS person FROM %1$s c
   JOIN timesheets t ON t.organization_id = c.organization_id AND t.id = c.timesheet_id
   WHERE c.status IN (''approved'', ''frozen'', ''billed'')');
--> statement-breakpoint
SELECT atrium_utilisation_triggers('employees', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, id, user_id, code, department_id, location_id, date_of_joining',
  'SELECT organization_id, id AS person FROM %1$s c');
--> statement-breakpoint
SELECT atrium_utilisation_triggers('users', ARRAY['UPDATE'], 'organization_id, id, first_name, last_name',
  'SELECT e.organization_id, e.id AS person FROM %1$s c
   JOIN employees e ON e.organization_id = c.organization_id AND e.user_id = c.id
   UNION ALL
   SELECT k.organization_id, -k.id FROM %1$s c
   JOIN contractors k ON k.organization_id = c.organization_id AND k.user_id = c.id');
--> statement-breakpoint
SELECT atrium_utilisation_triggers('employee_exits', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, employee_id, status, last_working_day',
  'SELECT organization_id, employee_id AS person FROM %1$s c');
--> statement-breakpoint
SELECT atrium_utilisation_triggers('leave_requests', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, employee_id, status, start_date, end_date',
  'SELECT organization_id, employee_id AS person FROM %1$s c WHERE c.status = ''approved''');
--> statement-breakpoint
-- A holiday concerns everyone at its locations (everyone, when it names none).
SELECT atrium_utilisation_triggers('organization_holidays', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, holiday_date, location_ids, is_optional',
  'SELECT e.organization_id, e.id AS person FROM %1$s c
   JOIN employees e ON e.organization_id = c.organization_id
     AND (cardinality(c.location_ids) = 0 OR e.location_id = ANY(c.location_ids))
   WHERE NOT c.is_optional');
--> statement-breakpoint
SELECT atrium_utilisation_triggers('contracts', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, contractor_id, status, start_date, end_date, terminated_on',
  'SELECT organization_id, -contractor_id AS person FROM %1$s c');
--> statement-breakpoint
SELECT atrium_utilisation_triggers('contractors', ARRAY['INSERT', 'UPDATE', 'DELETE'],
  'organization_id, id, user_id, code',
  'SELECT organization_id, -id AS person FROM %1$s c');
--> statement-breakpoint
DROP FUNCTION atrium_utilisation_triggers(text, text[], text, text);
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('timesheet_utilisation');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('timesheet_utilisation_months');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('timesheet_utilisation_stale');
