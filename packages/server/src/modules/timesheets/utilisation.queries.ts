import {
  CONTRACTORS_ROW_ID,
  formatReferenceCode,
  NO_DEPARTMENT_ROW_ID,
  parseOrderBy,
  type UtilisationPage,
  type UtilisationQuery,
  WORKING_DAY_HOURS,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { queryRows } from '../../platform/db/query-rows';
import { foldSearchWords, userMatches } from '../accounts';
import { lastWorkingDaysSql } from '../exits';
import { departmentNamesSql } from '../org-setup';
import { approvedTimeSql } from './project-time';
import type { ApprovalScope } from './timesheets.policy';

/** The first and last days of a `YYYY-MM` month. */
export const monthDays = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** The month before the one of `today` (`YYYY-MM-DD`). */
export const monthBefore = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

const DAY_HOURS = sql.raw(String(WORKING_DAY_HOURS));

/** An organisation's month, from its first day to its last. */
export interface Month {
  organizationId: number;
  from: string;
  to: string;
}

/** The projects whose utilisation the caller sees, as a condition on a project id column. */
const onScopedProject = ({ organizationId }: Month, scope: ApprovalScope, projectId: SQL): SQL =>
  scope.every
    ? sql`true`
    : sql`${projectId} in (select sp.id from projects sp where sp.organization_id = ${organizationId}
        and (sp.delivery_lead_id = ${scope.userId} or sp.project_owner_id = ${scope.userId}))`;

/**
 * Billable hours of the month (`person`: an employee's id or a contractor's negated, `project_id`, `hours`): the
 * billable entries approved, frozen or billed, on the caller's projects, of the people `among` selects when given.
 * Sheets are found by their week, so entries are read by sheet.
 */
const billableSql = (month: Month, scope: ApprovalScope, among?: SQL) => sql`
  select coalesce(t.employee_id, -t.contractor_id) as person, e.project_id, sum(e.minutes) / 60.0 as hours
  from timesheets t
  join timesheet_entries e on e.organization_id = t.organization_id and e.timesheet_id = t.id
  where t.organization_id = ${month.organizationId}
    and t.week_start between ${month.from}::date - 6 and ${month.to}::date
    and e.work_date between ${month.from}::date and ${month.to}::date
    and e.is_billable and e.status in ${approvedTimeSql}
    and ${onScopedProject(month, scope, sql`e.project_id`)}
    ${among ? sql`and coalesce(t.employee_id, -t.contractor_id) in (${among})` : sql``}
  group by 1, 2`;

/**
 * Each person's capacity of the month (`person`, `user_id`, `code`, `department_id`, `capacity`): working hours
 * of the weekdays they were employed (from joining to the last working day of an exit), less the holidays of
 * their location and the other weekdays of approved leave (by arithmetic: approved requests never overlap); a
 * contractor's, of the weekdays under contract (overlapping contracts merged first). Every
 * person (or those `among` selects), or for a lead or owner those allocated to their projects in the month or with
 * billable time on them.
 */
const capacitySql = (month: Month, scope: ApprovalScope, among?: SQL) => {
  const { organizationId: org, from, to } = month;
  const scoped = scope.every
    ? (among ?? null)
    : sql`select coalesce(a.employee_id, -a.contractor_id) from project_allocations a
        where a.organization_id = ${org} and a.start_date <= ${to}::date and a.end_date >= ${from}::date
          and ${onScopedProject(month, scope, sql`a.project_id`)}
        union select person from billable`;
  const atHome = (location: SQL) =>
    sql`(cardinality(h.location_ids) = 0 or ${location} = any(h.location_ids))`;
  return sql`
    exits as (${lastWorkingDaysSql(org, to)}),
    employee_windows as (
      select e.id, e.user_id, e.code, e.department_id, e.location_id,
        greatest(${from}::date, coalesce(e.date_of_joining, ${from}::date)) as start_day,
        least(${to}::date, coalesce(x.last_day, ${to}::date)) as end_day
      from employees e
      left join exits x on x.employee_id = e.id
      where e.organization_id = ${org} and (e.date_of_joining is null or e.date_of_joining <= ${to}::date)
        ${scoped ? sql`and e.id in (${scoped})` : sql``}),
    month_holidays as (
      select h.holiday_date, h.location_ids from organization_holidays h
      where h.organization_id = ${org} and h.holiday_date between ${from}::date and ${to}::date
        and not h.is_optional and extract(isodow from h.holiday_date) < 6),
    holidays_off as (
      select w.id, count(*) as days from employee_windows w
      join month_holidays h on h.holiday_date between w.start_day and w.end_day and ${atHome(sql`w.location_id`)}
      group by w.id),
    leave_off as (
      select w.id, sum(atrium_weekdays(greatest(r.start_date, w.start_day), least(r.end_date, w.end_day))
        - (select count(*) from month_holidays h
            where h.holiday_date between greatest(r.start_date, w.start_day) and least(r.end_date, w.end_day)
              and ${atHome(sql`w.location_id`)})) as days
      from leave_requests r
      join employee_windows w on w.id = r.employee_id
      where r.organization_id = ${org} and r.status = 'approved'
        and r.start_date <= ${to}::date and r.end_date >= ${from}::date
      group by w.id),
    contract_spans as (
      select k.contractor_id, greatest(k.start_date, ${from}::date) as start_day,
        least(case when k.status = 'terminated' then coalesce(k.terminated_on, k.end_date) else k.end_date end,
          ${to}::date) as end_day
      from contracts k
      where k.organization_id = ${org} and k.status in ('ongoing', 'completed', 'terminated')
        and k.start_date <= ${to}::date and k.end_date >= ${from}::date),
    contract_starts as (
      select s.*, case when s.start_day <= max(s.end_day) over (partition by s.contractor_id
          order by s.start_day, s.end_day rows between unbounded preceding and 1 preceding) + 1
        then 0 else 1 end as starts
      from contract_spans s where s.end_day >= s.start_day),
    contract_islands as (
      select s.*, sum(s.starts) over (partition by s.contractor_id order by s.start_day, s.end_day) as island
      from contract_starts s),
    contract_days as (
      select i.contractor_id, sum(atrium_weekdays(i.start_day, i.end_day)) as days
      from (select contractor_id, island, min(start_day) as start_day, max(end_day) as end_day
            from contract_islands group by contractor_id, island) i
      group by i.contractor_id),
    people as (
      select w.id as person, w.user_id, w.code, w.department_id,
        ${DAY_HOURS} * greatest(0, atrium_weekdays(w.start_day, w.end_day) - coalesce(ho.days, 0)
          - coalesce(lo.days, 0)) as capacity
      from employee_windows w
      left join holidays_off ho on ho.id = w.id
      left join leave_off lo on lo.id = w.id
      union all
      select -c.id, c.user_id, c.code, null::int, ${DAY_HOURS} * coalesce(cd.days, 0)
      from contractors c
      left join contract_days cd on cd.contractor_id = c.id
      where c.organization_id = ${org} ${scoped ? sql`and -c.id in (${scoped})` : sql``}),
    person_rows as (
      select p.person, p.user_id, trim(u.first_name || ' ' || u.last_name) as name, p.code, p.department_id,
        p.capacity, coalesce(b.hours, 0) as billable
      from people p
      join users u on u.organization_id = ${org} and u.id = p.user_id
      left join (select person, sum(hours) as hours from billable group by person) b on b.person = p.person
      where p.capacity > 0 or b.hours > 0)`;
};

/**
 * The people of the month (`person_rows`: `person`, `user_id`, `name`, `code`, `department_id`, `capacity`,
 * `billable`) as the caller sees them, counted now: billable time, then capacity.
 */
const livePeopleSql = (month: Month, scope: ApprovalScope, among?: SQL) =>
  sql`billable as (${billableSql(month, scope, among)}), ${capacitySql(month, scope, among)}`;

/** The people of the month as the timesheet manager and the CEO see them, from the kept month. */
const keptPeopleSql = (month: Month) => sql`
  person_rows as (
    select r.person, r.user_id, r.name, r.code, r.department_id, r.capacity, r.billable
    from timesheet_utilisation r
    where r.organization_id = ${month.organizationId} and r.month = ${month.from}::date)`;

/**
 * Each person's row of the month as the timesheet manager and the CEO see it, of the people `among` selects when
 * given (`person`, `user_id`, `name`, `code`, `department_id`, `capacity`, `billable`): what is kept of it.
 */
export const everyonesUtilisationSql = (month: Month, among?: SQL) =>
  sql`with ${livePeopleSql(month, { every: true }, among)} select * from person_rows`;

/**
 * The rows of one grouping (`id`, `name`, `code_key`, `user_id`, `billable`, `capacity`), a project's counted now,
 * a person's or department's from the kept month when `kept`.
 */
function rowsSql(month: Month, scope: ApprovalScope, by: UtilisationQuery['by'], kept: boolean): SQL {
  const { organizationId: org, from, to } = month;
  if (by === 'project')
    return sql`billable as (${billableSql(month, scope)}),
      project_capacity as (
        select a.project_id, sum(${DAY_HOURS} * a.allocation_percent / 100.0
          * atrium_weekdays(greatest(a.start_date, ${from}::date), least(a.end_date, ${to}::date))) as hours
        from project_allocations a
        where a.organization_id = ${org} and a.status = 'billable'
          and a.start_date <= ${to}::date and a.end_date >= ${from}::date
          and ${onScopedProject(month, scope, sql`a.project_id`)}
        group by a.project_id),
      rows as (
        select p.id, p.name, p.number as code_key, null::int as user_id,
          coalesce(b.hours, 0) as billable, coalesce(c.hours, 0) as capacity
        from projects p
        left join project_capacity c on c.project_id = p.id
        left join (select project_id, sum(hours) as hours from billable group by project_id) b on b.project_id = p.id
        where p.organization_id = ${org} and (c.hours > 0 or b.hours > 0))`;
  const people = kept ? keptPeopleSql(month) : livePeopleSql(month, scope);
  if (by === 'department')
    return sql`${people},
      rows as (
        select coalesce(r.department_id, case when r.person < 0 then ${sql.raw(String(CONTRACTORS_ROW_ID))} else ${sql.raw(String(NO_DEPARTMENT_ROW_ID))} end) as id,
          coalesce(min(d.name), case when r.person < 0 then 'Contractors' else 'No department' end) as name,
          null::text as code_key, null::int as user_id, sum(r.billable) as billable, sum(r.capacity) as capacity
        from person_rows r
        left join ${departmentNamesSql(org)} d on d.id = r.department_id
        group by r.department_id, r.person < 0)`;
  return sql`${people},
    rows as (
      select r.person as id, r.name, r.code as code_key, r.user_id, r.billable, r.capacity from person_rows r)`;
}

async function searchCondition(tx: Tx, organizationId: number, query: UtilisationQuery): Promise<SQL> {
  if (!query.search) return sql`true`;
  if (query.by === 'person')
    return userMatches(organizationId, sql`rows.user_id`, await foldSearchWords(tx, query.search));
  const term = query.search.toLowerCase();
  const pattern = `%${escapeLike(term)}%`;
  const code = query.by === 'project' ? /^pr-?0*(\d{1,9})$/.exec(term) : null;
  return code ? sql`code_key = ${Number(code[1])}` : sql`lower(name) like ${pattern}`;
}

const SORTS: Record<string, SQL> = {
  name: sql`lower(name)`,
  code: sql`code_key`,
  billable_hours: sql`billable`,
  capacity_hours: sql`capacity`,
  utilisation: sql`billable / nullif(capacity, 0)`,
};

const listedTotals = sql`select count(*)::int as total_count, coalesce(sum(billable), 0)::float8 as total_billable,
  coalesce(sum(capacity), 0)::float8 as total_capacity from listed`;

/** The count and totals of every person of the kept month: the unsearched list of people's. */
const keptTotalsSql = (month: Month) => sql`
  select m.people as total_count, m.billable::float8 as total_billable, m.capacity::float8 as total_capacity
  from timesheet_utilisation_months m
  where m.organization_id = ${month.organizationId} and m.month = ${month.from}::date`;

const hoursOf = (value: number) => Math.round(value * 100) / 100;
const percentOf = (billable: number, capacity: number) =>
  capacity > 0 ? Math.round((billable / capacity) * 1000) / 10 : null;

/**
 * Utilisation of a month: billable hours against capacity per person, project or department, searched, sorted and
 * paged in SQL, with the totals of every row the search lists, in one statement; a person's or department's read
 * from the kept month when `kept` (`keepUtilisation` has brought it up to date).
 */
export async function findUtilisation(
  tx: Tx,
  organizationId: number,
  scope: ApprovalScope,
  query: UtilisationQuery & { month: string },
  kept = false,
): Promise<UtilisationPage> {
  const month = { organizationId, ...monthDays(query.month) };
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  // Wholly one way or the other, so one index of the kept month serves both: ties by name, and no utilisation
  // (billable time without capacity) above every figure.
  const keys = order.isDescending
    ? sql`${SORTS[order.field] ?? SORTS.name} desc nulls first, lower(name) desc, id desc`
    : sql`${SORTS[order.field] ?? SORTS.name} asc nulls last, lower(name), id`;
  const rows = await queryRows<{
    total_count: number;
    total_billable: number;
    total_capacity: number;
    id: number | null;
    name: string | null;
    code_key: string | number | null;
    billable: number | null;
    capacity: number | null;
  }>(
    tx,
    sql`with ${rowsSql(month, scope, query.by, kept)},
        listed as (select * from rows where ${await searchCondition(tx, organizationId, query)})
      select t.total_count, t.total_billable, t.total_capacity,
        page.id, page.name, page.code_key, page.billable::float8 as billable, page.capacity::float8 as capacity
      from (${kept && query.by === 'person' && !query.search ? keptTotalsSql(month) : listedTotals}) t
      left join lateral (select * from listed order by ${keys}
        limit ${query.limit} offset ${query.offset}) page on true
      order by ${keys}`,
  );
  const [first] = rows;
  const totalBillable = first?.total_billable ?? 0;
  const totalCapacity = first?.total_capacity ?? 0;
  return {
    month: query.month,
    by: query.by,
    count: first?.total_count ?? 0,
    results: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id as number,
        name: row.name ?? '',
        code:
          row.code_key === null
            ? null
            : query.by === 'project'
              ? formatReferenceCode('project', Number(row.code_key))
              : String(row.code_key),
        billable_hours: hoursOf(row.billable ?? 0),
        capacity_hours: hoursOf(row.capacity ?? 0),
        utilisation: percentOf(row.billable ?? 0, row.capacity ?? 0),
      })),
    totals: {
      billable_hours: hoursOf(totalBillable),
      capacity_hours: hoursOf(totalCapacity),
      utilisation: percentOf(totalBillable, totalCapacity),
    },
  };
}
