import {
  ALLOCATION_LIST_SORTABLE,
  ALLOCATION_STATUSES,
  type AllocationListQuery,
  type AllocationListRow,
  type AllocationStatus,
  formatAmount,
  type ToolOptions,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../../platform/displayDate';
import { listOptions } from '../../../platform/listOptions';
import { toolLink } from '../../../platform/tools/toolLink';
import { textOption } from '../../../platform/tools/toolOptions';
import type { FilterDefinition, SearchDefinition } from '../../../ui/FilterBar';
import { ServerListScreen } from '../../../ui/ServerListScreen';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useAllocationPage } from '../projects.api';
import { NoWrap } from './NoWrap';

const STATUS_TEXTS: Record<AllocationStatus, string> = {
  billable: 'Billable',
  'non-billable': 'Non-billable',
  buffer: 'Buffer',
  assigned: 'Assigned',
  trainee: 'Trainee',
};

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'period',
    label: 'Period',
    options: [
      { label: 'Current', value: 'current' },
      { label: 'Upcoming', value: 'upcoming' },
      { label: 'Ended', value: 'past' },
      { label: 'All', value: 'all' },
    ],
  },
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: ALLOCATION_STATUSES.map((status) => ({ label: STATUS_TEXTS[status], value: status })),
  },
];

const SEARCH: SearchDefinition = { label: 'Search allocations', placeholder: 'Person, code or project' };

/** Who is on which project: every project's allocations, with share, dates, billable or not, role and rate. */
export function AllocationList({
  options,
  onOptionsChange,
}: {
  options: ToolOptions;
  onOptionsChange(options: ToolOptions): void;
}) {
  const navigate = useNavigate();
  const list = listOptions<AllocationListRow>(options, onOptionsChange, ALLOCATION_LIST_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    period: textOption(options, 'period') ?? 'current',
    status: textOption(options, 'status'),
  };
  const allocations = useAllocationPage({
    ...list.query,
    search: filters.search,
    period: filters.period as AllocationListQuery['period'],
    status: filters.status as AllocationStatus | undefined,
  });
  const sortable = (key: (typeof ALLOCATION_LIST_SORTABLE)[number]) => ({
    key,
    sorter: true,
    sortOrder: list.sortOrder(key),
  });
  const columns: TableProps<AllocationListRow>['columns'] = [
    {
      title: 'Person',
      ...sortable('person'),
      render: (_, row) => (row.person.code ? `${row.person.name} (${row.person.code})` : row.person.name),
    },
    {
      title: 'Project',
      ...sortable('project'),
      render: (_, row) => (
        <a
          href={toolLink('project-view', { id: row.project.id })}
          onClick={(event) => {
            event.preventDefault();
            navigate(toolLink('project-view', { id: row.project.id }));
          }}
        >
          {row.project.code} {row.project.name}
        </a>
      ),
    },
    {
      title: 'Allocation',
      ...sortable('allocation_percent'),
      render: (_, row) => `${row.allocation_percent}%`,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <StatusBadge status={row.status} label={STATUS_TEXTS[row.status]} />,
    },
    {
      title: 'From',
      ...sortable('start_date'),
      render: (_, row) => <NoWrap>{displayDate(row.start_date)}</NoWrap>,
    },
    {
      title: 'To',
      ...sortable('end_date'),
      render: (_, row) => <NoWrap>{displayDate(row.end_date)}</NoWrap>,
    },
    { title: 'Billing role', key: 'billing_role', render: (_, row) => row.billing_role ?? '—' },
    {
      title: 'Rate',
      key: 'rate',
      align: 'right',
      render: (_, row) =>
        row.rate ? (
          <NoWrap>{`${row.rate.currency} ${formatAmount(row.rate.amount, row.rate.currency)} / hour`}</NoWrap>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ServerListScreen<AllocationListRow>
      label="Allocations"
      columns={columns}
      result={allocations}
      list={list}
      emptyText="No allocations match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
    />
  );
}
