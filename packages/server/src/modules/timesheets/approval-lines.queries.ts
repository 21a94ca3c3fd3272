import {
  type ApprovalQuery,
  type ApprovalRow,
  approvesTimesheets,
  formatReferenceCode,
  keepsTimesheet,
  parseOrderBy,
  rollUpStatus,
  type TimesheetStatus,
  type TimesheetSummary,
} from '@atrium/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { type Bind, readListPage } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { foldSearchWords, userMatches } from '../accounts';
import { decidesPeople, decidesPersonSql, subDepartmentsValue } from './approval-scope.queries';
import { isKeepers, keeperOf, personColumns, personJoinsSql, personUserId } from './keeper';
import { timesheetCode } from './timesheet.queries';
import { type ApprovalScope, approvalScope } from './timesheets.policy';

/** `decidesLine` (the policy) in SQL, over an entry `e`, its project `p`, the person `emp` and their manager `mgr`. */
const scopeCondition = (scope: ApprovalScope): SQL =>
  scope.every
    ? sql`true`
    : sql`(p.delivery_lead_id = ${scope.userId} or p.project_owner_id = ${scope.userId}
          or ${decidesPersonSql(scope)})`;

/**
 * Whether the caller sees the sheet `t`: their own, or, for an approver, one with a line their approvals list
 * shows (any sheet, for one who sees every project's time).
 */
function seenBy(actor: RequestActor): SQL {
  const own = keepsTimesheet(actor) ? isKeepers(keeperOf(actor), 't') : sql`false`;
  if (!approvesTimesheets(actor)) return own;
  const scope = approvalScope(actor);
  if (scope.every) return sql`true`;
  return sql`(${own} or exists (select 1 from timesheet_entries e
      left join employees emp on emp.organization_id = t.organization_id and emp.id = t.employee_id
      left join employees mgr on mgr.organization_id = emp.organization_id and mgr.id = emp.reporting_manager_id
      left join projects p on p.organization_id = e.organization_id and p.id = e.project_id
      where e.organization_id = t.organization_id and e.timesheet_id = t.id and ${scopeCondition(scope)}))`;
}

/** Sheets by id or by number (`TS-0007`) that the caller may see, each with its week, person and status. */
export async function findTimesheetsSeenBy(
  tx: Tx,
  actor: RequestActor,
  match: { id: number } | { number: number },
): Promise<TimesheetSummary[]> {
  const rows = await queryRows<{
    id: number;
    number: number;
    week_start: string;
    employee_id: number;
    employee_code: string;
    employee_name: string;
    user_id: number;
    statuses: TimesheetStatus[] | null;
  }>(
    tx,
    sql`select t.id, t.number, t.week_start::text, ${personColumns}, ${personUserId} as user_id, s.statuses
        from timesheets t
        ${personJoinsSql('t')}
        left join lateral (select array_agg(x.status) as statuses from timesheet_entries x
          where x.organization_id = t.organization_id and x.timesheet_id = t.id) s on true
        where t.organization_id = ${actor.organization_id}
          and ${'id' in match ? sql`t.id = ${match.id}` : sql`t.number = ${match.number}`}
          and ${seenBy(actor)}`,
  );
  return rows.map((row) => ({
    id: row.id,
    code: timesheetCode(row.number),
    week_start: row.week_start,
    status: rollUpStatus(row.statuses ?? []),
    employee: { id: row.employee_id, name: row.employee_name, code: row.employee_code },
    is_own: row.user_id === actor.user_id,
  }));
}

/** The last day of a month (YYYY-MM), as YYYY-MM-DD. */
const monthEnd = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/**
 * The days whose weeks the approvals' period asks for, from the latest start to the earliest end its parts give:
 * the day of `week` (its week), the month, the range. An open end is undefined.
 */
export function approvalPeriod(query: Pick<ApprovalQuery, 'week' | 'month' | 'start_date' | 'end_date'>) {
  const starts = [query.week, query.month && `${query.month}-01`, query.start_date];
  const ends = [query.week, query.month && monthEnd(query.month), query.end_date];
  const given = (dates: (string | undefined)[]) =>
    dates.filter((date): date is string => Boolean(date)).sort();
  return { from: given(starts).at(-1), to: given(ends)[0] };
}

/** The column of `timesheet_lines` counting a line's entries of a status. */
const STATUS_COUNTS: Record<TimesheetStatus, string> = {
  draft: 'draft',
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  reopened: 'reopened',
  frozen: 'frozen',
  billed: 'billed',
  skipped: 'skipped',
};

