import type { Notification } from '@atrium/contracts';
import { useEffect, useRef } from 'react';
import { openNotificationInNewTab } from '../../platform/resolverLinks';

/** Only these actions reach the desktop (spec 4 "Notifications"). */
const DESKTOP_ACTION_WORDS = ['timesheet', 'lms'] as const;

function isDesktopWorthy(notification: Notification): boolean {
  const action = notification.action.toLowerCase();
  return DESKTOP_ACTION_WORDS.some((word) => action.includes(word));
}

function canNotifyDesktop(): boolean {
  return 'Notification' in window && window.Notification.permission === 'granted';
}

/** Browsers only ask from a user gesture; the bell calls this when it is opened. */
export function askDesktopPermission(): void {
  if ('Notification' in window && window.Notification.permission === 'default') {
    void window.Notification.requestPermission();
  }
}

function showOnDesktop(notification: Notification, title: string): void {
  const desktop = new window.Notification(title, {
    body: notification.notification_text,
    tag: `atrium-notification-${notification.id}`,
  });
  desktop.onclick = () => {
    openNotificationInNewTab(notification);
    desktop.close();
  };
}

/**
 * Shows a desktop notification for each timesheet or leave (lms) notification that arrives while the page is
 * open; those already unseen when it opened are in the bell and are not repeated.
 */
export function useDesktopNotifications(unseen: readonly Notification[] | undefined, title: string): void {
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!unseen) return;
    if (known.current === null) {
      known.current = new Set(unseen.map((notification) => notification.id));
      return;
    }
    for (const notification of unseen) {
      if (known.current.has(notification.id)) continue;
      known.current.add(notification.id);
      if (isDesktopWorthy(notification) && canNotifyDesktop()) showOnDesktop(notification, title);
    }
  }, [unseen, title]);
}
