import type { LeaveConfiguration } from '@atrium/contracts';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { executeBuiltSelect } from '../../platform/db/prepared-statements';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { leaveConfigurations } from './leave.tables';
import { leaveTypes } from './leave-policy.tables';

/** The organisation's leave years, newest first, each with the active leave types and their yearly quantity. */
export async function listLeaveConfigurations(
  db: Queryable,
  organizationId: number,
): Promise<LeaveConfiguration[]> {
  const rows = await db
    .select()
    .from(leaveConfigurations)
    .where(eq(leaveConfigurations.organizationId, organizationId))
    .orderBy(desc(leaveConfigurations.startDate));
  const types = await db
    .select({ type: leaveTypes.name, total_leaves: leaveTypes.annualQuantity })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.isActive, true)))
    .orderBy(leaveTypes.code);
  return rows.map((row) => ({
    id: row.id,
    is_active: row.isActive,
    start_date: row.startDate,
    end_date: row.endDate,
    leaves: types,
    weekend_days: row.weekendDays,
    is_closed: row.closedAt !== null,
  }));
}

export type LeaveYearRow = typeof leaveConfigurations.$inferSelect;

/** The leave year holding `date`, unless it was closed: leave is applied for and credited only in open years. */
export async function findOpenLeaveYear(db: Queryable, organizationId: number, date: string) {
  const [row] = await db
    .select()
    .from(leaveConfigurations)
    .where(
      and(
        eq(leaveConfigurations.organizationId, organizationId),
        lte(leaveConfigurations.startDate, date),
        gte(leaveConfigurations.endDate, date),
        isNull(leaveConfigurations.closedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findActiveLeaveYear(db: Queryable, organizationId: number) {
  const [row] = await executeBuiltSelect(
    db,
    'leave_active_year',
    (builder) =>
      builder
        .select()
        .from(leaveConfigurations)
        .where(
          and(
            eq(leaveConfigurations.organizationId, sql.placeholder('organizationId')),
            eq(leaveConfigurations.isActive, true),
          ),
        )
        .limit(1),
    { organizationId },
  );
  return row;
}

/**
 * Opens a leave year running from `startDate` for twelve months (a calendar year from 1 January, or April to
 * March). It is the active year unless one is active already; then it waits as the next year, which the
 * year end activates. Years never overlap.
 */
export async function openLeaveYear(scope: Scope, startDate: string, weekendDays: number[] = [0, 6]) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const start = new Date(`${startDate}T00:00:00Z`);
  const endDate = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate() - 1))
    .toISOString()
    .slice(0, 10);
  const [overlapping] = await tx
    .select({ id: leaveConfigurations.id })
    .from(leaveConfigurations)
    .where(
      and(
        eq(leaveConfigurations.organizationId, organizationId),
        lte(leaveConfigurations.startDate, endDate),
        gte(leaveConfigurations.endDate, startDate),
      ),
    )
    .limit(1);
  if (overlapping) throw new AppError('leave_year_already_open');
  const active = await findActiveLeaveYear(tx, organizationId);
  const [row] = await tx
    .insert(leaveConfigurations)
    .values({ organizationId, startDate, endDate, isActive: !active, weekendDays })
    .returning();
  if (!row) throw new Error('leave configuration insert returned nothing');
  await scope.audit({
    action: 'leave_configuration.create',
    entityType: 'leave_configuration',
    entityId: row.id,
    after: row,
  });
  return row;
}
