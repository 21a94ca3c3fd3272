import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { queryRows } from '../../platform/db/query-rows';
import type { Scope } from '../../platform/scope';
import { mondayOf, weekDays } from './engine/week';
import type { Keeper } from './keeper';
import { loadWeek } from './timesheet.queries';
import { decide, saveWeek, submitWeek } from './timesheet.service';

const DAY_MS = 86_400_000;
const weeksBefore = (iso: string, weeks: number) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() - weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/** Eight hours each working day, split evenly over the projects the person is allocated to that week. */
async function fillWeek(scope: Scope, keeper: Keeper, monday: string) {
  const week = await loadWeek(scope.tx, scope.org.id, keeper, monday);
  const projectIds = [...new Set(week.allocations.map((allocation) => allocation.project_id))];
  if (!projectIds.length) return false;
  const share = Math.floor(480 / projectIds.length);
  await saveWeek(scope, keeper, {
    week_start: monday,
    rows: projectIds.map((projectId) => ({
      project_id: projectId,
      task: null,
      is_billable: week.allocations.some((a) => a.project_id === projectId && a.status === 'billable'),
      minutes: weekDays(monday).map((_, day) => (day < 5 ? share : 0)),
    })),
  });
  return true;
}

/**
 * Demo time: each person's last week submitted (so their delivery lead has timesheets waiting), and the week
 * before approved.
 */
export async function seedTimesheetDemo(scope: Scope, ctx: AppContext, emails: readonly string[]) {
  const people = await queryRows<Keeper>(
    scope.tx,
    sql`select e.id as "employeeId", c.id as "contractorId" from users u
        left join employees e on e.organization_id = u.organization_id and e.user_id = u.id
        left join contractors c on c.organization_id = u.organization_id and c.user_id = u.id
        where u.organization_id = ${scope.org.id} and u.email = any(${`{${emails.join(',')}}`}::text[])
          and num_nonnulls(e.id, c.id) = 1`,
  );
  const thisWeek = mondayOf(scope.clock.today());
  for (const keeper of people) {
    const earlier = weeksBefore(thisWeek, 2);
    if (await fillWeek(scope, keeper, earlier)) {
      const sheet = await submitWeek(scope, ctx, keeper, earlier, { tellApprovers: false });
      const week = await loadWeek(scope.tx, scope.org.id, keeper, earlier);
      await decide(
        scope,
        ctx,
        {
          items: [...new Set(week.entries.map((entry) => entry.project_id))].map((projectId) => ({
            timesheet_id: sheet.id,
            project_id: projectId,
          })),
          decision: 'approve',
        },
        async () => true,
      );
    }
    const last = weeksBefore(thisWeek, 1);
    if (await fillWeek(scope, keeper, last)) await submitWeek(scope, ctx, keeper, last);
  }
}
