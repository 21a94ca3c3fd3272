import {
  type Actor,
  isLeaveAdmin,
  type LeaveRequest,
  type LeaveRequestQuerySchema,
  parseOrderBy,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { type Bind, readListPage } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { users } from '../accounts';
import { employees } from '../people';
import { projectCode, projects } from '../projects';
import { canDecide, isCancellable, mayCancelFor } from './leave.policy';
import { requestCode } from './leave-balance.queries';
import { leaveTypes } from './leave-policy.tables';
import { leaveRequests } from './leave-request.tables';
import { isOfTeam, teamLeaderOf } from './team-leaves.queries';

type Query = z.output<typeof LeaveRequestQuerySchema>;

interface Row {
  id: number;
  number: number;
  employee_id: number;
  employee_user_id: number;
  employee_name: string;
  employee_code: string;
  leave_type_id: number;
  leave_type_code: string;
  leave_type_name: string;
  unit: 'days' | 'hours';
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
  hours: number | null;
  quantity: number;
  reason: string;
  has_attachment: boolean;
  project_number: number | null;
  project_name: string | null;
  status: LeaveRequest['status'];
  approval_stage: LeaveRequest['approval_stage'];
  manager_user_id: number | null;
  decision_comment: string | null;
  decided_by: string | null;
  created_at: string;
}

const SORTS: Record<string, SQL> = {
  start_date: sql`r.start_date`,
  created_at: sql`r.created_at`,
  status: sql`r.status`,
};

function toRequest(row: Row, actor: Actor, today: string): LeaveRequest {
  const facts = {
    status: row.status,
    approvalStage: row.approval_stage,
    managerUserId: row.manager_user_id,
    startDate: row.start_date,
  };
  return {
    id: row.id,
    code: requestCode(row.number),
    employee: { id: row.employee_id, name: row.employee_name, code: row.employee_code },
    leave_type: {
      id: row.leave_type_id,
      code: row.leave_type_code,
      name: row.leave_type_name,
      unit: row.unit,
    },
    start_date: row.start_date,
    end_date: row.end_date,
    start_half: row.start_half,
    end_half: row.end_half,
    hours: row.hours,
    quantity: row.quantity,
    reason: row.reason,
    has_attachment: row.has_attachment,
    project:
      row.project_number === null
        ? null
        : { code: projectCode({ number: row.project_number }), name: row.project_name ?? '' },
    status: row.status,
    approval_stage: row.approval_stage,
    decision_comment: row.decision_comment,
    decided_by: row.decided_by,
    created_at: row.created_at,
    can_decide: canDecide(actor, facts, row.employee_user_id),
    can_cancel: mayCancelFor(actor, row.employee_user_id) && isCancellable(facts, today),
  };
}

const SELECT = sql`select r.id, r.number, r.employee_id, e.user_id as employee_user_id,
    trim(concat_ws(' ', u.first_name, u.last_name)) as employee_name, e.code as employee_code,
    t.id as leave_type_id, t.code as leave_type_code, t.name as leave_type_name, t.unit,
    r.start_date::text, r.end_date::text, r.start_half, r.end_half, r.hours::float8, r.quantity::float8,
    r.reason, r.attachment_key is not null as has_attachment, p.number as project_number, p.name as project_name,
    r.status, r.approval_stage, r.manager_user_id,
    r.decision_comment, nullif(trim(concat_ws(' ', d.first_name, d.last_name)), '') as decided_by,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`;
const FROM = sql`from ${leaveRequests} r
    join ${employees} e on e.organization_id = r.organization_id and e.id = r.employee_id
    join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
    join ${leaveTypes} t on t.organization_id = r.organization_id and t.id = r.leave_type_id
    left join ${users} d on d.organization_id = r.organization_id and d.id = r.decided_by_user_id
    left join ${projects} p on p.organization_id = r.organization_id and p.id = r.project_id`;

/** Who the scope shows: one's own requests, those awaiting one's decision, or (lms admins) everyone's. */
function scopeFilter(actor: Actor, query: Query, bind: Bind): SQL {
  const employeeId = bind('actorEmployee', actor.employee_id ?? -1);
  if (query.scope === 'mine') return sql`r.employee_id = ${employeeId}`;
  if (query.scope === 'all') {
    assertAllowed(isLeaveAdmin(actor));
    return sql`true`;
  }
  const asManager = sql`(r.manager_user_id = ${bind('actorUser', actor.user_id)}
    and ((r.status = 'pending' and r.approval_stage = 'manager') or r.status = 'cancellation_requested'))`;
  if (!isLeaveAdmin(actor)) return asManager;
  return sql`(${asManager} or (r.status = 'pending' and r.approval_stage = 'hr')
    or (r.status = 'cancellation_requested' and r.manager_user_id is null))
    and r.employee_id <> ${employeeId}`;
}

/**
 * A page of leave requests in the caller's scope and their total, prepared once per shape (scope, whether the
 * caller administers leave, filters, ordering): the page read in the order of an index, then the total from the
 * requests alone (every condition is on them).
 */
export async function findLeaveRequestPage(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  query: Query,
  today: string,
) {
  const order = parseOrderBy(query.order_by ?? '-created_at');
  const field = order && order.field in SORTS ? order.field : 'created_at';
  const directionWord = order?.isDescending ? 'desc' : 'asc';
  const direction = sql.raw(directionWord);
  const sort = SORTS[field] ?? sql`r.created_at`;
  const where = (bind: Bind) =>
    sql.join(
      [
        sql`r.organization_id = ${bind('org', organizationId)}`,
        scopeFilter(actor, query, bind),
        query.status ? sql`r.status = ${bind('status', query.status)}` : undefined,
        query.employee_id ? sql`r.employee_id = ${bind('employee', query.employee_id)}` : undefined,
        query.leave_type_id ? sql`r.leave_type_id = ${bind('type', query.leave_type_id)}` : undefined,
        query.from ? sql`r.end_date >= ${bind('from', query.from)}` : undefined,
        query.to ? sql`r.start_date <= ${bind('to', query.to)}` : undefined,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    );
  const { rows, total } = await readListPage<Row>(
    db,
    {
      name: `leave_requests_${query.scope}_${isLeaveAdmin(actor) ? 'admin' : 'user'}_${field}_${directionWord}`,
      page: (_on, bind) =>
        sql`${SELECT} ${FROM} where ${where(bind)}
            order by ${sort} ${direction}, r.id ${direction}
            limit ${bind('limit', query.limit)} offset ${bind('offset', query.offset)}`,
      total: (_on, bind) => sql`select count(*)::int as value from ${leaveRequests} r where ${where(bind)}`,
    },
    {
      org: organizationId,
      actorEmployee: actor.employee_id ?? -1,
      actorUser: actor.user_id,
      status: query.status,
      employee: query.employee_id,
      type: query.leave_type_id,
      from: query.from,
      to: query.to,
      limit: query.limit,
      offset: query.offset,
    },
  );
  return { count: total?.value ?? 0, results: rows.map((row) => toRequest(row, actor, today)) };
}

/**
 * One request, for its employee, their reporting manager and the manager of record, lms admins, and the leaders
 * whose team the employee is of during the leave (an indirect manager, a sub-department head, the lead or owner
 * of a project the employee is allocated to); anyone else is told it does not exist.
 */
export async function findLeaveRequest(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  id: number,
  today: string,
) {
  const [row] = await queryRows<Row & { reporting_manager_user_id: number | null }>(
    db,
    sql`${SELECT}, m.user_id as reporting_manager_user_id ${FROM}
        left join ${employees} m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
        where r.organization_id = ${organizationId} and r.id = ${id}`,
  );
  const allowed =
    row &&
    (row.employee_user_id === actor.user_id ||
      row.manager_user_id === actor.user_id ||
      row.reporting_manager_user_id === actor.user_id ||
      isLeaveAdmin(actor) ||
      (await isOfTeam(db, organizationId, teamLeaderOf(actor), row.employee_id, {
        from: row.start_date,
        to: row.end_date,
      })));
  if (!allowed) throw new AppError('not_found');
  return toRequest(row, actor, today);
}
