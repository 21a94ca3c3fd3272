import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import {
  type ApprovalRow,
  type Decision,
  type DecisionResult,
  formatTimeSpent,
  REASONED_ACTIONS,
  SEARCH_DEBOUNCE_MS,
  TIMESHEET_STATUS_TEXTS,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
} from '@atrium/contracts';
import { Alert, Button, Flex, Select, Space, Spin, Table, type TableProps, Tag, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { PAGE_SIZE } from '../../../platform/listOptions';
import { useDebouncedValue } from '../../../platform/useDebouncedValue';
import { EmptyState } from '../../../ui/EmptyState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { selectionColumn } from '../../../ui/selectionColumn';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useApprovalProjects, useApprovals, useDecide } from '../timesheets.api';
import { ApprovalDays } from './ApprovalDays';

const DONE = { approve: 'approved', reject: 'rejected', reopen: 'reopened', skip: 'skipped' } as const;
/** The decisions that ask first (spec: reject, reopen and skip, one or many). */
const ASKED = {
  reject: { verb: 'Reject', content: 'The person is told, with your reason, and can change the time again.' },
  reopen: { verb: 'Reopen', content: 'The person is told, with your reason, and can change the time again.' },
  skip: {
    verb: 'Skip',
    content:
      'The time stays on record but is not approved: it waits for no one and is not billed. The person is told, and it can be reopened later.',
  },
} as const;

const lineOf = (row: ApprovalRow) => ({
  timesheet_id: row.timesheet_id,
  project_id: row.project?.id ?? null,
});
const rowKey = (row: ApprovalRow) => `${row.timesheet_id}:${row.project?.id ?? ''}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const timesheetsText = (count: number) => `${count} ${count === 1 ? 'timesheet' : 'timesheets'}`;

interface ApprovalsPanelProps {
  /** Open on one week (its Monday) and one person's name or code, as a drilldown or a link asks. */
  week?: string;
  search?: string;
  /** The status filter to open with: what waits (submitted) unless told, 'any' for every status. */
  status?: TimesheetStatus | 'any';
}

/**
 * To approve: each person's week per project the approver decides, filtered by status, project and week and
 * searched by person, with the time of every line found; approve, reject, reopen or skip one or many lines, or one day's entry
 * of a line (rejecting and reopening ask for a reason, skipping for a confirmation).
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
  const [projectId, setProjectId] = useState<number>();
  const [projectTyped, setProjectTyped] = useState('');
  const projectSearch = useDebouncedValue(projectTyped.trim(), SEARCH_DEBOUNCE_MS);
  const projects = useApprovalProjects(projectSearch);
  const [selected, setSelected] = useState<ApprovalRow[]>([]);
  const approvals = useApprovals({
    status,
    project_id: projectId,
    week,
    search: search.trim() || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const decide = useDecide();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();

  /**
   * Decides the lines (or one day's entry), asking first unless approving; `what` names them in the question. The
   * message counts the timesheets the server says it decided, or names the day.
   */
  const act = async (
    decision: Decision['decision'],
    items: Decision['items'],
    what: string,
    { counted = false } = {},
  ) => {
    const done = (result: DecisionResult) => {
      notify('success', `${capital(counted ? timesheetsText(result.timesheets) : what)} ${DONE[decision]}`);
      setSelected([]);
    };
    if (decision === 'approve') {
      decide.mutate({ items, decision }, { onSuccess: done });
      return;
    }
    const { verb, content } = ASKED[decision];
    let result: DecisionResult | undefined;
    const values = await confirm({
      title: `${verb} ${what}?`,
      content,
      confirmText: verb,
      isDanger: decision === 'reject',
      comment: { label: 'Reason', isRequired: REASONED_ACTIONS.includes(decision) },
      onConfirm: async (entered) => {
        result = await decide.mutateAsync({ items, decision, reason: entered.comment?.trim() || undefined });
      },
    });
    if (values && result) done(result);
  };
  // Lines of one week count once: a decision on a timesheet is one, however many projects it has.
  const actOnSelected = (decision: Decision['decision']) =>
    act(
      decision,
      selected.map(lineOf),
      timesheetsText(new Set(selected.map((row) => row.timesheet_id)).size),
      { counted: true },
    );
  const actOnDay = (decision: Decision['decision'], row: ApprovalRow, date: string) =>
    act(decision, [{ ...lineOf(row), work_date: date }], `the ${displayDate(date)} entry of ${row.code}`);

  // What the figures above the list say while a decision is saved and the list and its totals are read again.
  const recalculating = decide.isPending || approvals.isFetching;
  const totals = approvals.data?.totals;
  const rows = approvals.data?.results ?? [];
  const selection = selectionColumn({
    rows,
    rowKey,
    selected,
    onChange: setSelected,
    label: (row) => `${row.code}, ${row.employee.name}, ${row.project?.code ?? 'Other work'}`,
  });

  const columns: TableProps<ApprovalRow>['columns'] = [
    selection.column,
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
          <Select<number>
            aria-label="Project"
            value={projectId}
            allowClear
            placeholder="Any project"
            showSearch={{ filterOption: false, onSearch: setProjectTyped }}
            loading={projects.isFetching}
            notFoundContent={projects.isFetching ? 'Searching…' : 'No projects with time to decide'}
            onChange={(value) => {
              setProjectId(value ?? undefined);
              setPage(1);
            }}
            options={(projects.data?.results ?? []).map((project) => ({
              value: project.id,
              label: `${project.code} · ${project.name}`,
            }))}
            style={{ width: 260 }}
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
            onClick={() => actOnSelected('approve')}
          >
            Approve
          </Button>
          <Button danger disabled={!selected.length} onClick={() => actOnSelected('reject')}>
            Reject
          </Button>
          <Button disabled={!selected.length} onClick={() => actOnSelected('reopen')}>
            Reopen
          </Button>
          <Button disabled={!selected.length} onClick={() => actOnSelected('skip')}>
            Skip
          </Button>
        </Space>
      </Flex>
      {totals && (
        <Typography.Text
          type="secondary"
          aria-live="polite"
          aria-busy={recalculating}
          style={recalculating ? { opacity: 0.55 } : undefined}
        >
          {recalculating && <Spin size="small" style={{ marginInlineEnd: 8 }} />}
          {approvals.data?.count ?? 0} {approvals.data?.count === 1 ? 'line' : 'lines'} ·{' '}
          {formatTimeSpent(totals.minutes) || '0'} in all · {formatTimeSpent(totals.billable_minutes) || '0'}{' '}
          billable
          {recalculating && ' · Calculation in progress'}
        </Typography.Text>
      )}
      {decide.isError && <Alert type="error" showIcon title={messageForError(decide.error, 'timesheets')} />}
      <Table<ApprovalRow>
        aria-label="Timesheets to decide"
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={rows}
        rowClassName={selection.rowClassName}
        loading={approvals.isFetching}
        expandable={{
          expandedRowRender: (row) => (
            <ApprovalDays
              row={row}
              busy={decide.isPending}
              onDecide={(decision, date) => actOnDay(decision, row, date)}
            />
          ),
          rowExpandable: (row) => row.days.length > 0,
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
