import { formatReferenceCode, type PoolMember, type PoolQuery, parseOrderBy } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { idsValue } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { approvedLeaveDaysSql } from '../leave';
import { departments, designations, grades, locations, skills } from '../org-setup';
import { employeeSkills, employees } from '../people';
import {
  bookedPercentSql,
  dayLoadSql,
  lastAllocatedProjectSql,
  lastAllocationEndSql,
  projects,
} from '../projects';
import type { CandidateFacts, Level } from './engine/rank-candidates';
import { resourceRequests, resourceSoftBookings } from './resources.tables';
import {
  findKeptPoolPage,
  findPoolDay,
  keepPoolFor,
  type PoolRow,
  poolSearchOf,
  poolSearchSql,
} from './rmg-pool.queries';

/** Days allocated people count from joining as new joiners. */
const NEW_JOINER_DAYS = 30;

/**
 * The joins giving each employee `e` their load today as `ld` (none without an allocation today) and, for those on
 * the bench only, the end of their last allocation started by today as `le.last_end_date`.
 */
const loadJoinsSql = (organizationId: number, today: string) =>
  sql`left join ${dayLoadSql(organizationId, today)} ld on ld.employee_id = e.id
      left join lateral (select case when coalesce(ld.allocated_percent, 0) = 0
        then ${lastAllocationEndSql(organizationId, sql`e.id`, today)} end as last_end_date) le on true`;

/** Days on the bench: since the last allocation ended, or since joining; none while allocated today. */
const benchDaysSql = (today: string) =>
  sql`case when coalesce(ld.allocated_percent, 0) > 0 then 0
      else greatest(0, ${today}::date - coalesce(le.last_end_date, e.date_of_joining, ${today}::date)) end`;

interface CandidateRow {
  employee_id: number;
  location_id: number | null;
  experience: number | null;
  booked_percent: number;
  leave_days: number;
  bench_days: number;
  skills: [number, Level][];
}

/**
 * The facts for ranking the organisation's active employees against a request's span: only those with some share
 * free over it and, when skills are asked, holding at least one of them.
 */
export async function findCandidateFacts(
  db: Queryable,
  organizationId: number,
  today: string,
  request: { startDate: string; endDate: string; skillIds: number[] },
): Promise<CandidateFacts[]> {
  const skillFilter = request.skillIds.length
    ? sql`and exists (select 1 from ${employeeSkills} es where es.organization_id = ${organizationId}
          and es.employee_id = e.id and es.skill_id in (${sql.join(
            request.skillIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
    : sql``;
  const rows = await queryRows<CandidateRow>(
    db,
    sql`select e.id as employee_id, e.location_id, e.total_experience::float8 as experience,
          coalesce(b.booked_percent, 0)::float8 as booked_percent,
          coalesce(lv.leave_days, 0)::int as leave_days,
          (${benchDaysSql(today)})::int as bench_days,
          coalesce((select json_agg(json_build_array(s.skill_id, s.level)) from ${employeeSkills} s
            where s.organization_id = ${organizationId} and s.employee_id = e.id), '[]'::json) as skills
        from ${employees} e
        join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
        left join ${bookedPercentSql(organizationId, request.startDate, request.endDate)} b on b.employee_id = e.id
        left join ${approvedLeaveDaysSql(organizationId, request.startDate, request.endDate)} lv on lv.employee_id = e.id
        ${loadJoinsSql(organizationId, today)}
        where e.organization_id = ${organizationId} and e.status = 'active' and u.is_active
          and coalesce(b.booked_percent, 0) < 100 ${skillFilter}`,
  );
  return rows.map((row) => ({ ...row, skills: new Map(row.skills) }));
}

export interface CandidateDetails {
  employee_id: number;
  name: string;
  code: string;
  designation: string | null;
  location: string | null;
  cost_band: string | null;
}

/**
 * What a ranked person is shown with, read for the ranked few only. Salary never leaves this query: the cost band is
 * the grade's name.
 */
export async function findCandidateDetails(db: Queryable, organizationId: number, employeeIds: number[]) {
  if (!employeeIds.length) return new Map<number, CandidateDetails>();
  const rows = await queryRows<CandidateDetails>(
    db,
    sql`select e.id as employee_id, trim(u.first_name || ' ' || u.last_name) as name, e.code,
          d.name as designation, l.name as location, g.name as cost_band
        from ${employees} e
        join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
        left join ${designations} d on d.organization_id = e.organization_id and d.id = e.designation_id
        left join ${locations} l on l.organization_id = e.organization_id and l.id = e.location_id
        left join ${grades} g on g.organization_id = e.organization_id and g.id = e.grade_id
        where e.organization_id = ${organizationId} and e.id = any(${idsValue(employeeIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.employee_id, row]));
}

