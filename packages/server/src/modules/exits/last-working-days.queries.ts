import { and, eq, max, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { executeBuiltSelect, idsValue, isAnyOfIds } from '../../platform/db/prepared-statements';
import { employeeExits } from './exits.tables';

/** The last working day of each given employee's exit, served or being served; staying employees are absent. */
export async function findLastWorkingDays(tx: Tx, organizationId: number, employeeIds: number[]) {
  if (!employeeIds.length) return new Map<number, string>();
  // Built once: a team of hundreds would otherwise be an `in` list of hundreds of parameters on every call.
  const rows = await executeBuiltSelect(
    tx,
    'exits_last_working_days',
    (on) =>
      on
        .select({ employeeId: employeeExits.employeeId, lastWorkingDay: max(employeeExits.lastWorkingDay) })
        .from(employeeExits)
        .where(
          and(
            eq(employeeExits.organizationId, sql.placeholder('org')),
            isAnyOfIds(employeeExits.employeeId, 'ids'),
            ne(employeeExits.status, 'withdrawn'),
          ),
        )
        .groupBy(employeeExits.employeeId),
    { org: organizationId, ids: idsValue(employeeIds) },
  );
  return new Map(
    rows.flatMap((row) => (row.lastWorkingDay ? [[row.employeeId, row.lastWorkingDay] as const] : [])),
  );
}

/**
 * Each employee's last working day of an exit served by `until` (withdrawn exits aside), as rows to join:
 * `employee_id`, `last_day`.
 */
export const lastWorkingDaysSql = (organizationId: number, until: string) =>
  sql`select x.employee_id, max(x.last_working_day) as last_day from employee_exits x
      where x.organization_id = ${organizationId} and x.status <> 'withdrawn' and x.last_working_day <= ${until}::date
      group by x.employee_id`;

/**
 * `findLastWorkingDays` as rows to join, for the employees the `employeeIds` subquery selects: `employee_id`,
 * `last_day` (as text), so a statement built once can read them beside what it joins them to.
 */
export const lastWorkingDaysOfSql = (organizationId: SQL | Placeholder | number, employeeIds: SQL) =>
  sql`select x.employee_id, max(x.last_working_day)::text as last_day from employee_exits x
      where x.organization_id = ${organizationId} and x.employee_id in (${employeeIds}) and x.status <> 'withdrawn'
      group by x.employee_id`;
