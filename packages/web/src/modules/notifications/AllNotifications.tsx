import { NOTIFICATION_PAGE_SIZE } from '@atrium/contracts';
import { Flex, Pagination } from 'antd';
import { useState } from 'react';
import { NotificationsState } from './NotificationsState';
import { useNotificationPage } from './notifications.api';

/** Every notification, seen or not, a page of 20 at a time (spec 9). */
export function AllNotifications() {
  const [page, setPage] = useState(1);
  const query = useNotificationPage((page - 1) * NOTIFICATION_PAGE_SIZE);
  return (
    <Flex vertical gap={8}>
      <NotificationsState query={query} />
      <Pagination
        size="small"
        align="center"
        current={page}
        pageSize={NOTIFICATION_PAGE_SIZE}
        total={query.data?.count ?? 0}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Flex>
  );
}
