import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOrganization } from '../../platform/OrganizationContext';
import { tourTarget } from '../../platform/tourTargets';
import { useMarkNotificationsSeen, useUnseenNotifications } from './notifications.api';
import { askDesktopPermission, useDesktopNotifications } from './useDesktopNotifications';

// The panel (its tabs, pages and email switch) is fetched when the bell is first opened, not with every page.
const NotificationPanel = lazy(() =>
  import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })),
);

/**
 * The notifications bell (spec 2.8): red with the unseen count while there are unseen notifications.
 * Closing the popover marks the unseen ones it showed as seen and reloads; opening one closes it.
 */
export function NotificationBell() {
  const organization = useOrganization();
  const unseen = useUnseenNotifications();
  const markSeen = useMarkNotificationsSeen();
  const [isOpen, setOpen] = useState(false);
  const count = unseen.data?.count ?? 0;
  useDesktopNotifications(unseen.data?.results, organization.name);
  const location = useLocation();
  const openedAt = useRef(location.key);

  const onOpenChange = (open: boolean) => {
    if (open === isOpen) return;
    setOpen(open);
    if (open) {
      openedAt.current = location.key;
      askDesktopPermission();
    } else markSeen.mutate(unseen.data?.results.map((notification) => notification.id) ?? []);
  };

  // A notification opened from the list takes the user elsewhere: the popover closes behind them.
  useEffect(() => {
    if (isOpen && location.key !== openedAt.current) setOpen(false);
  }, [isOpen, location.key]);

  return (
    <Popover
      open={isOpen}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
          <NotificationPanel unseen={unseen} />
        </Suspense>
      }
      styles={{ content: { width: 380, maxHeight: 480, overflowY: 'auto' } }}
    >
      <Button
        {...tourTarget('notifications')}
        type="text"
        danger={count > 0}
        aria-label={count > 0 ? `Notifications, ${count} unseen` : 'Notifications'}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
          </Badge>
        }
      />
    </Popover>
  );
}
