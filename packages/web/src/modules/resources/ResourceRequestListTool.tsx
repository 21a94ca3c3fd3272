import {
  canRaiseResourceRequests,
  RESOURCE_REQUEST_PRIORITIES,
  RESOURCE_REQUEST_PRIORITY_TEXTS,
  RESOURCE_REQUEST_SORTABLE,
  RESOURCE_REQUEST_STATUS_TEXTS,
  RESOURCE_REQUEST_STATUSES,
  type ResourceRequest,
  type ResourceRequestPriority,
  type ResourceRequestStatus,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { experienceText, filledText, PriorityTag, ResourceStatusBadge } from './components/resourceText';
import { useRequestProjects, useResourceRequests } from './resources.api';

const SEARCH: SearchDefinition = {
  label: 'Search resource requests',
  placeholder: 'Code, project or designation',
};

const BASE_FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: RESOURCE_REQUEST_STATUSES.map((status) => ({
      label: RESOURCE_REQUEST_STATUS_TEXTS[status],
      value: status,
    })),
  },
  {
    kind: 'SIMPLE_SELECT',
    key: 'priority',
    label: 'Priority',
    placeholder: 'Any priority',
    options: RESOURCE_REQUEST_PRIORITIES.map((priority) => ({
      label: RESOURCE_REQUEST_PRIORITY_TEXTS[priority],
      value: priority,
    })),
  },
];

/**
 * 'resource-request-list' (Resource Requests): the requests the caller may see (every one for the RMG manager,
 * their own and their projects' for the others), searched, filtered, sorted and paged on the server.
 */
export function ResourceRequestListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const canRaise = useCan(canRaiseResourceRequests);
  const list = listOptions<ResourceRequest>(options, onOptionsChange, RESOURCE_REQUEST_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    status: textOption(options, 'status'),
    priority: textOption(options, 'priority'),
    project_id: textOption(options, 'project_id'),
  };
  const requests = useResourceRequests({
    ...list.query,
    search: filters.search,
    status: filters.status as ResourceRequestStatus | undefined,
    priority: filters.priority as ResourceRequestPriority | undefined,
    project_id: filters.project_id ? Number(filters.project_id) : undefined,
  });
  const projects = useRequestProjects();
  const FILTERS: readonly FilterDefinition[] = [
    ...BASE_FILTERS,
    {
      kind: 'SIMPLE_SELECT',
      key: 'project_id',
      label: 'Project',
      placeholder: 'Any project',
      options: (projects.data?.results ?? []).map((p) => ({
        label: `${p.code} ${p.name}`,
        value: String(p.id),
      })),
    },
  ];
  const link = (request: ResourceRequest) => toolLink('resource-request-detail', { id: request.id });

  const columns: TableProps<ResourceRequest>['columns'] = [
    {
      title: 'Code',
      key: 'number',
      sorter: true,
      sortOrder: list.sortOrder('number'),
      render: (_, request) => (
        <a
          href={link(request)}
          onClick={(event) => {
            event.preventDefault();
            navigate(link(request));
          }}
        >
          {request.code}
        </a>
      ),
    },
    {
      title: 'Project',
      key: 'project',
      render: (_, r) => `${r.project.code} ${r.project.name}`,
    },
    { title: 'Designation', key: 'designation', render: (_, r) => r.designation?.name ?? '—' },
    { title: 'Experience', key: 'experience', render: (_, r) => experienceText(r) },
    {
      title: 'Allocated',
      key: 'filled',
      align: 'right',
      render: (_, r) => filledText(r),
    },
    {
      title: 'Start',
      key: 'start_date',
      sorter: true,
      sortOrder: list.sortOrder('start_date'),
      render: (_, r) => displayDate(r.start_date),
    },
    {
      title: 'Priority',
      key: 'priority',
      sorter: true,
      sortOrder: list.sortOrder('priority'),
      render: (_, r) => <PriorityTag priority={r.priority} />,
    },
    { title: 'Status', key: 'status', render: (_, r) => <ResourceStatusBadge status={r.status} /> },
  ];

  const filtered = Boolean(filters.search || filters.status || filters.priority || filters.project_id);
  return (
    <ServerListScreen<ResourceRequest>
      label="Resource requests"
      columns={columns}
      result={requests}
      list={list}
      emptyText={filtered ? 'No resource requests match these filters.' : 'No resource requests yet.'}
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      add={
        canRaise
          ? { label: 'Request resources', onClick: () => navigate(toolLink('resource-request-form')) }
          : undefined
      }
    />
  );
}
