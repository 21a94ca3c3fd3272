CREATE TABLE "timesheet_lines" (
	"organization_id" integer NOT NULL,
	"timesheet_id" integer NOT NULL,
	"project_id" integer,
	"employee_id" integer,
	"contractor_id" integer,
	"week_start" date NOT NULL,
	"entries" integer NOT NULL,
	"minutes" integer NOT NULL,
	"billable_minutes" integer NOT NULL,
	"draft" integer NOT NULL,
	"submitted" integer NOT NULL,
	"approved" integer NOT NULL,
	"rejected" integer NOT NULL,
	"reopened" integer NOT NULL,
	"frozen" integer NOT NULL,
	"billed" integer NOT NULL,
	"skipped" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_lines_org_line_key" ON "timesheet_lines" USING btree ("organization_id","timesheet_id",coalesce("project_id", 0));--> statement-breakpoint
CREATE INDEX "timesheet_lines_org_project_week_idx" ON "timesheet_lines" USING btree ("organization_id","project_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_lines_org_week_idx" ON "timesheet_lines" USING btree ("organization_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_lines_org_employee_week_idx" ON "timesheet_lines" USING btree ("organization_id","employee_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_lines_org_submitted_project_week_idx" ON "timesheet_lines" USING btree ("organization_id","project_id","week_start") WHERE "timesheet_lines"."submitted" > 0;--> statement-breakpoint
CREATE INDEX "timesheet_lines_org_submitted_week_idx" ON "timesheet_lines" USING btree ("organization_id","week_start") WHERE "timesheet_lines"."submitted" > 0;--> statement-breakpoint
-- The two statements that add the changes of the entries (`changes`: a query of `sign`, +1 for a row that is there
-- now and -1 for one that was, with the entry's columns) to their lines, then drop the lines left without entries;
-- run by the trigger function itself, as only it sees the transition tables. Changes are added rather
-- than the lines recounted, so two transactions changing one line's entries at once both count: the second waits
-- for the first's line and adds to what it committed.
CREATE FUNCTION atrium_timesheet_lines_statements(changes text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[format($q$
    INSERT INTO timesheet_lines AS l (organization_id, timesheet_id, project_id, employee_id, contractor_id,
      week_start, entries, minutes, billable_minutes, draft, submitted, approved, rejected, reopened, frozen,
      billed, skipped)
    SELECT c.organization_id, c.timesheet_id, c.project_id, t.employee_id, t.contractor_id, t.week_start,
      sum(c.sign), sum(c.sign * c.minutes), sum(c.sign * CASE WHEN c.is_billable THEN c.minutes ELSE 0 END),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'draft'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'submitted'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'approved'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'rejected'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'reopened'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'frozen'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'billed'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'skipped'), 0)
    FROM (%s) c
    JOIN timesheets t ON t.organization_id = c.organization_id AND t.id = c.timesheet_id
    GROUP BY c.organization_id, c.timesheet_id, c.project_id, t.employee_id, t.contractor_id, t.week_start
    ON CONFLICT (organization_id, timesheet_id, (coalesce(project_id, 0))) DO UPDATE SET
      entries = l.entries + excluded.entries, minutes = l.minutes + excluded.minutes,
      billable_minutes = l.billable_minutes + excluded.billable_minutes, draft = l.draft + excluded.draft,
      submitted = l.submitted + excluded.submitted, approved = l.approved + excluded.approved,
      rejected = l.rejected + excluded.rejected, reopened = l.reopened + excluded.reopened,
      frozen = l.frozen + excluded.frozen, billed = l.billed + excluded.billed, skipped = l.skipped + excluded.skipped
  $q$, changes), format($q$
    DELETE FROM timesheet_lines l
    USING (SELECT DISTINCT organization_id, timesheet_id, coalesce(project_id, 0) AS project_id FROM (%s) c) c
    WHERE l.organization_id = c.organization_id AND l.timesheet_id = c.timesheet_id
      AND coalesce(l.project_id, 0) = c.project_id AND l.entries = 0
  $q$, changes)];
$$;
--> statement-breakpoint
-- One trigger function for the statement-level triggers below: an update counts only the entries whose line,
-- minutes, billing or status changed (a set difference: transition tables have no statistics), out of the line
-- they were in and into the one they are in.
CREATE FUNCTION atrium_timesheet_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept CONSTANT text := 'id, organization_id, timesheet_id, project_id, minutes, is_billable, status';
  changes text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := format('SELECT 1 AS sign, %s FROM after_rows', kept);
  ELSIF TG_OP = 'DELETE' THEN
    changes := format('SELECT -1 AS sign, %s FROM before_rows', kept);
  ELSE
    changes := format(
      'SELECT 1 AS sign, * FROM (SELECT %1$s FROM after_rows EXCEPT SELECT %1$s FROM before_rows) a
       UNION ALL SELECT -1 AS sign, * FROM (SELECT %1$s FROM before_rows EXCEPT SELECT %1$s FROM after_rows) b',
      kept);
  END IF;
  FOREACH statement IN ARRAY atrium_timesheet_lines_statements(changes) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheet_entries_lines_insert AFTER INSERT ON timesheet_entries REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_timesheet_lines_changed();
--> statement-breakpoint
CREATE TRIGGER timesheet_entries_lines_update AFTER UPDATE ON timesheet_entries
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_timesheet_lines_changed();
--> statement-breakpoint
CREATE TRIGGER timesheet_entries_lines_delete AFTER DELETE ON timesheet_entries REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_timesheet_lines_changed();
--> statement-breakpoint
-- The lines of the entries already there.
DO $$
BEGIN
  EXECUTE (atrium_timesheet_lines_statements(
    'SELECT 1 AS sign, organization_id, timesheet_id, project_id, minutes, is_billable, status FROM timesheet_entries'))[1];
END $$;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('timesheet_lines');
--> statement-breakpoint
ANALYZE timesheet_lines;
