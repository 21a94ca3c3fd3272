import { formatIsoDuration, type Notification } from '@atrium/contracts';
import type { Scope } from '../../platform/scope';
import { findEmailNotificationRecipients } from '../accounts';
import { NOTIFICATION_CHANNELS_JOB, type NotificationChannelsJob } from './notification-channels.job';
import { NOTIFICATION_EMAIL_JOB, type NotificationEmailJob } from './notification-email.job';
import { insertNotifications, type NotificationRow } from './notifications.queries';

export interface NewNotification {
  recipientUserIds: number[];
  text: string;
  /** What the notification is about: request_id, request_type, display_id (spec 3). */
  data: Record<string, unknown>;
  /** What happened, e.g. 'timesheet:approved' or 'lms:leave-requested'; the resolver maps it to a workspace. */
  action: string;
  /** The recipient's part in it, e.g. 'approver' or 'requester'. */
  recipientType: string;
}

/**
 * Notifies users of the scope's organisation; any module calls this with the scope of its change. The
 * notifications are written in its transaction; only once that commits do the recipients' open sockets receive
 * them (a notice sent in the transaction), a queued job hand them to the channels the organisation has on (Teams)
 * and another email those who, at this moment, have asked for email. Nothing leaves before the commit, so a job's system scope, which refuses effects, serves as well.
 */
export async function notifyUsers(scope: Scope, notification: NewNotification) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const recipients = [...new Set(notification.recipientUserIds)];
  const rows = await insertNotifications(
    tx,
    recipients.map((recipientUserId) => ({
      organizationId,
      recipientUserId,
      notificationText: notification.text,
      notificationData: notification.data,
      action: notification.action,
      recipientType: notification.recipientType,
    })),
  );
  for (const row of rows) {
    await scope.realtime.publish(tx, {
      organizationId,
      userId: row.recipientUserId,
      type: 'notification',
      id: row.id,
    });
  }
  if (rows.length && scope.org.notificationChannels.length) {
    await scope.jobs.enqueue<NotificationChannelsJob>(tx, NOTIFICATION_CHANNELS_JOB, {
      organizationId,
      notificationIds: rows.map((row) => row.id),
    });
  }
  const emailRecipients = new Set(
    (await findEmailNotificationRecipients(tx, organizationId, recipients)).map((user) => user.id),
  );
  const toEmail = rows.filter((row) => emailRecipients.has(row.recipientUserId)).map((row) => row.id);
  if (toEmail.length) {
    await scope.jobs.enqueue<NotificationEmailJob>(tx, NOTIFICATION_EMAIL_JOB, {
      organizationId,
      notificationIds: toEmail,
    });
  }
  return rows;
}

function elapsedSince(created: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - created.getTime()) / 60_000));
  return formatIsoDuration({
    months: 0,
    weeks: 0,
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  });
}

export function toNotification(row: NotificationRow, now = new Date()): Notification {
  return {
    id: row.id,
    is_seen: row.isSeen,
    notification_text: row.notificationText,
    notification_data: row.notificationData,
    elapsed_time_duration: elapsedSince(row.createdAt, now),
    action: row.action,
    recipient_type: row.recipientType,
    created: row.createdAt.toISOString(),
  };
}
