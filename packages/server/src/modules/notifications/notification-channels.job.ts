import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { resolverLink } from './notification-email.job';
import { notifications } from './notifications.tables';

export const NOTIFICATION_CHANNELS_JOB = 'notifications.channels';

export interface NotificationChannelsJob {
  organizationId: number;
  notificationIds: number[];
}

/** A notification as a channel delivers it: what the bell shows, and the link that opens it in Atrium. */
export interface ChannelNotification {
  id: number;
  recipientUserId: number;
  text: string;
  /** What it is about: request_id, request_type, display_id. */
  data: Record<string, unknown>;
  action: string;
  recipientType: string;
  link: string;
}

/**
 * Another place people get their notifications (Microsoft Teams): a module above this one supplies it when
 * modules.ts composes the list, so notifications names none of them. It delivers to the recipients it reaches and
 * leaves the others; throwing has the whole batch tried again.
 */
export interface NotificationChannel {
  name: string;
  deliver(
    ctx: AppContext,
    organizationId: number,
    notifications: readonly ChannelNotification[],
  ): Promise<void>;
}

/** Hands committed notifications to every channel, once they are in the bell. */
export function notificationChannelsJob(
  ctx: AppContext,
  channels: readonly NotificationChannel[],
): JobDefinition<NotificationChannelsJob> {
  return {
    name: NOTIFICATION_CHANNELS_JOB,
    retryLimit: 3,
    run: async ({ organizationId, notificationIds }) => {
      if (!channels.length) return;
      const rows = await withOrg(ctx.database.db, organizationId, (tx) =>
        tx
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.organizationId, organizationId), inArray(notifications.id, notificationIds)),
          ),
      );
      const delivered = rows.map((row) => ({
        id: row.id,
        recipientUserId: row.recipientUserId,
        text: row.notificationText,
        data: row.notificationData,
        action: row.action,
        recipientType: row.recipientType,
        link: resolverLink(ctx.config.PUBLIC_URL, {
          action: row.action,
          recipientType: row.recipientType,
          data: row.notificationData,
        }),
      }));
      for (const channel of channels) await channel.deliver(ctx, organizationId, delivered);
    },
  };
}
