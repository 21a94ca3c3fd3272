import { formatTimeSpent, TIMESHEET_STATUS_TEXTS, type TimesheetStatus } from '@atrium/contracts';
import { Alert, Button, Flex, Radio, Select, Skeleton, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { messageForError } from '../../platform/errorMessages';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { DateField } from '../../ui/DateField';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useFreezeMonth, useMonthScopes, useMonthSummary, useUnfreezeMonth } from './timesheets.api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const UtilisationTab = lazy(() => import('./UtilisationTab').then((m) => ({ default: m.UtilisationTab })));
const TimesheetRulesPanel = lazy(() =>
  import('./TimesheetRulesPanel').then((m) => ({ default: m.TimesheetRulesPanel })),
);
const VIEWS = ['utilisation', 'rules'] as const;

/**
 * 'bulk-timesheets' (Timesheets): the timesheet manager closes a month, sees the utilisation of a month, or sets
 * the timesheet rules and uploads past time (each loaded when first shown). Option `tab`: 'utilisation', 'rules',
 * or the month's closing.
 */
export function BulkTimesheetsTool(props: ToolProps) {
  const { options, onOptionsChange } = props;
  const view = VIEWS.find((candidate) => candidate === textOption(options, 'tab')) ?? 'month';
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label="View"
        optionType="button"
        value={view}
        options={[
          { label: 'Close a month', value: 'month' },
          { label: 'Utilisation', value: 'utilisation' },
          { label: 'Rules and uploads', value: 'rules' },
        ]}
        onChange={(event) =>
          onOptionsChange(
            withOptions(options, { tab: event.target.value === 'month' ? undefined : event.target.value }),
          )
        }
      />
      {view === 'month' && <MonthClosing {...props} />}
      {view !== 'month' && (
        <Suspense fallback={<Skeleton active />}>
          {view === 'utilisation' ? (
            <UtilisationTab options={options} onOptionsChange={onOptionsChange} />
          ) : (
            <TimesheetRulesPanel />
          )}
        </Suspense>
      )}
    </Flex>
  );
}

/** Option `scope`: 'p12' (a project), 'd3' (a department), or the whole organisation. */
const scopeOf = (value: string | undefined) => {
  const match = /^([pd])(\d+)$/.exec(value ?? '');
  if (!match) return {};
  return match[1] === 'p' ? { project_id: Number(match[2]) } : { department_id: Number(match[2]) };
};

const DONE = { freeze: 'frozen', unfreeze: 'unfrozen', bill: 'billed' } as const;

/**
 * A month's closing, for the organisation, a project or a department: its approved time is frozen, final and never
 * reopened; a month closed by mistake can be unfrozen, with a reason, except time an invoice references; a
 * project's frozen time is billed by an invoice, for good. Each asks first.
 */
