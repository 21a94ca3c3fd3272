/** Notifications: any module notifies users in the transaction of its change; users read and mark them seen. */
import { defineModule } from '../../platform/module-kit';
import { notificationEmailJob } from './notification-email.job';
import { notificationMessageLoader } from './notification-messages';
import { notificationRoutes } from './notifications.routes';
import * as tables from './notifications.tables';

export { type NewNotification, notifyUsers } from './notification.service';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: [notificationRoutes],
  jobs: (ctx) => [notificationEmailJob(ctx)],
  realtime: (ctx) => ({ notification: notificationMessageLoader(ctx) }),
  tables,
});
