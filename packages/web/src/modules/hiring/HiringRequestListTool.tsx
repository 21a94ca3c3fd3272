import {
  canRaiseHiringRequest,
  HIRING_REQUEST_SORTABLE,
  HIRING_REQUEST_STATUS_TEXTS,
  HIRING_REQUEST_STATUSES,
  type HiringRequest,
  type HiringRequestStatus,
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
import { experienceText, HiringStatusBadge } from './components/hiringText';
import { useHiringFormOptions, useHiringRequests } from './hiring.api';

const SEARCH: SearchDefinition = {
  label: 'Search hiring requests',
  placeholder: 'Code, designation, department or skill',
};

/** 'hiring-request-list' (Hiring Request List): the requests the caller may see, searched, filtered, sorted and paged. */
export function HiringRequestListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const canRaise = useCan(canRaiseHiringRequest);
  const list = listOptions<HiringRequest>(options, onOptionsChange, HIRING_REQUEST_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    status: textOption(options, 'status'),
    department_id: textOption(options, 'department_id'),
  };
  const catalogue = useHiringFormOptions();
  const requests = useHiringRequests({
    ...list.query,
    search: filters.search,
    status: filters.status as HiringRequestStatus | undefined,
    department_id: filters.department_id ? Number(filters.department_id) : undefined,
  });
  const FILTERS: readonly FilterDefinition[] = [
    {
      kind: 'SIMPLE_SELECT',
      key: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: HIRING_REQUEST_STATUSES.map((status) => ({
        label: HIRING_REQUEST_STATUS_TEXTS[status],
        value: status,
      })),
    },
    {
      kind: 'SIMPLE_SELECT',
      key: 'department_id',
      label: 'Department',
      placeholder: 'Any department',
      options: (catalogue.data?.departments ?? []).map((d) => ({ label: d.name, value: String(d.id) })),
    },
  ];
  const link = (request: HiringRequest) => toolLink('hiring-request-detail', { id: request.id });

  const columns: TableProps<HiringRequest>['columns'] = [
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
    { title: 'Designation', key: 'designation', render: (_, r) => r.designation?.name ?? '—' },
    { title: 'Department', key: 'department', render: (_, r) => r.department?.name ?? '—' },
    { title: 'Positions', dataIndex: 'positions', key: 'positions', align: 'right' },
    { title: 'Experience', key: 'experience', render: (_, r) => experienceText(r) },
    { title: 'Recruiter', key: 'recruiter', render: (_, r) => r.recruiter?.name ?? '—' },
    {
      title: 'Target date',
      key: 'target_date',
      sorter: true,
      sortOrder: list.sortOrder('target_date'),
      render: (_, r) => displayDate(r.target_date),
    },
    { title: 'Status', key: 'status', render: (_, r) => <HiringStatusBadge status={r.status} /> },
  ];

  return (
    <ServerListScreen<HiringRequest>
      label="Hiring requests"
      columns={columns}
      result={requests}
      list={list}
      emptyText={
        filters.search || filters.status || filters.department_id
          ? 'No hiring requests match these filters.'
          : 'No hiring requests yet.'
      }
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      add={
        canRaise
          ? { label: 'Raise hiring request', onClick: () => navigate(toolLink('hiring-request-form')) }
          : undefined
      }
    />
  );
}