/** The columns the pool may be sorted by. */
const POOL_SORTS = ['name', 'bench_days', 'allocated_percent', 'release_date'];

/**
 * The pool's order, of the rows named `from`. Unsorted, the soonest free come first: those released soon by date,
 * then the partly allocated, then the bench by how long they have waited.
 */
function poolOrderSql(from: SQL, orderBy: string | undefined) {
  const order = parseOrderBy(orderBy);
  const column = (name: string) => sql`${from}.${sql.identifier(name)}`;
  if (!order)
    return sql`case ${column('state')} when 'releasing' then 0 when 'partial' then 1 else 2 end,
      ${column('release_date')} asc nulls last, ${column('bench_days')} desc, ${column('employee_id')}`;
  const field = POOL_SORTS.includes(order.field) ? order.field : 'bench_days';
  const direction = order.isDescending ? sql`desc nulls last` : sql`asc nulls last`;
  return sql`${column(field)} ${direction}, ${column('employee_id')}`;
}

/**
 * One page of the RMG pool on `today`: active employees not fully allocated today, and those whose allocation ends
 * within 30 days; filtered, searched, sorted, counted and paged. Read from the pool kept for the day
 * (`rmg_pool`), which is first rewritten for today when it was kept for an earlier day; a day before the kept
 * one (an export started before midnight) is computed live.
 */
export async function findPoolPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: PoolQuery,
): Promise<{ count: number; results: PoolMember[] }> {
  // The page says which day it was kept for: read again only when that was not today, or nothing was read.
  let page = await findKeptPoolPage(db, organizationId, today, query);
  if (page.rows[0]?.kept_on !== today) {
    const day = await findPoolDay(db, organizationId);
    if (day !== null && day > today) return findLivePoolPage(db, organizationId, today, query);
    if (day !== today) {
      await keepPoolFor(db, organizationId, today);
      page = await findKeptPoolPage(db, organizationId, today, query);
    }
  }
  return { count: page.count, results: page.rows.map(presentPoolRow) };
}

/**
 * The same page computed from the allocations covering `today`: filtered, searched, sorted, counted and paged in
 * SQL. Names of roles, departments and places, skills and the last project are read for the page's rows only.
 */
