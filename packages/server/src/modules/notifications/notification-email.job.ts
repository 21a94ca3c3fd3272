import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { queueMail } from '../../platform/mail/mail-outbox';
import { findEmailNotificationRecipients } from '../accounts';
import { notifications } from './notifications.tables';

export const NOTIFICATION_EMAIL_JOB = 'notifications.email';

export interface NotificationEmailJob {
  organizationId: number;
  notificationIds: number[];
}

export function resolverLink(
  publicUrl: string,
  row: { action: string; recipientType: string; data: unknown },
) {
  const params = new URLSearchParams({
    action: row.action,
    recipient_type: row.recipientType,
    notification_data: JSON.stringify(row.data),
  });
  return `${publicUrl}/resolver?${params}`;
}

/**
 * Emails notifications whose recipients asked for email when they were sent and still do, if still active. The mail
 * is queued in the transaction that marks the job done, so a job run again after a crash mails nobody twice.
 */
export function notificationEmailJob(ctx: AppContext): JobDefinition<NotificationEmailJob> {
  return {
    name: NOTIFICATION_EMAIL_JOB,
    retryLimit: 3,
    run: ({ organizationId, notificationIds }, attempt) =>
      withOrg(ctx.database.db, organizationId, async (tx) => {
        const rows = await tx
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.organizationId, organizationId), inArray(notifications.id, notificationIds)),
          );
        const userIds = [...new Set(rows.map((row) => row.recipientUserId))];
        const recipients = await findEmailNotificationRecipients(tx, organizationId, userIds);
        const emailOf = new Map(recipients.map((user) => [user.id, user.email]));
        const messages = rows.flatMap((row) => {
          const to = emailOf.get(row.recipientUserId);
          if (!to) return [];
          const text = row.notificationText;
          return {
            to,
            subject: text.length > 80 ? `${text.slice(0, 77)}...` : text,
            text: `${text}\n\nOpen it in Atrium: ${resolverLink(ctx.config.PUBLIC_URL, {
              action: row.action,
              recipientType: row.recipientType,
              data: row.notificationData,
            })}\n`,
          };
        });
        await queueMail(tx, ctx.jobs, organizationId, messages);
        await attempt.completeIn?.(tx);
      }),
  };
}
