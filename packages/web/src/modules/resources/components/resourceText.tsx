import {
  RESOURCE_REQUEST_PRIORITY_TEXTS,
  RESOURCE_REQUEST_STATUS_TEXTS,
  type ResourceRequest,
  type ResourceRequestPriority,
} from '@atrium/contracts';
import { Tag } from 'antd';
import { StatusBadge } from '../../../ui/StatusBadge';

/** "2–6 years". */
export const experienceText = (request: Pick<ResourceRequest, 'min_experience' | 'max_experience'>) =>
  `${request.min_experience}–${request.max_experience} years`;

/** "1 of 2". */
export const filledText = (request: Pick<ResourceRequest, 'filled_count' | 'count'>) =>
  `${request.filled_count} of ${request.count}`;

/** The request's status as its badge reads: 'In progress', 'Fulfilled'. */
export function ResourceStatusBadge({ status }: { status: ResourceRequest['status'] }) {
  return <StatusBadge status={status} label={RESOURCE_REQUEST_STATUS_TEXTS[status]} />;
}

const PRIORITY_COLORS: Record<ResourceRequestPriority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'purple',
  critical: 'red',
};

export function PriorityTag({ priority }: { priority: ResourceRequestPriority }) {
  return <Tag color={PRIORITY_COLORS[priority]}>{RESOURCE_REQUEST_PRIORITY_TEXTS[priority]}</Tag>;
}

/** "Senior Engineer · PR-0003 Payments". */
export const requestTitle = (request: ResourceRequest) =>
  [request.designation?.name, `${request.project.code} ${request.project.name}`].filter(Boolean).join(' · ');
