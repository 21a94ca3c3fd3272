/** The notifications bell and its list, the home's recent notifications; the query key lets the realtime channel refresh them. */
export { NotificationBell } from './NotificationBell';
export { notificationKeys, UNSEEN_POLL_INTERVAL_MS } from './notifications.api';
export { RecentNotificationsCard } from './RecentNotificationsCard';
