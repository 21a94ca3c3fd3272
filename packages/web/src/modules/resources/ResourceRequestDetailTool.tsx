import {
  allowedResourceRequestActions,
  isResourceManager,
  type ResourceRequest,
  SKILL_LEVEL_TEXTS,
} from '@atrium/contracts';
import { Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { ResourceRequestActions } from './components/ResourceRequestActions';
import {
  experienceText,
  filledText,
  PriorityTag,
  ResourceStatusBadge,
  requestTitle,
} from './components/resourceText';
import { useResourceRequest } from './resources.api';

// The ranked table and the history with its comment box load after the request itself, in chunks of their own.
const RankedCandidates = lazy(() =>
  import('./components/RankedCandidates').then((m) => ({ default: m.RankedCandidates })),
);
const SoftBookings = lazy(() =>
  import('./components/SoftBookings').then((m) => ({ default: m.SoftBookings })),
);
const ResourceRequestHistory = lazy(() =>
  import('./components/ResourceRequestHistory').then((m) => ({ default: m.ResourceRequestHistory })),
);

/**
 * 'resource-request-detail' (Resource Request Detail): the request in option `id`, the actions the caller may take
 * on it, the people ranked for it with a Fulfil action (RMG managers, while it is open or in progress), its history
 * and comments.
 */
export function ResourceRequestDetailTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const request = useResourceRequest(id);
  return (
    <OpenedRecord id={id} query={request} emptyText="Open a resource request from the resource request list.">
      {(found) => <ResourceRequestDetail request={found} />}
    </OpenedRecord>
  );
}

function ResourceRequestDetail({ request }: { request: ResourceRequest }) {
  const isManager = useCan(isResourceManager);
  const fillable = allowedResourceRequestActions(request).includes('fulfil');
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {request.code} · {requestTitle(request)}
          </Typography.Title>
          <ResourceStatusBadge status={request.status} />
          <PriorityTag priority={request.priority} />
        </Flex>
        <ResourceRequestActions request={request} />
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xxl: 3 }}>
        <Descriptions.Item label="Project">
          {request.project.code} {request.project.name}
        </Descriptions.Item>
        <Descriptions.Item label="Resource group">{request.resource_group?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Role">{request.designation?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="People allocated">{filledText(request)}</Descriptions.Item>
        <Descriptions.Item label="Experience">{experienceText(request)}</Descriptions.Item>
        <Descriptions.Item label="Location">{request.location?.name ?? 'Any'}</Descriptions.Item>
        <Descriptions.Item label="Allocation">{request.allocation_percent}%</Descriptions.Item>
        <Descriptions.Item label="Billable">{request.is_billable ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Dates">
          {displayDate(request.start_date)} – {displayDate(request.end_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Skills" span={{ xs: 1, md: 2, xxl: 2 }}>
          {request.skills.length ? (
            <Flex gap={4} wrap>
              {request.skills.map((skill) => (
                <Tag key={skill.skill_id}>
                  {skill.name} · {SKILL_LEVEL_TEXTS[skill.level]}
                </Tag>
              ))}
            </Flex>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Requested by">
          {request.raised_by.name} on {displayDate(request.created.slice(0, 10))}
        </Descriptions.Item>
        {request.notes && (
          <Descriptions.Item label="Notes" span={{ xs: 1, md: 2, xxl: 3 }}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{request.notes}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {isManager && fillable && (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Held for this request
          </Typography.Title>
          <Suspense fallback={<Skeleton active />}>
            <SoftBookings request={request} />
          </Suspense>
        </Flex>
      )}
      {isManager && fillable && (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Ranked candidates
          </Typography.Title>
          <Typography.Text type="secondary">
            Ranked by skills, free share over the request's dates (allocations and approved leave),
            experience, location and days on the bench.
          </Typography.Text>
          <Suspense fallback={<Skeleton active />}>
            <RankedCandidates request={request} />
          </Suspense>
        </Flex>
      )}
      {isManager && request.status === 'pending' && (
        <Typography.Text type="secondary">
          Accept the request to see ranked candidates and fulfil it.
        </Typography.Text>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        History and comments
      </Typography.Title>
      <Suspense fallback={<Skeleton active />}>
        <ResourceRequestHistory requestId={request.id} />
      </Suspense>
    </Flex>
  );
}