function MonthClosing({ options, onOptionsChange }: ToolProps) {
  const chosen = textOption(options, 'month');
  const month = chosen && MONTH.test(chosen) ? chosen : dayjs().subtract(1, 'month').format('YYYY-MM');
  const scopeKey = textOption(options, 'scope');
  const scope = scopeOf(scopeKey);
  const scopes = useMonthScopes();
  const summary = useMonthSummary({ month, ...scope });
  const freeze = useFreezeMonth();
  const unfreeze = useUnfreezeMonth();
  const failed = freeze.error ?? unfreeze.error;
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const project = scopes.data?.projects.find((candidate) => candidate.id === scope.project_id);
  const department = scopes.data?.departments.find((candidate) => candidate.id === scope.department_id);
  const of = project ? ` of ${project.code}` : department ? ` of ${department.name}` : '';
  const label = `${dayjs(`${month}-01`).format('MMMM YYYY')}${of}`;
  const count = (status: TimesheetStatus) =>
    summary.data?.statuses.find((row) => row.status === status)?.entries ?? 0;

  const questions = {
    freeze: {
      title: `Freeze ${label}?`,
      content:
        'Its approved time becomes final: no one can reopen or change it. Time not yet approved stays as it is.',
      confirmText: 'Freeze',
    },
    unfreeze: {
      title: `Unfreeze ${label}?`,
      content:
        'Its frozen time goes back to approved, where approvers may reopen it. Billed time stays billed. The reason is kept on the audit log.',
      confirmText: 'Unfreeze',
      comment: { label: 'Reason', isRequired: true },
    },
    bill: {
      title: `Mark ${label} billed?`,
      content: 'Its frozen time is locked by the invoice for good: it can no longer be unfrozen.',
      confirmText: 'Mark billed',
      comment: { label: 'Invoice number', isRequired: true },
    },
  } as const;

  const run = async (action: 'freeze' | 'unfreeze' | 'bill') => {
    const values = await confirm({
      ...questions[action],
      isDanger: action !== 'unfreeze',
      onConfirm: (entered) =>
        action === 'unfreeze'
          ? unfreeze.mutateAsync({ month, ...scope, reason: entered.comment?.trim() })
          : freeze.mutateAsync({
              month,
              ...scope,
              action,
              invoice_reference: entered.comment?.trim() || undefined,
            }),
    });
    if (values) notify('success', `${label} ${DONE[action]}`);
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <DateField
            picker="month"
            aria-label="Month"
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(value) => value && onOptionsChange({ ...options, month: value.format('YYYY-MM') })}
            format="MMMM YYYY"
          />
          <Select
            aria-label="Close for"
            value={project || department ? scopeKey : 'all'}
            loading={scopes.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 280 }}
            onChange={(value) =>
              onOptionsChange(withOptions(options, { scope: value === 'all' ? undefined : value }))
            }
            options={[
              { label: 'The whole organisation', value: 'all' },
              {
                label: 'Projects',
                options: (scopes.data?.projects ?? []).map((candidate) => ({
                  label: `${candidate.code} ${candidate.name}`,
                  value: `p${candidate.id}`,
                })),
              },
              {
                label: 'Departments',
                options: (scopes.data?.departments ?? []).map((candidate) => ({
                  label: candidate.name,
                  value: `d${candidate.id}`,
                })),
              },
            ]}
          />
        </Space>
        <Space wrap>
          <Button
            danger
            type="primary"
            disabled={!count('approved')}
            loading={freeze.isPending}
            onClick={() => run('freeze')}
          >
            Freeze approved time
          </Button>
          <Button disabled={!count('frozen')} loading={unfreeze.isPending} onClick={() => run('unfreeze')}>
            Unfreeze
          </Button>
          {project && (
            <Button disabled={!count('frozen')} onClick={() => run('bill')}>
              Mark billed
            </Button>
          )}
        </Space>
      </Flex>
      {failed && <Alert type="error" showIcon title={messageForError(failed, 'timesheets')} />}
      {summary.isPending ? (
        <Skeleton active />
      ) : summary.isError ? (
        <LoadFailed variant="inline" error={summary.error} onRetry={() => summary.refetch()} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {count('submitted')
              ? `${count('submitted')} entries of ${label} still wait for approval.`
              : `Time logged in ${label}:`}
          </Typography.Text>
          <Table
            aria-label={`Time of ${label} by status`}
            rowKey="status"
            size="small"
            pagination={false}
            dataSource={summary.data.statuses}
            locale={{ emptyText: <EmptyState description={`No time was logged in ${label}.`} /> }}
            columns={[
              {
                title: 'Status',
                key: 'status',
                render: (_, row) => (
                  <StatusBadge status={row.status} label={TIMESHEET_STATUS_TEXTS[row.status]} />
                ),
              },
              { title: 'Entries', dataIndex: 'entries', key: 'entries', align: 'right' },
              {
                title: 'Time',
                key: 'time',
                align: 'right',
                render: (_, row) => formatTimeSpent(row.minutes) || '0',
              },
            ]}
          />
        </>
      )}
      {confirmation}
    </Flex>
  );
}
