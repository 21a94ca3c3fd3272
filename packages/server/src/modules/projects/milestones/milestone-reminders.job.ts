import { displayApiDate } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/query-rows';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import type { Scope } from '../../../platform/scope';
import { notifyUsers } from '../../notifications';
import { forEachOrganization } from '../../orgs';
import { projectCode } from '../project-lookup';

export const MILESTONE_REMINDERS_JOB = 'projects.milestone-reminders';

/** How many days before its planned date a milestone not yet completed is announced as due. */
export const MILESTONE_DUE_NOTICE_DAYS = 7;

interface DueRow {
  milestone_id: number;
  name: string;
  planned_date: string;
  project_id: number;
  number: number;
  project_name: string;
  is_overdue: boolean;
  user_ids: number[];
}

/**
 * Tells the delivery lead and the project owner of each active project about its milestones not yet completed:
 * once when one falls due within a week, once when its date has passed. Each reminder goes at most once per
 * person and milestone, so a retried or repeated run sends nothing twice; the resolver opens the project.
 */
export async function sendMilestoneReminders(scope: Scope, today = scope.clock.today()) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const due = await queryRows<DueRow>(
    tx,
    sql`select m.id as milestone_id, m.name, m.planned_date::text as planned_date, p.id as project_id, p.number,
          p.name as project_name, m.planned_date < ${today}::date as is_overdue,
          array_agg(u.id order by u.id) as user_ids
        from project_milestones m
        join projects p on p.organization_id = m.organization_id and p.id = m.project_id and p.status = 'active'
        join users u on u.organization_id = p.organization_id and u.is_active
          and u.id in (p.delivery_lead_id, p.project_owner_id)
        where m.organization_id = ${organizationId} and m.status <> 'completed'
          and m.planned_date <= ${today}::date + ${MILESTONE_DUE_NOTICE_DAYS}::int
          and not exists (select 1 from notifications n where n.organization_id = m.organization_id
            and n.recipient_user_id = u.id
            and n.action = case when m.planned_date < ${today}::date then 'milestone:overdue' else 'milestone:due' end
            and n.notification_data->>'milestone_id' = m.id::text)
        group by m.id, p.id
        order by m.planned_date, m.id`,
  );
  for (const row of due) {
    const project = `${projectCode(row)} ${row.project_name}`;
    const date = displayApiDate(row.planned_date);
    await notifyUsers(scope, {
      recipientUserIds: row.user_ids,
      text: row.is_overdue
        ? `Milestone ${row.name} of ${project} was due on ${date} and is not completed`
        : `Milestone ${row.name} of ${project} is due on ${date}`,
      data: {
        request_id: row.project_id,
        request_type: 'milestone',
        display_id: projectCode(row),
        milestone_id: row.milestone_id,
      },
      action: row.is_overdue ? 'milestone:overdue' : 'milestone:due',
      recipientType: 'project_member',
    });
  }
  return { reminded: due.length };
}

/** Every morning in India (03:30 UTC), each organisation on its own clock. */
export function milestoneRemindersJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: MILESTONE_REMINDERS_JOB,
    cron: '30 3 * * *',
    async run() {
      await forEachOrganization(ctx, (scope) => sendMilestoneReminders(scope));
    },
  };
}
