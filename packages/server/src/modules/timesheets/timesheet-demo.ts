import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import type { Scope } from '../../platform/scope';
import { mondayOf, weekDays } from './engine/week';
import type { Keeper } from './keeper';
import { loadWeek } from './timesheet.queries';
import { decide, saveWeek, submitWeek } from './timesheet.service';
import { monthBefore } from './utilisation.queries';

const DAY_MS = 86_400_000;
const weeksBefore = (iso: string, weeks: number) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() - weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/**
 * Eight hours each working day, split evenly over the projects the person is allocated to that week, on the days
 * of their allocations (and contracts).
 */
async function fillWeek(scope: Scope, keeper: Keeper, monday: string): Promise<number[]> {
  const week = await loadWeek(scope.tx, scope.org.id, keeper, monday);
  const projectIds = [...new Set(week.allocations.map((allocation) => allocation.project_id))];
  if (!projectIds.length) return [];
  const share = Math.floor(480 / projectIds.length);
  const within = (windows: { start_date: string; end_date: string }[], day: string) =>
    windows.some((window) => window.start_date <= day && window.end_date >= day);
  const contracts = week.contracts?.map((c) => ({ start_date: c.startDate, end_date: c.endDate }));
  const rows = projectIds.map((projectId) => {
    const allocations = week.allocations.filter((a) => a.project_id === projectId);
    return {
      project_id: projectId,
      task: null,
      is_billable: allocations.some((a) => a.status === 'billable'),
      minutes: weekDays(monday).map((day, index) =>
        index < 5 && within(allocations, day) && (!contracts || within(contracts, day)) ? share : 0,
      ),
    };
  });
  const filled = rows.filter((row) => row.minutes.some(Boolean)).map((row) => row.project_id);
  if (filled.length) await saveWeek(scope, keeper, { week_start: monday, rows });
  return filled;
}

/** The weeks' time, filled and submitted (without telling approvers), then approved line by line in one decision. */
async function approveWeeks(scope: Scope, keeper: Keeper, mondays: readonly string[]) {
  const items: { timesheet_id: number; project_id: number }[] = [];
  for (const monday of mondays) {
    const projectIds = await fillWeek(scope, keeper, monday);
    if (!projectIds.length) continue;
    const sheet = await submitWeek(scope, keeper, monday, { tellApprovers: false });
    items.push(...projectIds.map((projectId) => ({ timesheet_id: sheet.id, project_id: projectId })));
  }
  if (items.length) await decide(scope, { items, decision: 'approve' }, async () => true);
}

/**
 * Demo time: each person's last week submitted (so their delivery lead has timesheets waiting), the week before
 * approved, and the weeks of last month before the four the Pending Timesheets tile covers approved (a month of
 * utilisation).
 */
export async function seedTimesheetDemo(scope: Scope, emails: readonly string[]) {
  const people = await queryRows<Keeper>(
    scope.tx,
    sql`select e.id as "employeeId", c.id as "contractorId" from users u
        left join employees e on e.organization_id = u.organization_id and e.user_id = u.id
        left join contractors c on c.organization_id = u.organization_id and c.user_id = u.id
        where u.organization_id = ${scope.org.id} and u.email = any(${`{${emails.join(',')}}`}::text[])
          and num_nonnulls(e.id, c.id) = 1`,
  );
  const thisWeek = mondayOf(scope.clock.today());
  const tileStart = weeksBefore(thisWeek, 4);
  const lastMonth = mondayOf(`${monthBefore(scope.clock.today())}-01`);
  const approved = [weeksBefore(thisWeek, 2)];
  for (let monday = lastMonth; monday < tileStart; monday = weeksBefore(monday, -1)) approved.push(monday);
  for (const keeper of people) {
    await approveWeeks(scope, keeper, approved);
    const last = weeksBefore(thisWeek, 1);
    if ((await fillWeek(scope, keeper, last)).length) await submitWeek(scope, keeper, last);
  }
}
