import type { LeaveConfiguration } from '@atrium/contracts';
import { desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Queryable, Tx } from '../../platform/db/client';
import { leaveConfigurations } from './leave.tables';

/** The organisation's leave years, newest first. Leave rows come with the leave types of the leave module. */
export async function listLeaveConfigurations(
  db: Queryable,
  organizationId: number,
): Promise<LeaveConfiguration[]> {
  const rows = await db
    .select()
    .from(leaveConfigurations)
    .where(eq(leaveConfigurations.organizationId, organizationId))
    .orderBy(desc(leaveConfigurations.startDate));
  return rows.map((row) => ({
    id: row.id,
    is_active: row.isActive,
    start_date: row.startDate,
    end_date: row.endDate,
    leaves: [],
  }));
}

/** Opens a leave year running from `startDate` for twelve months (a calendar year from 1 January, or April to March). */
export async function openLeaveYear(
  tx: Tx,
  organizationId: number,
  startDate: string,
  audit: { actorUserId: number | null },
) {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate() - 1));
  const [row] = await tx
    .insert(leaveConfigurations)
    .values({ organizationId, startDate, endDate: end.toISOString().slice(0, 10), isActive: true })
    .returning();
  if (!row) throw new Error('leave configuration insert returned nothing');
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: 'leave_configuration.create',
    entityType: 'leave_configuration',
    entityId: row.id,
    after: row,
  });
  return row;
}
