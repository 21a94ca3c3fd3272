import { sql } from 'drizzle-orm';
import type { Tx } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/query-rows';

/**
 * Submitted weeks for the benchmarks of approvals: every employee allocated to the largest active project that
 * `leadEmail` leads gets a timesheet for each of the `weeks` weeks before this one, eight billable hours a weekday
 * on that project, waiting for the lead. Weeks a person already has are left alone. Runs inside the
 * organisation's transaction (`withOrg`), so row-level security checks every row.
 */
export async function seedScaleTimesheets(tx: Tx, org: number, leadEmail: string, weeks: number) {
  const [project] = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select p.id, p.name from projects p
        join users u on u.organization_id = p.organization_id and u.id = p.delivery_lead_id
        where p.organization_id = ${org} and u.email = ${leadEmail} and p.status = 'active'
        order by (select count(*) from project_allocations a
          where a.organization_id = p.organization_id and a.project_id = p.id) desc, p.id
        limit 1`,
  );
  if (!project) throw new Error(`${leadEmail} leads no active project`);
  const [made] = await queryRows<{ sheets: number; entries: number }>(
    tx,
    sql`with team as (
          select distinct employee_id from project_allocations
          where organization_id = ${org} and project_id = ${project.id} and employee_id is not null),
        mondays as (
          select (date_trunc('week', current_date)::date - 7 * k) as monday from generate_series(1, ${weeks}) k),
        fresh as (
          select team.employee_id, mondays.monday from team cross join mondays
          where not exists (select 1 from timesheets t where t.organization_id = ${org}
            and t.employee_id = team.employee_id and t.week_start = mondays.monday)),
        sheets as (
          insert into timesheets (organization_id, number, employee_id, week_start, status, submitted_at)
          select ${org}, (select coalesce(max(number), 0) from timesheets where organization_id = ${org})
              + row_number() over (order by fresh.employee_id, fresh.monday),
            fresh.employee_id, fresh.monday, 'submitted', now()
          from fresh
          returning id, week_start),
        entries as (
          insert into timesheet_entries (organization_id, timesheet_id, project_id, work_date, minutes, is_billable,
            status)
          select ${org}, sheets.id, ${project.id}, sheets.week_start + d, 480, true, 'submitted'
          from sheets cross join generate_series(0, 4) d
          returning 1)
        select (select count(*) from sheets)::int as sheets, (select count(*) from entries)::int as entries`,
  );
  return { project, sheets: made?.sheets ?? 0, entries: made?.entries ?? 0 };
}
