import type { UseQueryResult } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { AllNotifications } from './AllNotifications';
import { EmailNotificationsSwitch } from './EmailNotificationsSwitch';
import { NotificationsState } from './NotificationsState';
import type { NotificationPage } from './notifications.api';

/** The bell's popover: the unseen notifications, every notification page by page, and the email choice. */
export function NotificationPanel({ unseen }: { unseen: UseQueryResult<NotificationPage> }) {
  return (
    <>
      <Tabs
        size="small"
        defaultActiveKey="unseen"
        items={[
          { key: 'unseen', label: 'Unseen', children: <NotificationsState query={unseen} /> },
          // Rendered (and loaded) only once the tab is opened.
          { key: 'all', label: 'All', children: <AllNotifications /> },
        ]}
      />
      <EmailNotificationsSwitch />
    </>
  );
}
