import { Card, Skeleton } from 'antd';
import { NotificationList } from './NotificationList';
import { useNotificationPage } from './notifications.api';

const SHOWN = 5;

/** On the home: the latest notifications, seen or not; each opens what it is about. */
export function RecentNotificationsCard() {
  const page = useNotificationPage(0);
  if (page.isError) return null;
  return (
    <Card size="small" title="Recent notifications" style={{ height: '100%' }}>
      {page.data ? (
        <NotificationList notifications={page.data.results.slice(0, SHOWN)} />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
