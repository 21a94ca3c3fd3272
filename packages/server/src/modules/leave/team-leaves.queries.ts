import { TEAM_LEAVES_MAX_ROWS, type TeamLeave, type TeamLeaves } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { RequestActor } from '../../platform/auth/actor';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { inIds } from '../../platform/db/value-set';
import { users } from '../accounts';
import { employees } from '../people';
import { projectTeamSql } from '../projects';
import { addDays, dayOfWeek, earlierOf, laterOf } from './engine/iso-date';
import { requestCode } from './leave-balance.queries';
import { leaveTypes } from './leave-policy.tables';
import { leaveRequests } from './leave-request.tables';

interface Row {
  request_id: number;
  number: number;
  employee_id: number;
  employee_name: string;
  employee_code: string;
  leave_type_code: string;
  leave_type_name: string;
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
  quantity: number;
  status: TeamLeave['status'];
}

export interface TeamLeader {
  userId: number;
  employeeId: number | null;
  subDepartmentIds: number[];
}

/** The signed-in user as the leader of a team. */
export const teamLeaderOf = (
  actor: Pick<RequestActor, 'user_id' | 'employee_id' | 'sub_department_ids'>,
): TeamLeader => ({
  userId: actor.user_id,
  employeeId: actor.employee_id ?? null,
  subDepartmentIds: actor.sub_department_ids,
});

/**
 * The team of a leader as a select of `id`s: everyone reporting to them directly or indirectly, the members of
 * the sub-departments they head, and the people allocated between `from` and `to` to the projects they lead or
 * own.
 */
function teamSql(organizationId: number, leader: TeamLeader, from: string, to: string) {
  return sql`with recursive reports(id) as (
      select id from ${employees}
      where organization_id = ${organizationId} and reporting_manager_id = ${leader.employeeId ?? -1}
      union
      select e.id from ${employees} e join reports r on e.reporting_manager_id = r.id
      where e.organization_id = ${organizationId}
    )
    select id from reports
    union
    select id from ${employees}
    where organization_id = ${organizationId}
      and ${inIds(sql`sub_department_id`, leader.subDepartmentIds)}
    union
    ${projectTeamSql(organizationId, leader.userId, from, to)}`;
}

/** The team's employee ids; the leader is not of their own team. */
async function teamIds(db: Queryable, organizationId: number, leader: TeamLeader, from: string, to: string) {
  const [row] = await queryRows<{ ids: number[] }>(
    db,
    sql`select coalesce(array_agg(id), '{}') as ids from (${teamSql(organizationId, leader, from, to)}) team
        where id <> ${leader.employeeId ?? -1}`,
  );
  return row?.ids ?? [];
}

/**
 * Whether an employee is of the leader's team at some time between `from` and `to`: the walk goes up from the
 * employee through their managers, so it costs the depth of the hierarchy, not the size of the leader's team.
 */
export async function isOfTeam(
  db: Queryable,
  organizationId: number,
  leader: TeamLeader,
  employeeId: number,
  range: { from: string; to: string },
) {
  if (employeeId === leader.employeeId) return false;
  const [row] = await queryRows<{ member: boolean }>(
    db,
    sql`with recursive managers(id) as (
          select reporting_manager_id from ${employees}
          where organization_id = ${organizationId} and id = ${employeeId}
          union
          select e.reporting_manager_id from ${employees} e join managers m on e.id = m.id
          where e.organization_id = ${organizationId}
        )
        select exists (select 1 from managers where id = ${leader.employeeId ?? -1})
          or exists (select 1 from ${employees} where organization_id = ${organizationId} and id = ${employeeId}
            and ${inIds(sql`sub_department_id`, leader.subDepartmentIds)})
          or exists (select 1 from (${projectTeamSql(organizationId, leader.userId, range.from, range.to)}) team
            where id = ${employeeId}) as member`,
  );
  return row?.member ?? false;
}

