import type { OverAllocationPolicy, TimesheetSettings } from '@atrium/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import type { Scope } from '../../platform/scope';
import { timesheetSettings } from './timesheets.tables';

const DEFAULTS: TimesheetSettings = { over_allocation: 'flag' };

/** The organisation's timesheet rules, the defaults until the timesheet manager changes one. */
export async function loadTimesheetSettings(
  db: Queryable,
  organizationId: number,
): Promise<TimesheetSettings> {
  const [row] = await db
    .select({ overAllocation: timesheetSettings.overAllocation })
    .from(timesheetSettings)
    .where(eq(timesheetSettings.organizationId, organizationId));
  return row ? { over_allocation: row.overAllocation as OverAllocationPolicy } : DEFAULTS;
}

export async function saveTimesheetSettings(scope: Scope, input: TimesheetSettings) {
  const before = await loadTimesheetSettings(scope.tx, scope.org.id);
  await scope.tx
    .insert(timesheetSettings)
    .values({ organizationId: scope.org.id, overAllocation: input.over_allocation })
    .onConflictDoUpdate({
      target: timesheetSettings.organizationId,
      set: { overAllocation: input.over_allocation, updatedAt: sql`now()` },
    });
  await scope.audit({
    action: 'timesheet_settings.update',
    entityType: 'timesheet_settings',
    entityId: scope.org.id,
    before,
    after: input,
  });
  return input;
}
