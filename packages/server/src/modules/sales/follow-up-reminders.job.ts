import { displayApiDate } from '@atrium/contracts';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { users } from '../accounts';
import { notifyUsers } from '../notifications';
import { forEachOrganization } from '../orgs';
import { salesFollowUps } from './sales.tables';

export const FOLLOW_UP_REMINDERS_JOB = 'sales.follow-up-reminders';

/** How much of a follow-up's notes a reminder quotes. */
const QUOTED_NOTES = 80;

const quote = (notes: string) =>
  notes.length > QUOTED_NOTES ? `${notes.slice(0, QUOTED_NOTES - 1).trimEnd()}…` : notes;

/**
 * Reminds each open follow-up's owner on its due day, and once more when it has passed undone. What was sent is kept
 * on the follow-up, in the same transaction, so a retried or repeated run reminds nobody twice.
 */
export async function sendFollowUpReminders(scope: Scope, today = scope.clock.today()) {
  const { tx, org } = scope;
  const due = await tx
    .select({
      id: salesFollowUps.id,
      ownerId: salesFollowUps.ownerId,
      dueDate: salesFollowUps.dueDate,
      notes: salesFollowUps.notes,
      lastReminder: salesFollowUps.lastReminder,
    })
    .from(salesFollowUps)
    .innerJoin(
      users,
      and(eq(users.organizationId, org.id), eq(users.id, salesFollowUps.ownerId), eq(users.isActive, true)),
    )
    .where(
      and(
        eq(salesFollowUps.organizationId, org.id),
        eq(salesFollowUps.status, 'open'),
        lte(salesFollowUps.dueDate, today),
        or(
          isNull(salesFollowUps.lastReminder),
          and(eq(salesFollowUps.lastReminder, 'due'), lt(salesFollowUps.dueDate, today)),
        ),
      ),
    )
    .orderBy(salesFollowUps.dueDate, salesFollowUps.id);
  const overdue = due.filter((row) => row.dueDate < today);
  for (const row of due) {
    const isOverdue = row.dueDate < today;
    await notifyUsers(scope, {
      recipientUserIds: [row.ownerId],
      text: isOverdue
        ? `Follow-up due on ${displayApiDate(row.dueDate)} is not done: ${quote(row.notes)}`
        : `Follow-up due today: ${quote(row.notes)}`,
      data: { request_id: row.id, request_type: 'follow_up' },
      action: isOverdue ? 'sales:follow-up-overdue' : 'sales:follow-up-due',
      recipientType: 'follow_up',
    });
  }
  const mark = async (ids: number[], reminder: string) => {
    if (!ids.length) return;
    await tx
      .update(salesFollowUps)
      .set({ lastReminder: reminder })
      .where(and(eq(salesFollowUps.organizationId, org.id), inArray(salesFollowUps.id, ids)));
  };
  await mark(
    overdue.map((row) => row.id),
    'overdue',
  );
  await mark(
    due.filter((row) => row.dueDate >= today).map((row) => row.id),
    'due',
  );
  return { reminded: due.length };
}

/** Every morning in India (03:30 UTC), each organisation on its own clock. */
export function followUpRemindersJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: FOLLOW_UP_REMINDERS_JOB,
    cron: '30 3 * * *',
    async run() {
      await forEachOrganization(ctx, (scope) => sendFollowUpReminders(scope));
    },
  };
}
