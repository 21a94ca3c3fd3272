/** Notifications: any module notifies users in the transaction of its change; users read and mark them seen. */
import { defineModule } from '../../platform/module-kit';
import { type NotificationChannel, notificationChannelsJob } from './notification-channels.job';
import { notificationEmailJob } from './notification-email.job';
import { notificationMessageLoader } from './notification-messages';
import { notificationRoutes } from './notifications.routes';
import * as tables from './notifications.tables';

export { type NewNotification, notifyUsers } from './notification.service';
export type { ChannelNotification, NotificationChannel } from './notification-channels.job';

/** The module, with the channels beside the bell and email that modules built on it supply (Teams). */
export const notificationsModule = (channels: readonly NotificationChannel[]) =>
  defineModule({
    name: 'notifications',
    routes: [notificationRoutes],
    jobs: (ctx) => [notificationEmailJob(ctx), notificationChannelsJob(ctx, channels)],
    realtime: (ctx) => ({ notification: notificationMessageLoader(ctx) }),
    tables,
  });
