import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { queryRows } from '../../platform/db/query-rows';
import type { Scope } from '../../platform/scope';
import { mondayOf, weekDays } from './engine/week';
import { loadWeek } from './timesheet.queries';
import { decide, saveWeek, submitWeek } from './timesheet.service';

const DAY_MS = 86_400_000;
const weeksBefore = (iso: string, weeks: number) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() - weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/** Eight hours each working day, split evenly over the projects the person is allocated to that week. */
async function fillWeek(scope: Scope, employeeId: number, monday: string) {
  const week = await loadWeek(scope.tx, scope.org.id, employeeId, monday);
  const projectIds = [...new Set(week.allocations.map((allocation) => allocation.project_id))];
  if (!projectIds.length) return false;
  const share = Math.floor(480 / projectIds.length);
  await saveWeek(scope, employeeId, {
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
  const people = await queryRows<{ employee_id: number }>(
    scope.tx,
    sql`select e.id as employee_id from employees e join users u on u.organization_id = e.organization_id
        and u.id = e.user_id where e.organization_id = ${scope.org.id} and u.email = any(${`{${emails.join(',')}}`}::text[])`,
  );
  const thisWeek = mondayOf(scope.clock.today());
  for (const { employee_id: employeeId } of people) {
    const earlier = weeksBefore(thisWeek, 2);
    if (await fillWeek(scope, employeeId, earlier)) {
      const sheet = await submitWeek(scope, ctx, employeeId, earlier, { tellApprovers: false });
      const week = await loadWeek(scope.tx, scope.org.id, employeeId, earlier);
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
    if (await fillWeek(scope, employeeId, last)) await submitWeek(scope, ctx, employeeId, last);
  }
}
