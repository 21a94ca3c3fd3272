import { and, eq, inArray, max, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { employeeExits } from './exits.tables';

/** The last working day of each given employee's exit, served or being served; staying employees are absent. */
export async function findLastWorkingDays(tx: Tx, organizationId: number, employeeIds: number[]) {
  if (!employeeIds.length) return new Map<number, string>();
  const rows = await tx
    .select({ employeeId: employeeExits.employeeId, lastWorkingDay: max(employeeExits.lastWorkingDay) })
    .from(employeeExits)
    .where(
      and(
        eq(employeeExits.organizationId, organizationId),
        inArray(employeeExits.employeeId, [...new Set(employeeIds)]),
        ne(employeeExits.status, 'withdrawn'),
      ),
    )
    .groupBy(employeeExits.employeeId);
  return new Map(
    rows.flatMap((row) => (row.lastWorkingDay ? [[row.employeeId, row.lastWorkingDay] as const] : [])),
  );
}