export async function findLivePoolPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: PoolQuery,
): Promise<{ count: number; results: PoolMember[] }> {
  const search = await poolSearchOf(db, query);
  const rows = await queryRows<PoolRow>(
    db,
    sql`with pool as (
          select e.id as employee_id, trim(u.first_name || ' ' || u.last_name) as name, e.code,
            e.designation_id, e.department_id, e.location_id,
            coalesce(ld.allocated_percent, 0)::float8 as allocated_percent,
            case when coalesce(ld.allocated_percent, 0) = 0 then 'bench'
                 when ld.release_date is not null then 'releasing' else 'partial' end as state,
            (${benchDaysSql(today)})::int as bench_days,
            ld.release_date,
            case when coalesce(ld.allocated_percent, 0) > 0 then null
                 when le.last_end_date is not null then 'project-ended'
                 when e.date_of_joining >= ${today}::date - ${NEW_JOINER_DAYS}::int then 'new-joiner'
                 else 'never-allocated' end as reason
          from ${employees} e
          join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
          ${loadJoinsSql(organizationId, today)}
          where e.organization_id = ${organizationId} and e.status = 'active' and u.is_active
            and (coalesce(ld.allocated_percent, 0) < 100 or ld.release_date is not null)
            ${query.location_id ? sql`and e.location_id = ${query.location_id}` : sql``}
            ${
              query.skill_id
                ? sql`and exists (select 1 from ${employeeSkills} fs where fs.organization_id = ${organizationId}
                    and fs.employee_id = e.id and fs.skill_id = ${query.skill_id})`
                : sql``
            }
            ${search ? sql`and e.id in (${poolSearchSql(organizationId, search)})` : sql``}
        ),
        page as (
          select pool.*, count(*) over () as total from pool
          where true
            ${query.state ? sql`and state = ${query.state}` : sql``}
            ${query.release_within ? sql`and release_date::date <= ${today}::date + ${query.release_within}::int` : sql``}
          order by ${poolOrderSql(sql`pool`, query.order_by)}
          limit ${query.limit} offset ${query.offset}
        )
        select page.employee_id, page.name, page.code, d.name as designation, dp.name as department,
          l.name as location, page.allocated_percent, page.state, page.bench_days, page.release_date, page.reason,
          page.total, p.id as last_project_id, p.number as last_project_number, p.name as last_project_name,
          array(select sk.name from ${employeeSkills} es join ${skills} sk
            on sk.organization_id = es.organization_id and sk.id = es.skill_id
            where es.organization_id = ${organizationId} and es.employee_id = page.employee_id
            order by sk.name) as skills,
          array(select r.number from ${resourceSoftBookings} sb join ${resourceRequests} r
            on r.organization_id = sb.organization_id and r.id = sb.request_id
            where sb.organization_id = ${organizationId} and sb.employee_id = page.employee_id
              and r.status in ('open', 'in-progress')
            order by r.number) as held_for
        from page
        left join ${designations} d on d.organization_id = ${organizationId} and d.id = page.designation_id
        left join ${departments} dp on dp.organization_id = ${organizationId} and dp.id = page.department_id
        left join ${locations} l on l.organization_id = ${organizationId} and l.id = page.location_id
        left join ${projects} p on p.organization_id = ${organizationId}
          and p.id = ${lastAllocatedProjectSql(organizationId, sql`page.employee_id`)}
        order by ${poolOrderSql(sql`page`, query.order_by)}`,
  );
  const total = rows[0]
    ? Number(rows[0].total)
    : query.offset
      ? await countLivePool(db, organizationId, today, query)
      : 0;
  return { count: total, results: rows.map(presentPoolRow) };
}

/** The count alone, for a page past the end (no row carries it). */
async function countLivePool(
  db: Queryable,
  organizationId: number,
  today: string,
  query: PoolQuery,
): Promise<number> {
  const page = await findLivePoolPage(db, organizationId, today, { ...query, offset: 0, limit: 1 });
  return page.count;
}

function presentPoolRow(row: PoolRow): PoolMember {
  return {
    employee_id: row.employee_id,
    name: row.name,
    code: row.code,
    designation: row.designation,
    department: row.department,
    location: row.location,
    allocated_percent: Number(row.allocated_percent),
    state: row.state,
    bench_days: Number(row.bench_days),
    last_project:
      row.last_project_id === null || row.last_project_number === null
        ? null
        : {
            id: row.last_project_id,
            code: formatReferenceCode('project', row.last_project_number),
            name: row.last_project_name ?? '',
          },
    release_date: row.release_date,
    skills: row.skills ?? [],
    reason: row.reason,
    soft_bookings: (row.held_for ?? []).map((number) => formatReferenceCode('resource_request', number)),
  };
}

/**
 * The resource allocation pie on `date`: active employees with an allocation covering it, and the rest (the
 * bench), counted in one statement.
 */
export async function countAllocationSplit(db: Queryable, organizationId: number, date: string) {
  const [row] = await queryRows<{ allocated_count: number; bench_count: number }>(
    db,
    sql`select count(*) filter (where coalesce(ld.allocated_percent, 0) > 0)::int as allocated_count,
          count(*) filter (where coalesce(ld.allocated_percent, 0) = 0)::int as bench_count
        from ${employees} e
        left join ${dayLoadSql(organizationId, date)} ld on ld.employee_id = e.id
        where e.organization_id = ${organizationId} and e.status = 'active'`,
  );
  return { date, allocated_count: row?.allocated_count ?? 0, bench_count: row?.bench_count ?? 0 };
}
