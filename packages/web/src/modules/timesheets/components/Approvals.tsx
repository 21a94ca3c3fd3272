import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import {
  type ApprovalRow,
  formatTimeSpent,
  SEARCH_DEBOUNCE_MS,
  TIMESHEET_STATUS_TEXTS,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
} from '@atrium/contracts';
import { Alert, Button, Flex, Input, Select, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { PAGE_SIZE } from '../../../platform/listOptions';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { EmptyState } from '../../../ui/EmptyState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useApprovals, useDecide } from '../timesheets.api';

const rowKey = (row: ApprovalRow) => `${row.timesheet_id}:${row.project?.id ?? ''}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ApprovalsPanelProps {
  /** Open on one week (its Monday) and one person's name or code, as a drilldown or a link asks. */
  week?: string;
  search?: string;
  /** The status filter to open with: what waits (submitted) unless told, 'any' for every status. */
  status?: TimesheetStatus | 'any';
}

/**
 * To approve: each person's week per project the approver decides, filtered by status and week and searched by
 * person; approve, reject or reopen one or many (rejecting and reopening ask for a reason).
 */
export function ApprovalsPanel({
  week: initialWeek,
  search: initialSearch = '',
  status: initialStatus = 'submitted',
}: ApprovalsPanelProps) {
  const [status, setStatus] = useState<TimesheetStatus | undefined>(
    initialStatus === 'any' ? undefined : initialStatus,
  );
  const [typed, setTyped] = useState(initialSearch);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [week, setWeek] = useState(initialWeek);
  const [page, setPage] = useState(1);
  // A new search starts from its first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const [selected, setSelected] = useState<ApprovalRow[]>([]);
  const approvals = useApprovals({
    status,
    week,
    search: search.trim() || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const decide = useDecide();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();

  const act = async (decision: 'approve' | 'reject' | 'reopen') => {
    const items = selected.map((row) => ({
      timesheet_id: row.timesheet_id,
      project_id: row.project?.id ?? null,
    }));
    const count = `${items.length} ${items.length === 1 ? 'timesheet' : 'timesheets'}`;
    if (decision === 'approve') {
      decide.mutate(
        { items, decision },
        {
          onSuccess: () => {
            notify('success', `${capital(count)} approved`);
            setSelected([]);
          },
        },
      );
      return;
    }
    const verb = decision === 'reject' ? 'Reject' : 'Reopen';
    const values = await confirm({
      title: `${verb} ${count}?`,
      content: 'The person is told, with your reason, and can change the time again.',
      confirmText: verb,
      isDanger: decision === 'reject',
      comment: { label: 'Reason', isRequired: true },
      onConfirm: (entered) => decide.mutateAsync({ items, decision, reason: entered.comment }),
    });
    if (values) {
      notify('success', `${capital(count)} ${decision === 'reject' ? 'rejected' : 'reopened'}`);
      setSelected([]);
    }
  };

  const columns: TableProps<ApprovalRow>['columns'] = [
    { title: 'Timesheet', dataIndex: 'code', key: 'code', width: 100 },
    { title: 'Person', key: 'person', render: (_, row) => `${row.employee.name} (${row.employee.code})` },
    {
      title: 'Project',
      key: 'project',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.project ? `${row.project.code} ${row.project.name}` : 'Other work'}</span>
          {row.note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.note}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: 'Week of', key: 'week', render: (_, row) => displayDate(row.week_start) },
    { title: 'Time', key: 'time', align: 'right', render: (_, row) => formatTimeSpent(row.minutes) || '0' },
    {
      title: 'Billable',
      key: 'billable',
      align: 'right',
      render: (_, row) => formatTimeSpent(row.billable_minutes) || '0',
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <StatusBadge status={row.status} label={TIMESHEET_STATUS_TEXTS[row.status]} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap gap={8}>
        <Space wrap>
          <Input
            type="search"
            aria-label="Search people"
            placeholder="Name or code"
            value={typed}
            prefix={<SearchOutlined aria-hidden />}
            onChange={(event) => setTyped(event.target.value)}
            style={{ width: 220 }}
          />
          <Select<TimesheetStatus | undefined>
            aria-label="Status"
            value={status}
            allowClear
            placeholder="Any status"
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={TIMESHEET_STATUSES.map((value) => ({ label: TIMESHEET_STATUS_TEXTS[value], value }))}
            style={{ width: 160 }}
          />
          {week && (
            <Tag
              closable
              onClose={() => {
                setWeek(undefined);
                setPage(1);
              }}
              closeIcon={<CloseOutlined aria-label="Any week" />}
            >
              Week of {displayDate(week)}
            </Tag>
          )}
        </Space>
        <Space wrap>
          <Button
            type="primary"
            disabled={!selected.length}
            loading={decide.isPending}
            onClick={() => act('approve')}
          >
            Approve
          </Button>
          <Button danger disabled={!selected.length} onClick={() => act('reject')}>
            Reject
          </Button>
          <Button disabled={!selected.length} onClick={() => act('reopen')}>
            Reopen
          </Button>
        </Space>
      </Flex>
      {decide.isError && <Alert type="error" showIcon title={messageForError(decide.error, 'timesheets')} />}
      <Table<ApprovalRow>
        aria-label="Timesheets to decide"
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={approvals.data?.results ?? []}
        loading={approvals.isFetching}
        rowSelection={{
          selectedRowKeys: selected.map(rowKey),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: approvals.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        locale={{ emptyText: <EmptyState description="Nothing waits for your decision." /> }}
        scroll={{ x: true }}
      />
      {confirmation}
    </Flex>
  );
}
