import type { Notification, SearchResult } from '@atrium/contracts';

/** The web route that asks the server which workspace opens a notification or a search result (spec 2.2). */
export const RESOLVER_PATH = '/resolver';

export function searchResultPath({ for_workspace, data }: SearchResult['resolve']): string {
  const params = new URLSearchParams({ for_workspace, data: JSON.stringify(data) });
  return `${RESOLVER_PATH}?${params}`;
}

export function notificationPath(
  notification: Pick<Notification, 'action' | 'recipient_type' | 'notification_data'>,
): string {
  const params = new URLSearchParams({
    action: notification.action,
    recipient_type: notification.recipient_type,
    notification_data: JSON.stringify(notification.notification_data),
  });
  return `${RESOLVER_PATH}?${params}`;
}

/** Notifications open in a new tab, so the list the user is reading stays where it was. */
export function openNotificationInNewTab(notification: Notification): void {
  window.open(notificationPath(notification), '_blank', 'noopener');
}
