/** Notifications: any module notifies users in the transaction of its change; users read and mark them seen. */

export { type NewNotification, notifyUsers } from './notification.service';
export { notificationEmailJob } from './notification-email.job';
export { notificationMessageLoader } from './notification-messages';
export { notificationRoutes } from './notifications.routes';
