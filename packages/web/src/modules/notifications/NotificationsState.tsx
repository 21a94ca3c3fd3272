import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { messageForError } from '../../platform/errorMessages';
import { NotificationList } from './NotificationList';
import type { NotificationPage } from './notifications.api';

/** A notification list with its loading and error states. */
export function NotificationsState({ query }: { query: UseQueryResult<NotificationPage> }) {
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (query.isError) return <Alert type="error" showIcon title={messageForError(query.error)} />;
  return <NotificationList notifications={query.data.results} />;
}
