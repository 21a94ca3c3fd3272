import type { LeaveBalance } from '@atrium/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { executeBuiltSelect } from '../../platform/db/prepared-statements';
import { leaveConfigurations } from './leave.tables';
import {
  balancesFrom,
  employeeStatement,
  type LeaveEmployee,
  type TypeTotals,
  totalsStatement,
} from './leave-balance.queries';
import type { LeaveYearRow } from './leave-configuration.service';
import { admittedTypes } from './leave-eligibility';
import { policiesJson } from './leave-policy.service';
import { leaveTypes } from './leave-policy.tables';

export interface BalanceSheet {
  employee: LeaveEmployee | null;
  year: LeaveYearRow | null;
  results: LeaveBalance[];
}

/** The balance sheet's statement, for any organisation and employee (bound when it runs). */
function balanceSheetSelect(db: Queryable) {
  const organizationId = sql.placeholder('organizationId');
  const employeeId = sql.placeholder('employeeId');
  const activeYearId = sql`(select y.id from ${leaveConfigurations} y
    where y.organization_id = ${organizationId} and y.is_active limit 1)`;
  return db
    .select({
      year: leaveConfigurations,
      type: leaveTypes,
      policies: policiesJson(organizationId),
      employee: sql<LeaveEmployee | null>`(select row_to_json(e)
        from (${employeeStatement(organizationId, employeeId)}) e)`,
      totals: sql<TypeTotals[]>`(select coalesce(json_agg(t), '[]'::json)
        from (${totalsStatement(organizationId, employeeId, activeYearId)}) t)`,
    })
    .from(sql`(select 1) one`)
    .leftJoin(
      leaveConfigurations,
      and(eq(leaveConfigurations.organizationId, organizationId), eq(leaveConfigurations.isActive, true)),
    )
    .leftJoin(
      leaveTypes,
      and(
        eq(leaveTypes.organizationId, organizationId),
        eq(leaveTypes.isActive, true),
        isNotNull(leaveConfigurations.id),
      ),
    )
    .orderBy(leaveTypes.code);
}

/**
 * An employee's balances in the active leave year, read in one prepared statement because the leave screens ask
 * on every visit: one row per active leave type joined to the active year (a single row when either is missing),
 * the policies, the employee and their ledger totals riding along as values computed once.
 */
export async function findBalanceSheet(
  db: Queryable,
  organizationId: number,
  employeeId: number,
): Promise<BalanceSheet> {
  const rows = await executeBuiltSelect(db, 'leave_balance_sheet', balanceSheetSelect, {
    organizationId,
    employeeId,
  });
  const [first] = rows;
  const employee = first?.employee ?? null;
  const year = first?.year ?? null;
  if (!first || !employee || !year) return { employee, year, results: [] };
  const eligible = admittedTypes(
    rows.flatMap((row) => (row.type ? [row.type] : [])),
    first.policies,
    employee,
  );
  const owner = { id: employee.id, dateOfJoining: employee.date_of_joining };
  return {
    employee,
    year,
    results: await balancesFrom(db, organizationId, owner, year, eligible, first.totals),
  };
}
