import type { HiringRequest } from '@atrium/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { HiringStatusBadge, requestTitle } from './hiringText';

/** The request's code, title, status and job state, with the screen's own buttons at the right. */
export function HiringRequestHeader({ request, actions }: { request: HiringRequest; actions?: ReactNode }) {
  return (
    <Flex gap={8} wrap justify="space-between" align="center">
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {request.code} · {requestTitle(request)}
        </Typography.Title>
        <HiringStatusBadge status={request.status} />
        {request.is_published && <Tag color="blue">Published</Tag>}
      </Flex>
      {actions}
    </Flex>
  );
}
