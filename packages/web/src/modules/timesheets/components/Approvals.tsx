import {
  APPROVAL_SORTABLE,
  type ApprovalRow,
  type Decision,
  type DecisionResult,
  formatTimeSpent,
  NON_PROJECT_TASK_TEXTS,
  nonProjectWorkText,
  REASONED_ACTIONS,
  TIMESHEET_DECISIONS,
  TIMESHEET_STATUS_TEXTS,
  type TimesheetDecision,
  type ToolOptions,
} from '@atrium/contracts';
import { Alert, Button, Flex, Space, Spin, Table, type TableProps, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { listOptions } from '../../../platform/listOptions';
import { EmptyState } from '../../../ui/EmptyState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { selectionColumn } from '../../../ui/selectionColumn';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useApprovals, useDecide } from '../timesheets.api';
import { ApprovalDaySummary, ApprovalDays } from './ApprovalDays';
import { ApprovalFilters } from './ApprovalFilters';
import { approvalFilters } from './approvalOptions';
import { APPROVAL_VIEW_TITLES, DECIDED_TEXTS, DECISION_HELP, decisionRefusalText } from './approvalTexts';

const DECISION_LABELS: Record<TimesheetDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen',
  skip: 'Skip',
};

const lineOf = (row: ApprovalRow) => ({
  timesheet_id: row.timesheet_id,
  project_id: row.project?.id ?? null,
});
const rowKey = (row: ApprovalRow) => `${row.timesheet_id}:${row.project?.id ?? ''}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const timesheetsText = (count: number) => `${count} ${count === 1 ? 'timesheet' : 'timesheets'}`;

interface ApprovalsPanelProps {
  /**
   * The tool's options, where the approvals keep their filters, page and order: `status` (a status, 'any' for
   * every one, what waits unless told), `project_id`, the period (`week`, `month`, or `start_date` and
   * `end_date`), `search` (a person's name or code), `page` and `order_by`.
   */
  options: ToolOptions;
  onOptionsChange(options: ToolOptions): void;
}

/**
 * The approver's lines: each person's week per project they decide, filtered by status, project and period and
 * searched by person, sorted and paged on the server, with the time of every line found, its days' statuses and
 * the reason it was decided with. Approve, reject, reopen or skip one or many lines, or one day's entry of a line:
 * only what the lines' statuses allow (rejecting and reopening ask for a reason, skipping for a confirmation).
 */
export function ApprovalsPanel({ options, onOptionsChange }: ApprovalsPanelProps) {
  const filters = approvalFilters(options);
  const list = listOptions<ApprovalRow>(options, onOptionsChange, APPROVAL_SORTABLE);
  const title = APPROVAL_VIEW_TITLES[filters.status];
  const [selected, setSelected] = useState<ApprovalRow[]>([]);
  const approvals = useApprovals({
    ...filters,
    status: filters.status === 'any' ? undefined : filters.status,
    ...list.query,
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
      notify(
        'success',
        `${capital(counted ? timesheetsText(result.timesheets) : what)} ${DECIDED_TEXTS[decision]}`,
      );
      setSelected([]);
    };
    if (decision === 'approve') {
      decide.mutate({ items, decision }, { onSuccess: done });
      return;
    }
    const verb = DECISION_LABELS[decision];
    let result: DecisionResult | undefined;
    const values = await confirm({
      title: `${verb} ${what}?`,
      content: DECISION_HELP[decision],
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
    label: (row) =>
      `${row.code}, ${row.employee.name}, ${row.project?.code ?? nonProjectWorkText(row.tasks)}`,
  });

  const columns: TableProps<ApprovalRow>['columns'] = [
    selection.column,
    { title: 'Timesheet', dataIndex: 'code', key: 'code', width: 100 },
    {
      title: 'Person',
      key: 'employee',
      sorter: true,
      sortOrder: list.sortOrder('employee'),
      render: (_, row) => `${row.employee.name} (${row.employee.code})`,
    },
    {
      title: 'Project',
      key: 'project',
      render: (_, row) => (
        <Flex vertical>
          <span>
            {row.project ? `${row.project.code} ${row.project.name}` : nonProjectWorkText(row.tasks)}
          </span>
          {row.tasks.length > 1 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.tasks
                .map(({ task, minutes }) => `${NON_PROJECT_TASK_TEXTS[task]} ${formatTimeSpent(minutes)}`)
                .join(' · ')}
            </Typography.Text>
          )}
          {row.note && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.note}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Week of',
      key: 'week_start',
      sorter: true,
      sortOrder: list.sortOrder('week_start'),
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{displayDate(row.week_start)}</span>,
    },
    { title: 'Days', key: 'days', render: (_, row) => <ApprovalDaySummary row={row} /> },
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
      render: (_, row) => (
        <Flex vertical align="start" gap={2}>
          <StatusBadge status={row.status} label={TIMESHEET_STATUS_TEXTS[row.status]} />
          {row.reason && (
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: row.reason }}
              style={{ fontSize: 12, maxWidth: 200 }}
            >
              Reason: {row.reason}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];
  const refusals = Object.fromEntries(
    TIMESHEET_DECISIONS.map((decision) => [decision, decisionRefusalText(decision, selected)]),
  ) as Record<TimesheetDecision, string | null>;

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap gap={8}>
        <ApprovalFilters filters={filters} onChange={list.filterBy} />
        <Space wrap>
          {TIMESHEET_DECISIONS.map((decision) => {
            const refusal = refusals[decision];
            return (
              // A disabled button takes no pointer events, so its reason hangs on a span around it.
              <Tooltip
                key={decision}
                title={
                  refusal ??
                  (decision === 'approve' || decision === 'reject' ? undefined : DECISION_HELP[decision])
                }
              >
                <span style={{ display: 'inline-block' }}>
                  <Button
                    type={decision === 'approve' ? 'primary' : 'default'}
                    danger={decision === 'reject'}
                    disabled={refusal !== null}
                    loading={decision === 'approve' && decide.isPending}
                    onClick={() => actOnSelected(decision)}
                  >
                    {DECISION_LABELS[decision]}
                  </Button>
                </span>
              </Tooltip>
            );
          })}
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
        aria-label={filters.status === 'submitted' ? 'Timesheets to decide' : title}
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
        onChange={list.onChange}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: approvals.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        locale={{
          emptyText: (
            <EmptyState
              description={
                filters.status === 'submitted'
                  ? 'Nothing waits for your decision.'
                  : `No ${title.toLowerCase()} match these filters.`
              }
            />
          ),
        }}
        scroll={{ x: true }}
      />
      {confirmation}
    </Flex>
  );
}
