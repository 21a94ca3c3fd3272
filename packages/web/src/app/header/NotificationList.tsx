import { EMPTY_STATE_TEXTS, type Notification } from '@atrium/contracts';
import { Button, Flex, Typography } from 'antd';
import { EmptyState } from '../../ui/EmptyState';
import { notificationAge } from './notificationAge';
import { openNotificationInNewTab } from './resolverLinks';

const ITEM_STYLE = { height: 'auto', whiteSpace: 'normal', textAlign: 'start', paddingBlock: 8 } as const;

/** Notifications newest first; each opens what it is about in a new tab. Unseen ones are in bold. */
export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  if (notifications.length === 0) return <EmptyState description={EMPTY_STATE_TEXTS.notifications} />;
  const now = new Date();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <Button type="text" block style={ITEM_STYLE} onClick={() => openNotificationInNewTab(notification)}>
            <Flex justify="space-between" gap={12} style={{ width: '100%' }}>
              <Typography.Text strong={!notification.is_seen}>
                {notification.notification_text}
              </Typography.Text>
              <Typography.Text type="secondary">
                <time dateTime={notification.created}>{notificationAge(notification, now)}</time>
              </Typography.Text>
            </Flex>
          </Button>
        </li>
      ))}
    </ul>
  );
}