/**
 * The lines (`timesheet_id`, `project_id`, with the sheet's person and week) the approver decides, each with its
 * minutes, read from the lines kept added up (`timesheet_lines`): their projects' lines, and their reports' other
 * work; every line for one who sees every project's time. A status is a line with an entry of it, its count above
 * zero; what else a line shows is read from the entries for a page's lines only (`lineDetailsSql`).
 */
function approverLinesSql(
  organizationId: number,
  scope: ApprovalScope,
  query: ApprovalQuery,
  bind: Bind,
): SQL {
  const org = bind('org', organizationId);
  const { from, to } = approvalPeriod(query);
  // A week is the period's when one of its days is.
  const filters = sql.join(
    [
      from ? sql`and l.week_start >= ${bind('from', from)}::date - 6` : undefined,
      to ? sql`and l.week_start <= ${bind('to', to)}::date` : undefined,
      query.project_id ? sql`and l.project_id = ${bind('project', query.project_id)}` : undefined,
      query.status ? sql`and l.${sql.raw(STATUS_COUNTS[query.status])} > 0` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` `,
  );
  const lines = (
    where: SQL,
    joins: SQL = sql``,
  ) => sql`select l.organization_id, l.timesheet_id, l.project_id,
      l.employee_id, l.contractor_id, l.week_start, l.minutes, l.billable_minutes
    from timesheet_lines l ${joins}
    where l.organization_id = ${org} ${filters} and ${where}`;
  if (scope.every) return lines(sql`true`);
  const approver = bind('approver', scope.userId);
  const ledProjects = sql`l.project_id in (select p.id from projects p
    where p.organization_id = ${org} and (p.delivery_lead_id = ${approver} or p.project_owner_id = ${approver}))`;
  const personLines = (where: SQL) =>
    lines(
      where,
      sql`join employees emp on emp.organization_id = l.organization_id and emp.id = l.employee_id
        left join employees mgr on mgr.organization_id = emp.organization_id and mgr.id = emp.reporting_manager_id`,
    );
  const reportsOtherWork = sql`l.project_id is null and mgr.user_id = ${approver}`;
  if (!decidesPeople(scope))
    return query.project_id
      ? lines(ledProjects)
      : sql`${lines(ledProjects)} union all ${personLines(reportsOtherWork)}`;
  // A line decided both as its project's lead and as the person's approver or head is the project's: the two parts
  // do not meet, so neither is made distinct and a page can stop at its last line.
  return sql`${lines(ledProjects)} union all ${personLines(
    sql`${decidesPersonSql(scope, sql`l.project_id`, bind)} and not coalesce(${ledProjects}, false)`,
  )}`;
}

/**
 * A line's (`l`) entries' statuses, its note, the latest reason an approver gave, its days and, for time on no
 * project, the time of each task, for a lateral join on a page of lines: one range of the entries' line index each.
 */
function lineDetailsSql(org: number | Placeholder): SQL {
  return sql`select array_agg(e.status) as statuses, max(e.note) as note,
      (array_agg(e.reason order by e.decided_at desc nulls last) filter (where e.reason is not null))[1] as reason,
      json_agg(json_build_object('date', e.work_date, 'minutes', e.minutes, 'status', e.status,
        'reason', e.reason, 'task', e.task) order by e.work_date, e.task) as days,
      (select coalesce(json_agg(json_build_object('task', k.task, 'minutes', k.minutes) order by k.task), '[]')
        from (select x.task, sum(x.minutes)::int as minutes from timesheet_entries x
          where x.organization_id = ${org} and x.timesheet_id = l.timesheet_id and l.project_id is null
            and x.project_id is null and x.task is not null
          group by x.task) k) as tasks
    from timesheet_entries e
    where e.organization_id = ${org} and e.timesheet_id = l.timesheet_id
      and coalesce(e.project_id, 0) = coalesce(l.project_id, 0)`;
}

interface ApprovalLine {
  timesheet_id: number;
  number: number;
  week_start: string;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  project_id: number | null;
  project_number: number | null;
  project_name: string | null;
  minutes: number;
  billable_minutes: number;
  statuses: TimesheetStatus[];
  note: string | null;
  reason: string | null;
  days: ApprovalRow['days'];
  tasks: ApprovalRow['tasks'];
}

/**
 * What the approvals' statements' text depends on in the approver's scope beyond the values it binds (whether an
 * approver and sub-departments are bound is in the statement's shape already): whether they decide their reports'
 * project time.
 */
const scopeShape = (scope: ApprovalScope) => (!scope.every && scope.approvesReports ? 'reports' : 'own');

/**
 * Time to decide: one row per person, week and project, filtered, sorted and paged in SQL; the people and
 * projects are joined to the lines, and only to the page's unless the search or the sort needs them.
 */
export async function findApprovals(
  tx: Tx,
  organizationId: number,
  scope: ApprovalScope,
  query: ApprovalQuery,
) {
  const words = query.search ? await foldSearchWords(tx, query.search) : null;
  const order = parseOrderBy(query.order_by) ?? { field: 'week_start', isDescending: true };
  const sortKey = (sheet: string) =>
    order.field === 'employee' ? sql`employee_name` : sql`${sql.raw(sheet)}.week_start`;
  const direction = sql.raw(order.isDescending ? 'desc' : 'asc');
  const isPeopleFirst = words !== null || order.field === 'employee';
  const where = (bind: Bind) =>
    sql.join(
      [
        sql`l.organization_id = ${bind('org', organizationId)}`,
        words ? userMatches(organizationId, personUserId, words) : undefined,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    );
  // Prepared once per shape unless searched: planning the lines' joins costs more than reading a page of them.
  const { rows, total } = await readListPage<
    ApprovalLine,
    { count: number; minutes: number; billable_minutes: number }
  >(
    tx,
    {
      name: words
        ? null
        : `approvals_${scopeShape(scope)}_${order.field === 'employee' ? 'employee' : 'week'}_${order.isDescending ? 'desc' : 'asc'}_${query.status ?? 'any'}`,
      // The lines carry their person and week: the people are joined before the page is cut only when the search
      // or the sort reads them, the sheets only to the page's lines. The page stops at its last line (in the
      // order of an index, where one gives it); the total is its own statement.
      page: (_on, bind) =>
        sql`select l.timesheet_id, t.number, t.week_start::text, ${personColumns}, l.project_id,
            p.number as project_number, p.name as project_name, l.minutes, l.billable_minutes, d.statuses, d.note,
            d.reason, d.days, d.tasks
          from (select l.timesheet_id, l.project_id, l.minutes, l.billable_minutes
              ${isPeopleFirst ? sql`, ${personColumns}` : sql``}
            from (${approverLinesSql(organizationId, scope, query, bind)}) l
            ${isPeopleFirst ? personJoinsSql('l') : sql``}
            where ${where(bind)}
            order by ${sortKey('l')} ${direction}, l.timesheet_id, l.project_id
            limit ${bind('limit', query.limit)} offset ${bind('offset', query.offset)}) l
          join timesheets t on t.organization_id = ${bind('org', organizationId)} and t.id = l.timesheet_id
          ${personJoinsSql('t')}
          left join projects p on p.organization_id = t.organization_id and p.id = l.project_id
          cross join lateral (${lineDetailsSql(bind('org', organizationId))}) d
          order by ${sortKey('t')} ${direction}, t.id, l.project_id`,
      total: (_on, bind) =>
        sql`select count(*)::int as count, coalesce(sum(l.minutes), 0)::int as minutes,
            coalesce(sum(l.billable_minutes), 0)::int as billable_minutes
          from (${approverLinesSql(organizationId, scope, query, bind)}) l
          ${words ? personJoinsSql('l') : sql``}
          where ${where(bind)}`,
    },
    {
      org: organizationId,
      approver: scope.every ? undefined : scope.userId,
      sub_departments: subDepartmentsValue(scope),
      project: query.project_id,
      ...approvalPeriod(query),
      limit: query.limit,
      offset: query.offset,
    },
  );
  const results: ApprovalRow[] = rows.map((row) => ({
    timesheet_id: row.timesheet_id,
    code: timesheetCode(row.number),
    employee: { id: row.employee_id, name: row.employee_name, code: row.employee_code },
    project:
      row.project_id === null
        ? null
        : {
            id: row.project_id,
            code: formatReferenceCode('project', row.project_number ?? 0),
            name: row.project_name ?? '',
          },
    week_start: row.week_start,
    note: row.note,
    minutes: row.minutes,
    billable_minutes: row.billable_minutes,
    status: rollUpStatus(row.statuses),
    reason: row.reason,
    days: row.days,
    tasks: row.tasks,
  }));
  return {
    count: total?.count ?? 0,
    results,
    totals: { minutes: total?.minutes ?? 0, billable_minutes: total?.billable_minutes ?? 0 },
  };
}
