import {
  formatReferenceCode,
  type PendingTimesheetQuery,
  type PendingTimesheetRow,
  parseOrderBy,
  rollUpStatus,
  type TimesheetStatus,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import { queryRows } from '../../platform/db/query-rows';
import { foldSearchWords, userMatches } from '../accounts';
import { designationNamesSql } from '../org-setup';
import { decidesPersonSql } from './approval-scope.queries';
import { notSubmittedSql, personColumns, personJoinsSql, personUserId, sheetOfWeekSql } from './keeper';
import { timesheetCode } from './timesheet.queries';
import type { ApprovalScope } from './timesheets.policy';

/** The projects whose time the approver decides: every active one, or those they lead or own (on `p`). */
const onApproversProjects = (scope: ApprovalScope): SQL =>
  scope.every
    ? sql`true`
    : sql`(p.delivery_lead_id = ${scope.userId} or p.project_owner_id = ${scope.userId})`;

/**
 * Whether the approver decides the time on `projectId` (null: other work) of the employee `employeeId` as their
 * manager, timesheet approver or sub-department head (`decidesLine`).
 */
const decidesPersonsTime = (
  organizationId: number,
  scope: ApprovalScope,
  employeeId: SQL,
  projectId: SQL,
): SQL =>
  scope.every
    ? sql`true`
    : sql`exists (select 1 from employees emp
        left join employees mgr on mgr.organization_id = emp.organization_id and mgr.id = emp.reporting_manager_id
        where emp.organization_id = ${organizationId} and emp.id = ${employeeId}
          and ${decidesPersonSql(scope, projectId)})`;

/**
 * Weeks (`employee_id` or `contractor_id`, `monday`) of the people allocated to the approver's active projects (every allocated
 * person's, for one who sees every project) that were never submitted.
 */
function weeksNotSubmitted(organizationId: number, scope: ApprovalScope, mondays: string[]): SQL {
  return sql`select distinct a.organization_id, a.employee_id, a.contractor_id, w.monday
    from project_allocations a
    join projects p on p.organization_id = a.organization_id and p.id = a.project_id and p.status = 'active'
    cross join unnest(${`{${mondays.join(',')}}`}::date[]) as w(monday)
    where a.organization_id = ${organizationId}
      and (${onApproversProjects(scope)} or ${decidesPersonsTime(organizationId, scope, sql`a.employee_id`, sql`a.project_id`)})
      and a.start_date <= w.monday + 6 and a.end_date >= w.monday
      and ${notSubmittedSql('a', sql`w.monday`)}`;
}

/**
 * How many of those weeks there are, counted per person rather than per allocation and week: each allocation marks
 * the weeks it meets in a bit mask (the Mondays are consecutive, at most MAX_PENDING_TIMESHEET_WEEKS), each person's
 * masks are or-ed, and the weeks of their submitted sheets taken out. A person is keyed by their employee id, or
 * their contractor id negated.
 */
function countWeeksNotSubmitted(organizationId: number, scope: ApprovalScope, mondays: string[]): SQL {
  const first = mondays[0] as string;
  const last = mondays[mondays.length - 1] as string;
  const weekOf = (day: SQL) => sql`((${day} - ${first}::date) / 7)`;
  return sql`with spans as (
      select coalesce(a.employee_id, -a.contractor_id) as person,
        greatest(0, ceil((a.start_date - ${first}::date - 6) / 7.0))::int as first_week,
        least(${mondays.length - 1}::int, ${weekOf(sql`a.end_date`)})::int as last_week
      from project_allocations a
      join projects p on p.organization_id = a.organization_id and p.id = a.project_id and p.status = 'active'
      where a.organization_id = ${organizationId}
        and (${onApproversProjects(scope)} or ${decidesPersonsTime(organizationId, scope, sql`a.employee_id`, sql`a.project_id`)})
        and a.start_date <= ${last}::date + 6 and a.end_date >= ${first}::date
    ), allocated as (
      select person, bit_or((1 << (last_week + 1)) - (1 << first_week)) as weeks
      from spans where last_week >= first_week group by person
    ), submitted as (
      select coalesce(t.employee_id, -t.contractor_id) as person, bit_or(1 << ${weekOf(sql`t.week_start`)}::int) as weeks
      from timesheets t
      where t.organization_id = ${organizationId} and t.week_start between ${first} and ${last}
        and t.submitted_at is not null
      group by 1
    )
    select coalesce(sum(bit_count((a.weeks & ~coalesce(s.weeks, 0))::bit(32))), 0)::int as count
    from allocated a left join submitted s on s.person = a.person`;
}

/**
 * Lines (`timesheet_id`, `project_id`) of those weeks (consecutive Mondays) with time waiting for the approver's
 * decision: of their projects, and of the people whose time they decide (`decidesLine`).
 */
function linesAwaitingApproval(organizationId: number, scope: ApprovalScope, mondays: string[]): SQL {
  return sql`select distinct e.timesheet_id, e.project_id
    from timesheet_entries e
    join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
    where e.organization_id = ${organizationId} and e.status = 'submitted'
      and t.week_start between ${mondays[0] as string} and ${mondays[mondays.length - 1] as string}
      and (${scope.every} or exists (select 1 from projects p where p.organization_id = e.organization_id
        and p.id = e.project_id and ${onApproversProjects(scope)})
        or ${decidesPersonsTime(organizationId, scope, sql`t.employee_id`, sql`e.project_id`)})`;
}

/**
 * The Pending Timesheets widget over the given weeks (Mondays): weeks of the people on the approver's projects
 * (every allocated person's, for one who sees every project) not yet submitted, and project lines of those weeks
 * waiting for approval. The drilldown lists exactly these (`findPendingTimesheets`).
 */
export async function countPendingTimesheets(
  tx: Tx,
  organizationId: number,
  scope: ApprovalScope,
  mondays: string[],
) {
  const [submission] = await queryRows<{ count: number }>(
    tx,
    countWeeksNotSubmitted(organizationId, scope, mondays),
  );
  const [waiting] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (${linesAwaitingApproval(organizationId, scope, mondays)}) waiting`,
  );
  return {
    pending_submission_timesheets_count: submission?.count ?? 0,
    approval_pending_timesheets_count: waiting?.count ?? 0,
  };
}

interface PendingRow {
  timesheet_id: number | null;
  number: number | null;
  week_start: string;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  designation: string | null;
  project_id: number | null;
  project_number: number | null;
  project_name: string | null;
  minutes: number | null;
  statuses: TimesheetStatus[] | null;
}

/**
 * The Pending Timesheets drilldown: the widget's weeks not submitted or lines waiting (one kind), over the four
 * weeks or one of them, searched by person, sorted and paged in SQL. The time of each row on the page is summed
 * after paging, one statement for the page.
 */
export async function findPendingTimesheets(
  tx: Tx,
  organizationId: number,
  scope: ApprovalScope,
  weeks: string[],
  query: PendingTimesheetQuery,
) {
  const mondays = query.week ? weeks.filter((monday) => monday === query.week) : weeks;
  if (!mondays.length) return { count: 0, results: [], weeks };
  const words = query.search ? await foldSearchWords(tx, query.search) : [];
  const person = words.length ? userMatches(organizationId, personUserId, words) : sql`true`;
  const order = parseOrderBy(query.order_by) ?? { field: 'week_start', isDescending: true };
  const direction = sql.raw(order.isDescending ? 'desc' : 'asc');
  const sortKeys =
    order.field === 'employee'
      ? sql`employee_name ${direction}, week_start desc`
      : sql`week_start ${direction}, employee_name`;
  const people = (of: string) => sql`${personJoinsSql(of)}
    left join ${designationNamesSql(organizationId)} d on d.id = emp.designation_id`;
  const withDesignation = sql`${personColumns}, d.name as designation`;
  const listed =
    query.kind === 'submission'
      ? sql`select t.id as timesheet_id, t.number, w.monday::text as week_start, ${withDesignation},
            null::int as project_id, null::int as project_number, null::text as project_name
          from (${weeksNotSubmitted(organizationId, scope, mondays)}) w
          ${people('w')}
          left join lateral ${sheetOfWeekSql('w', sql`w.monday`)} t on true
          where ${person}`
      : sql`select t.id as timesheet_id, t.number, t.week_start::text, ${withDesignation},
            l.project_id, p.number as project_number, p.name as project_name
          from (${linesAwaitingApproval(organizationId, scope, mondays)}) l
          join timesheets t on t.organization_id = ${organizationId} and t.id = l.timesheet_id
          ${people('t')}
          left join projects p on p.organization_id = t.organization_id and p.id = l.project_id
          where ${person}`;
  // Submission rows count the time on the approver's projects; approval rows their line's time.
  const ofRow =
    query.kind === 'submission'
      ? sql`(${scope.every} or exists (select 1 from projects p where p.organization_id = x.organization_id
          and p.id = x.project_id and ${onApproversProjects(scope)})
          or ${decidesPersonsTime(organizationId, scope, sql`(select s.employee_id from timesheets s where s.organization_id = x.organization_id and s.id = x.timesheet_id)`, sql`x.project_id`)})`
      : sql`(x.project_id = page.project_id or (x.project_id is null and page.project_id is null))`;
  const [rows, [total]] = await inTurn(
    () =>
      queryRows<PendingRow>(
        tx,
        sql`select page.*, m.minutes, m.statuses
          from (${listed} order by ${sortKeys}, employee_id, project_id limit ${query.limit} offset ${query.offset}) page
          left join lateral (select sum(x.minutes)::int as minutes, array_agg(x.status) as statuses
            from timesheet_entries x
            where x.organization_id = ${organizationId} and x.timesheet_id = page.timesheet_id and ${ofRow}) m on true
          order by ${sortKeys}, employee_id, project_id`,
      ),
    () => queryRows<{ count: number }>(tx, sql`select count(*)::int as count from (${listed}) g`),
  );
  const results: PendingTimesheetRow[] = rows.map((row, index) => ({
    id: query.offset + index + 1,
    timesheet_id: row.timesheet_id,
    code: row.number === null ? null : timesheetCode(row.number),
    employee: {
      id: row.employee_id,
      name: row.employee_name,
      code: row.employee_code,
      designation: row.designation,
    },
    project:
      row.project_id === null
        ? null
        : {
            id: row.project_id,
            code: formatReferenceCode('project', row.project_number ?? 0),
            name: row.project_name ?? '',
          },
    week_start: row.week_start,
    minutes: row.minutes ?? 0,
    status: row.timesheet_id === null ? null : rollUpStatus(row.statuses ?? []),
  }));
  return { count: total?.count ?? 0, results, weeks };
}
