import { displayApiDate } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { queryRows } from '../../platform/db/query-rows';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { offEveryWorkingDaySql } from '../leave';
import { notifyUsers } from '../notifications';
import { forEachOrganization } from '../orgs';
import { mondayOf, weekDays } from './engine/week';
import { notSubmittedSql, personJoinsSql, personUserId } from './keeper';

export const TIMESHEET_REMINDERS_JOB = 'timesheets.reminders';

const weekBefore = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * Whether this reminder (action, recipient `userId`, week) was already sent, so a retried run never sends it
 * twice.
 */
const alreadySent = (organizationId: number, action: string, week: string, userId: SQL) =>
  sql`exists (select 1 from notifications n where n.organization_id = ${organizationId} and n.action = ${action}
        and n.notification_data->>'week' = ${week} and n.recipient_user_id = ${userId})`;

/**
 * For last week (before `today`'s): everyone (employee or contractor) allocated to an active project that week who
 * has not submitted it, unless every working day of it was a holiday or a day of approved leave, is reminded; every lead or owner with
 * lines of it still waiting is told how many. Each at most once per week.
 */
export async function sendTimesheetReminders(scope: Scope, today = scope.clock.today()) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const monday = weekBefore(mondayOf(today));
  const days = weekDays(monday);
  const friday = days[4] as string;
  const sunday = days[6] as string;
  const missing = await queryRows<{ user_id: number }>(
    tx,
    sql`select distinct ${personUserId} as user_id
        from project_allocations a
        join projects p on p.organization_id = a.organization_id and p.id = a.project_id and p.status = 'active'
        ${personJoinsSql('a')}
        where coalesce(ue.is_active, uc.is_active) and a.organization_id = ${organizationId} and a.start_date <= ${sunday} and a.end_date >= ${monday}
          and ${notSubmittedSql('a', sql`${monday}::date`)}
          and (emp.id is null or not ${offEveryWorkingDaySql(organizationId, sql`emp.id`, monday, friday)})
          and not ${alreadySent(organizationId, 'timesheet:reminder', monday, personUserId)}`,
  );
  if (missing.length)
    await notifyUsers(scope, {
      recipientUserIds: missing.map((row) => row.user_id),
      text: `Your timesheet for the week of ${displayApiDate(monday)} is not submitted yet`,
      data: { request_type: 'timesheet', week: monday, tab: 'mine' },
      action: 'timesheet:reminder',
      recipientType: 'requester',
    });

  const waiting = await queryRows<{ user_id: number; lines: number }>(
    tx,
    sql`select u.id as user_id, count(distinct (e.timesheet_id, e.project_id))::int as lines
        from timesheet_entries e
        join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
        join projects p on p.organization_id = e.organization_id and p.id = e.project_id
        join users u on u.organization_id = p.organization_id and u.is_active
          and u.id in (p.delivery_lead_id, p.project_owner_id)
        where e.organization_id = ${organizationId} and e.status = 'submitted' and t.week_start <= ${monday}
          and not ${alreadySent(organizationId, 'timesheet:approval-pending', monday, sql`u.id`)}
        group by u.id`,
  );
  for (const approver of waiting) {
    await notifyUsers(scope, {
      recipientUserIds: [approver.user_id],
      text: `${approver.lines} ${approver.lines === 1 ? 'timesheet awaits' : 'timesheets await'} your approval`,
      data: { request_type: 'timesheet', week: monday, tab: 'approvals' },
      action: 'timesheet:approval-pending',
      recipientType: 'approver',
    });
  }
  return { reminded: missing.length, approvers: waiting.length };
}

/** Monday morning in India (03:30 UTC), each organisation in its own transaction and on its own clock. */
export function timesheetRemindersJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: TIMESHEET_REMINDERS_JOB,
    cron: '30 3 * * 1',
    async run() {
      await forEachOrganization(ctx, (scope) => sendTimesheetReminders(scope));
    },
  };
}
