import type { HiringRequest, HiringRequestEvent } from '@atrium/contracts';
import { Button, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { displayTerm } from '../../platform/displayTerm';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { HiringRequestHeader } from './components/HiringRequestHeader';
import { HiringRequestSummary } from './components/HiringRequestSummary';
import { StatusNotice } from './components/StatusNotice';
import { useHiringRequest, useHiringRequestHistory } from './hiring.api';

/**
 * 'hiring-request-details' (Hiring Request Detail): the whole record of the request in option `id`, read only: its
 * fields, its description and its history (who raised, approved, assigned, published, held, resumed, closed or
 * rejected it, when, and the reasons given).
 */
export function HiringRequestDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const request = useHiringRequest(id);
  if (id === undefined)
    return <EmptyState description="Open a hiring request from the hiring request list." />;
  if (request.isPending) return <Skeleton active />;
  if (request.isError)
    return <LoadFailed variant="inline" error={request.error} onRetry={() => request.refetch()} />;
  return <HiringRequestDetails request={request.data} />;
}

const EVENT_TEXTS: Record<string, string> = {
  raise: 'Raised',
  edit: 'Edited',
  approve: 'Approved',
  reject: 'Rejected',
  hold: 'Put on hold',
  resume: 'Resumed',
  close: 'Closed',
  assign: 'Recruiter assigned',
  publish: 'Job published',
  unpublish: 'Job unpublished',
};

function eventItem(event: HiringRequestEvent) {
  return {
    key: event.id,
    children: (
      <Flex vertical gap={2}>
        <span>
          <strong>{EVENT_TEXTS[event.action] ?? displayTerm(event.action)}</strong>
          {event.by ? ` by ${event.by.name}` : ''} on {displayDate(event.at.slice(0, 10))}
        </span>
        {event.reason && <Typography.Text type="secondary">{event.reason}</Typography.Text>}
      </Flex>
    ),
  };
}

function HiringRequestDetails({ request }: { request: HiringRequest }) {
  const navigate = useNavigate();
  const history = useHiringRequestHistory(request.id);
  return (
    <Flex vertical gap={16}>
      <HiringRequestHeader
        request={request}
        actions={
          <Button onClick={() => navigate(toolLink('hiring-request-detail', { id: request.id }))}>
            Open request
          </Button>
        }
      />
      <StatusNotice request={request} />
      <HiringRequestSummary request={request} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        Description
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {request.description ?? 'No description.'}
      </Typography.Paragraph>
      <Typography.Title level={5} style={{ margin: 0 }}>
        History
      </Typography.Title>
      {history.isError ? (
        <LoadFailed variant="inline" error={history.error} onRetry={() => history.refetch()} />
      ) : history.isPending ? (
        <Skeleton active />
      ) : (
        <Timeline aria-label="Hiring request history" items={history.data.results.map(eventItem)} />
      )}
    </Flex>
  );
}
