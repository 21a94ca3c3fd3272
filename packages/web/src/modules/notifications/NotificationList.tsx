import { EMPTY_STATE_TEXTS, type Notification } from '@atrium/contracts';
import { Button, Flex, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { notificationPath, openNotificationInNewTab } from '../../platform/resolverLinks';
import { EmptyState } from '../../ui/EmptyState';
import { notificationAge } from './notificationAge';
import { useMarkNotificationsSeen } from './notifications.api';

const ITEM_STYLE = { height: 'auto', whiteSpace: 'normal', textAlign: 'start', paddingBlock: 8 } as const;

/**
 * Notifications newest first, unseen ones in bold. A click opens what one is about here (with Ctrl, Cmd or the
 * middle button, in a new tab) and marks it seen.
 */
export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  const navigate = useNavigate();
  const markSeen = useMarkNotificationsSeen();
  if (notifications.length === 0) return <EmptyState description={EMPTY_STATE_TEXTS.notifications} />;
  const open = (notification: Notification, event: MouseEvent) => {
    if (!notification.is_seen) markSeen.mutate([notification.id]);
    if (event.ctrlKey || event.metaKey || event.button === 1) openNotificationInNewTab(notification);
    else navigate(notificationPath(notification));
  };
  const now = new Date();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <Button
            type="text"
            block
            style={ITEM_STYLE}
            onClick={(event) => open(notification, event)}
            onAuxClick={(event) => open(notification, event)}
          >
            <Flex justify="space-between" gap={12} style={{ width: '100%' }}>
              <Typography.Text strong={!notification.is_seen}>
                {notification.notification_text}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                <time dateTime={notification.created}>{notificationAge(notification, now)}</time>
              </Typography.Text>
            </Flex>
          </Button>
        </li>
      ))}
    </ul>
  );
}
