import type { Freeze, MonthQuery, MonthSummary, TimesheetStatus } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import type { Scope } from '../../platform/scope';
import { rollUp } from './timesheet.service';

const monthRange = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** A month's time by status, for the whole organisation or one project. */
export async function monthSummary(tx: Tx, organizationId: number, query: MonthQuery): Promise<MonthSummary> {
  const { from, to } = monthRange(query.month);
  const statuses = await queryRows<{ status: TimesheetStatus; entries: number; minutes: number }>(
    tx,
    sql`select status, count(*)::int as entries, sum(minutes)::int as minutes from timesheet_entries
        where organization_id = ${organizationId} and work_date between ${from} and ${to}
          ${query.project_id ? sql`and project_id = ${query.project_id}` : sql``}
        group by status order by status`,
  );
  return { month: query.month, statuses };
}

/**
 * Closes a month (spec 4, bulk timesheets): its approved time becomes frozen, final and never reopened; or opens
 * it again (frozen back to approved). Billed time stays billed. Each week touched shows its new roll-up.
 */
export async function freezeMonth(scope: Scope, input: Freeze) {
  const { tx, org } = scope;
  const { from, to } = monthRange(input.month);
  const [fromStatus, toStatus] = input.action === 'freeze' ? ['approved', 'frozen'] : ['frozen', 'approved'];
  const changed = await queryRows<{ timesheet_id: number }>(
    tx,
    sql`update timesheet_entries set status = ${toStatus}, updated_at = now()
        where organization_id = ${org.id} and status = ${fromStatus} and work_date between ${from} and ${to}
          ${input.project_id ? sql`and project_id = ${input.project_id}` : sql``}
        returning timesheet_id`,
  );
  const sheets = [...new Set(changed.map((row) => row.timesheet_id))];
  for (const sheet of sheets) await rollUp(tx, org.id, sheet);
  await scope.audit({
    action: `timesheet.${input.action}_month`,
    entityType: 'timesheet_month',
    entityId: input.month,
    after: { project_id: input.project_id ?? null, entries: changed.length, timesheets: sheets.length },
  });
  return changed.length;
}