/**
 * The team's live leaves (pending, approved, cancellation asked) overlapping the range, and how many are away
 * (approved) today and this week. The team is fetched first, so the leave queries look each member up by the
 * (organisation, employee, start date) index instead of scanning every request of the organisation.
 */
export async function findTeamLeaves(
  db: Queryable,
  organizationId: number,
  leader: TeamLeader,
  range: { from: string; to: string },
  today: string,
): Promise<TeamLeaves> {
  const weekStart = addDays(today, -((dayOfWeek(today) + 6) % 7));
  const weekEnd = addDays(weekStart, 6);
  const ids = await teamIds(
    db,
    organizationId,
    leader,
    earlierOf(range.from, weekStart),
    laterOf(range.to, weekEnd),
  );
  const empty = { team_size: 0, away_today: 0, away_this_week: 0, truncated: false, results: [] };
  if (!ids.length) return empty;
  const team = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;
  const live = (from: string, to: string) =>
    sql`r.organization_id = ${organizationId} and r.employee_id in ${team}
      and r.start_date <= ${to} and r.end_date >= ${from}
      and r.status in ('pending', 'approved', 'cancellation_requested')`;
  const rowsBetween = (from: string, to: string) =>
    queryRows<Row>(
      db,
      sql`select r.id as request_id, r.number, r.employee_id,
          trim(concat_ws(' ', u.first_name, u.last_name)) as employee_name, e.code as employee_code,
          t.code as leave_type_code, t.name as leave_type_name, r.start_date::text, r.end_date::text,
          r.start_half, r.end_half, r.quantity::float8, r.status
        from ${leaveRequests} r
        join ${employees} e on e.organization_id = r.organization_id and e.id = r.employee_id
        join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
        join ${leaveTypes} t on t.organization_id = r.organization_id and t.id = r.leave_type_id
        where ${live(from, to)}
        order by r.start_date, employee_name, r.id
        limit ${TEAM_LEAVES_MAX_ROWS + 1}`,
    );
  // One read of the range and this week together answers both when it is whole; a larger team reads them apart.
  const both = await rowsBetween(earlierOf(range.from, weekStart), laterOf(range.to, weekEnd));
  const covers = (row: Row, from: string, to: string) => row.start_date <= to && row.end_date >= from;
  let counts: { away_today: number; away_this_week: number } | undefined;
  let rows: Row[];
  if (both.length <= TEAM_LEAVES_MAX_ROWS) {
    const away = (from: string, to: string) =>
      new Set(
        both.filter((row) => row.status !== 'pending' && covers(row, from, to)).map((row) => row.employee_id),
      ).size;
    counts = { away_today: away(today, today), away_this_week: away(weekStart, weekEnd) };
    rows = both.filter((row) => covers(row, range.from, range.to));
  } else {
    [counts] = await queryRows<{ away_today: number; away_this_week: number }>(
      db,
      sql`select count(distinct employee_id) filter (where start_date <= ${today} and end_date >= ${today})::int
            as away_today,
          count(distinct employee_id)::int as away_this_week
        from ${leaveRequests} r where ${live(weekStart, weekEnd)} and r.status <> 'pending'`,
    );
    rows = await rowsBetween(range.from, range.to);
  }
  return {
    team_size: ids.length,
    away_today: counts?.away_today ?? 0,
    away_this_week: counts?.away_this_week ?? 0,
    truncated: rows.length > TEAM_LEAVES_MAX_ROWS,
    results: rows.slice(0, TEAM_LEAVES_MAX_ROWS).map((row) => ({
      request_id: row.request_id,
      code: requestCode(row.number),
      employee: { id: row.employee_id, name: row.employee_name, code: row.employee_code },
      leave_type: { code: row.leave_type_code, name: row.leave_type_name },
      start_date: row.start_date,
      end_date: row.end_date,
      start_half: row.start_half,
      end_half: row.end_half,
      quantity: row.quantity,
      status: row.status,
    })),
  };
}
