import type { LeaveBalance, LedgerEntry } from '@atrium/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryBuiltRows } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { employmentTypes } from '../org-setup';
import { employees } from '../people';
import { accrualSchedule, summarizeBalance } from './engine';
import type { LeaveYearRow } from './leave-configuration.service';
import type { EligibleLeaveType, EmployeeAttributes } from './leave-eligibility';
import { leaveTypes } from './leave-policy.tables';
import { leaveLedgerEntries, leaveRequests } from './leave-request.tables';

export const requestCode = (number: number) => `LR-${String(number).padStart(4, '0')}`;

export interface TypeTotals {
  leave_type_id: number;
  kind: LedgerEntry['kind'] | null;
  quantity: number;
  pending: number;
}

/**
 * An employee's ledger summed per leave type and kind in a leave year, and their pending requests, over the
 * ledger's (organisation, employee, year, type) index. `yearId` may be a value or a scalar subquery; the others
 * may be placeholders of a statement built once.
 */
export function totalsStatement(
  organizationId: number | Placeholder,
  employeeId: number | Placeholder,
  yearId: number | SQL | Placeholder,
): SQL {
  return sql`select leave_type_id, kind, sum(quantity)::float8 as quantity, 0::float8 as pending
      from ${leaveLedgerEntries}
      where organization_id = ${organizationId} and employee_id = ${employeeId} and leave_year_id = ${yearId}
      group by leave_type_id, kind
      union all
      select leave_type_id, null, 0, sum(quantity)::float8
      from ${leaveRequests}
      where organization_id = ${organizationId} and employee_id = ${employeeId} and leave_year_id = ${yearId}
        and status = 'pending'
      group by leave_type_id`;
}

/** An employee's balance per leave type in a leave year (see `balancesFrom`). */
export async function findBalances(
  db: Queryable,
  organizationId: number,
  employee: { id: number; dateOfJoining: string | null },
  year: LeaveYearRow,
  eligible: EligibleLeaveType[],
): Promise<LeaveBalance[]> {
  const totals = await queryBuiltRows<TypeTotals>(
    db,
    'leave_balance_totals',
    () =>
      totalsStatement(
        sql.placeholder('organizationId'),
        sql.placeholder('employeeId'),
        sql.placeholder('yearId'),
      ),
    { organizationId, employeeId: employee.id, yearId: year.id },
  );
  return balancesFrom(db, organizationId, employee, year, eligible, totals);
}

/**
 * Balances per leave type from the year's totals: entitled by the accrual schedule, the rest summarised from the
 * ledger, pending requests counting against what is available. Types with entries but no longer eligible still
 * show, so nothing credited disappears.
 */
export async function balancesFrom(
  db: Queryable,
  organizationId: number,
  employee: { id: number; dateOfJoining: string | null },
  year: LeaveYearRow,
  eligible: EligibleLeaveType[],
  totals: TypeTotals[],
): Promise<LeaveBalance[]> {
  const shownIds = new Set([...eligible.map((e) => e.type.id), ...totals.map((t) => t.leave_type_id)]);
  const missing = [...shownIds].filter((id) => !eligible.some((e) => e.type.id === id));
  const others = missing.length
    ? await db
        .select()
        .from(leaveTypes)
        .where(
          sql`${leaveTypes.organizationId} = ${organizationId} and ${leaveTypes.id} = any(${`{${missing.join(',')}}`}::int[])`,
        )
    : [];
  const types = [...eligible.map((e) => e.type), ...others].sort((a, b) => a.code.localeCompare(b.code));
  return types.map((type) => {
    const rows = totals.filter((t) => t.leave_type_id === type.id);
    const summary = summarizeBalance(
      rows
        .filter((t) => t.kind !== null)
        .map((t) => ({ kind: t.kind as LedgerEntry['kind'], quantity: t.quantity })),
      rows.reduce((sum, t) => sum + t.pending, 0),
    );
    const entitled = accrualSchedule({
      annualQuantity: type.annualQuantity,
      mode: type.accrualMode as 'fixed' | 'monthly',
      prorate: type.prorateFromJoining,
      year: { start: year.startDate, end: year.endDate },
      joiningDate: employee.dateOfJoining ?? year.startDate,
      asOf: year.endDate,
    }).reduce((sum, credit) => sum + credit.quantity, 0);
    return {
      leave_type: {
        id: type.id,
        code: type.code,
        name: type.name,
        unit: type.unit as 'days' | 'hours',
        allow_half_day: type.allowHalfDay,
        notice_days: type.noticeDays,
        attachment_above_days: type.attachmentAboveDays,
        allow_negative: type.allowNegative,
      },
      entitled: Math.round(entitled * 100) / 100,
      ...summary,
    };
  });
}

/** Every ledger entry of one employee's leave type in a leave year, oldest first, explaining the balance. */
export async function findLedger(
  db: Queryable,
  organizationId: number,
  employeeId: number,
  leaveTypeId: number,
  yearId: number,
): Promise<LedgerEntry[]> {
  return queryRows<LedgerEntry>(
    db,
    sql`select l.id::int, l.kind, l.quantity::float8, l.effective_date::text, l.reason,
          case when r.number is null then null else 'LR-' || lpad(r.number::text, 4, '0') end as request_code,
          nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as created_by,
          to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
        from ${leaveLedgerEntries} l
        left join ${leaveRequests} r on r.organization_id = l.organization_id and r.id = l.request_id
        left join ${users} u on u.organization_id = l.organization_id and u.id = l.created_by_user_id
        where l.organization_id = ${organizationId} and l.employee_id = ${employeeId}
          and l.leave_type_id = ${leaveTypeId} and l.leave_year_id = ${yearId}
        order by l.effective_date, l.id`,
  );
}

export type LeaveEmployee = EmployeeAttributes & {
  id: number;
  user_id: number;
  name: string;
  code: string;
  date_of_joining: string | null;
  manager_user_id: number | null;
  status: string;
};

/** An employee as leave needs them: their user, manager's user, joining date and what applicability reads. */
export function employeeStatement(
  organizationId: number | Placeholder,
  employeeId: number | Placeholder,
): SQL {
  return sql`select e.id, e.user_id, trim(concat_ws(' ', u.first_name, u.last_name)) as name, e.code,
      e.date_of_joining::text, m.user_id as manager_user_id, e.status,
      e.department_id, e.designation_id, e.grade_id, et.id as employment_type_id, e.location_id,
      lower(u.gender) as gender
    from ${employees} e
    join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
    left join ${employees} m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
    left join ${employmentTypes} et on et.organization_id = e.organization_id and et.name = e.employment_type
    where e.organization_id = ${organizationId} and e.id = ${employeeId}`;
}

export async function findEmployeeForLeave(
  db: Queryable,
  organizationId: number,
  employeeId: number,
): Promise<LeaveEmployee | undefined> {
  const [row] = await queryBuiltRows<LeaveEmployee>(
    db,
    'leave_employee',
    () => employeeStatement(sql.placeholder('organizationId'), sql.placeholder('employeeId')),
    { organizationId, employeeId },
  );
  return row;
}
