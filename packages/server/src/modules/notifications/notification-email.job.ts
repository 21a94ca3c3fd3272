import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { findEmailNotificationRecipients } from '../accounts';
import { notifications } from './notifications.tables';

export const NOTIFICATION_EMAIL_JOB = 'notifications.email';

export interface NotificationEmailJob {
  organizationId: number;
  notificationIds: number[];
}

function resolverLink(publicUrl: string, row: { action: string; recipientType: string; data: unknown }) {
  const params = new URLSearchParams({
    action: row.action,
    recipient_type: row.recipientType,
    notification_data: JSON.stringify(row.data),
  });
  return `${publicUrl}/resolver?${params}`;
}

/** Emails notifications whose recipients asked for email when they were sent and still do, if still active. */
export function notificationEmailJob(ctx: AppContext): JobDefinition<NotificationEmailJob> {
  return {
    name: NOTIFICATION_EMAIL_JOB,
    retryLimit: 3,
    async run({ organizationId, notificationIds }) {
      const { rows, recipients } = await withOrg(ctx.database.db, organizationId, async (tx) => {
        const rows = await tx
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.organizationId, organizationId), inArray(notifications.id, notificationIds)),
          );
        const userIds = [...new Set(rows.map((row) => row.recipientUserId))];
        return { rows, recipients: await findEmailNotificationRecipients(tx, organizationId, userIds) };
      });
      const emailOf = new Map(recipients.map((user) => [user.id, user.email]));
      for (const row of rows) {
        const to = emailOf.get(row.recipientUserId);
        if (!to) continue;
        const text = row.notificationText;
        await ctx.mailer.send({
          to,
          subject: text.length > 80 ? `${text.slice(0, 77)}...` : text,
          text: `${text}\n\nOpen it in Atrium: ${resolverLink(ctx.config.PUBLIC_URL, {
            action: row.action,
            recipientType: row.recipientType,
            data: row.notificationData,
          })}\n`,
        });
      }
    },
  };
}
