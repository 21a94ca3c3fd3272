import { TEAM_LEAVES_MAX_ROWS, type TeamLeave, type TeamLeaves } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts/accounts.tables';
import { employees } from '../people/people.tables';
import { addDays, dayOfWeek } from './engine/iso-date';
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

/**
 * The team of a manager: everyone reporting to them directly or indirectly, and the members of the
 * sub-departments they head. Its live leaves (pending, approved, cancellation asked) overlapping the range.
 */
export async function findTeamLeaves(
  db: Queryable,
  organizationId: number,
  leader: { employeeId: number | null; subDepartmentIds: number[] },
  range: { from: string; to: string },
  today: string,
): Promise<TeamLeaves> {
  const weekStart = addDays(today, -((dayOfWeek(today) + 6) % 7));
  const weekEnd = addDays(weekStart, 6);
  const subDepartments = `{${leader.subDepartmentIds.join(',')}}`;
  const team = sql`with recursive reports(id) as (
        select id from ${employees}
        where organization_id = ${organizationId} and reporting_manager_id = ${leader.employeeId ?? -1}
        union
        select e.id from ${employees} e join reports r on e.reporting_manager_id = r.id
        where e.organization_id = ${organizationId}
      ),
      team(id) as (
        select id from reports
        union
        select id from ${employees}
        where organization_id = ${organizationId} and sub_department_id = any(${subDepartments}::int[])
          and id <> ${leader.employeeId ?? -1}
      ),
      live as (
        select r.* from ${leaveRequests} r join team t on t.id = r.employee_id
        where r.organization_id = ${organizationId}
          and r.status in ('pending', 'approved', 'cancellation_requested')
          and r.start_date <= greatest(${range.to}::date, ${weekEnd}::date)
          and r.end_date >= least(${range.from}::date, ${weekStart}::date)
      )`;
  const [counts] = await queryRows<{ team_size: number; away_today: number; away_this_week: number }>(
    db,
    sql`${team}
      select (select count(*)::int from team) as team_size,
        (select count(distinct employee_id)::int from live
          where status <> 'pending' and start_date <= ${today} and end_date >= ${today}) as away_today,
        (select count(distinct employee_id)::int from live
          where status <> 'pending' and start_date <= ${weekEnd} and end_date >= ${weekStart}) as away_this_week`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`${team}
      select l.id as request_id, l.number, l.employee_id,
        trim(concat_ws(' ', u.first_name, u.last_name)) as employee_name, e.code as employee_code,
        t.code as leave_type_code, t.name as leave_type_name, l.start_date::text, l.end_date::text,
        l.start_half, l.end_half, l.quantity::float8, l.status
      from live l
      join ${employees} e on e.organization_id = l.organization_id and e.id = l.employee_id
      join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
      join ${leaveTypes} t on t.organization_id = l.organization_id and t.id = l.leave_type_id
      where l.start_date <= ${range.to} and l.end_date >= ${range.from}
      order by l.start_date, employee_name, l.id
      limit ${TEAM_LEAVES_MAX_ROWS + 1}`,
  );
  return {
    team_size: counts?.team_size ?? 0,
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
