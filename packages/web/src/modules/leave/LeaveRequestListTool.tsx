import {
  formatDisplayDate,
  isLeaveAdmin,
  LEAVE_REQUEST_STATUS_LABELS,
  LEAVE_REQUEST_STATUSES,
  type LeaveRequest,
  type LeaveRequestStatus,
  type ToolOptions,
} from '@atrium/contracts';
import { Button, Segmented, Select, type TableProps } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { FilterField, FilterRow } from '../../ui/FilterBar';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useLeaveRequestPage } from './leave.api';
import { formatLeaveDates, formatQuantity } from './leaveFormat';
import { idOption } from './leaveOptions';

// A request's drawer, with its details and actions, is fetched when one is first opened.
const LeaveRequestDrawer = lazy(() =>
  import('./components/LeaveRequestDrawer').then((m) => ({ default: m.LeaveRequestDrawer })),
);

const SORTABLE = ['start_date', 'created_at', 'status'] as const;

type Scope = 'mine' | 'to_approve' | 'all';
const SCOPES: readonly { value: Scope; label: string; empty: string }[] = [
  { value: 'mine', label: 'My requests', empty: 'You have no leave requests here yet.' },
  { value: 'to_approve', label: 'To approve', empty: 'Nothing is waiting for your decision.' },
  { value: 'all', label: 'All', empty: 'No leave requests match these filters.' },
];

/**
 * The scope in the options; without one, the requests awaiting the caller's decision when there are any (a
 * notification sent to an approver says so too), else their own.
 */
function scopeOf(options: ToolOptions, isAdmin: boolean, waiting: number): Scope {
  const chosen = SCOPES.find((scope) => scope.value === textOption(options, 'scope'))?.value;
  if (chosen === 'all' && !isAdmin) return 'mine';
  if (chosen) return chosen;
  return textOption(options, 'recipient_type') === 'approver' || waiting > 0 ? 'to_approve' : 'mine';
}

const statusOf = (options: ToolOptions) =>
  LEAVE_REQUEST_STATUSES.find((status) => status === textOption(options, 'status'));

/**
 * 'leave-request-list' (Leave Requests): one's own requests, those awaiting one's decision, or (lms admins)
 * all of them, filtered by status and sorted and paged on the server. Option `id` opens a request's details.
 */
export function LeaveRequestListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const isAdmin = useCan(isLeaveAdmin);
  const list = listOptions<LeaveRequest>(options, onOptionsChange, SORTABLE);
  /** How many wait for the caller's decision, shown on the scope whichever is open. */
  const waitingPage = useLeaveRequestPage({ scope: 'to_approve', limit: 1, offset: 0 });
  const waiting = waitingPage.data?.count ?? 0;
  const scope = scopeOf(options, isAdmin, waiting);
  const status = statusOf(options);
  const requests = useLeaveRequestPage(
    { ...list.query, scope, status },
    { enabled: waitingPage.isFetched || textOption(options, 'scope') !== undefined },
  );
  useFailedLoadAsPageState(requests.error);
  const openId = idOption(options);
  const hasDrawer = useOpenedOnce(openId !== undefined);
  const open = (id: number | undefined) => list.change({ id });

  const columns: TableProps<LeaveRequest>['columns'] = [
    {
      title: 'Request',
      key: 'code',
      render: (_, request) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => open(request.id)}>
          {request.code}
        </Button>
      ),
    },
    {
      title: 'Employee',
      key: 'employee',
      render: (_, request) => `${request.employee.name} (${request.employee.code})`,
    },
    { title: 'Leave type', key: 'type', render: (_, request) => request.leave_type.name },
    {
      title: 'Dates',
      key: 'start_date',
      sorter: true,
      sortOrder: list.sortOrder('start_date'),
      render: (_, request) => formatLeaveDates(request),
    },
    {
      title: 'Takes',
      key: 'quantity',
      render: (_, request) => formatQuantity(request.quantity, request.leave_type.unit),
    },
    {
      title: 'Status',
      key: 'status',
      sorter: true,
      sortOrder: list.sortOrder('status'),
      render: (_, request) => (
        <StatusBadge status={request.status} label={LEAVE_REQUEST_STATUS_LABELS[request.status]} />
      ),
    },
    {
      title: 'Applied on',
      key: 'created_at',
      sorter: true,
      sortOrder: list.sortOrder('created_at'),
      render: (_, request) => formatDisplayDate(new Date(request.created_at)),
    },
  ];

  const scopes = SCOPES.filter((entry) => entry.value !== 'all' || isAdmin);

  return (
    <ServerListScreen<LeaveRequest>
      label="Leave requests"
      columns={columns}
      result={requests}
      list={list}
      emptyText={SCOPES.find((entry) => entry.value === scope)?.empty ?? ''}
      filters={
        <FilterRow>
          <FilterField label="Show" id="leave-request-scope">
            <Segmented
              id="leave-request-scope"
              aria-label="Requests to show"
              value={scope}
              options={scopes.map(({ value, label }) => ({
                value,
                label: value === 'to_approve' && waiting > 0 ? `${label} (${waiting})` : label,
              }))}
              onChange={(value) =>
                list.filterBy({
                  scope: value === 'mine' ? undefined : value,
                  recipient_type: undefined,
                  order_by: undefined,
                })
              }
            />
          </FilterField>
          <FilterField label="Status" id="leave-request-status">
            <Select<LeaveRequestStatus>
              id="leave-request-status"
              allowClear
              placeholder="Any status"
              value={status}
              onChange={(value) => list.filterBy({ status: value ?? undefined })}
              options={LEAVE_REQUEST_STATUSES.map((value) => ({
                value,
                label: LEAVE_REQUEST_STATUS_LABELS[value],
              }))}
              style={{ width: 220 }}
            />
          </FilterField>
        </FilterRow>
      }
      add={{ label: 'Apply leave', onClick: () => navigate(toolLink('leave-request-form')) }}
    >
      {hasDrawer && (
        <Suspense fallback={null}>
          <LeaveRequestDrawer requestId={openId} onClose={() => open(undefined)} />
        </Suspense>
      )}
    </ServerListScreen>
  );
}
