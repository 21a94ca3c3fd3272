import type {
  Cost,
  CostDetail,
  FinancialRecordKind,
  Project,
  ProjectPermissions,
  RecordHistoryEntry,
  Revenue,
  RevenueDetail,
  ToolOptions,
} from '@atrium/contracts';
import { Alert, Button, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { FinanceHistory } from './components/FinanceHistory';
import {
  COST_CATEGORY_LABELS,
  financeOptions,
  REVENUE_STATUS_LABELS,
  REVENUE_TYPE_LABELS,
} from './components/financialForms';
import { period } from './components/period';
import { moneyIn } from './components/projectMoney';
import { useWhoMay } from './components/whoMay';
import { useChangeCosts, useChangeRevenues, useCostDetail, useRevenueDetail } from './ledger.api';

/**
 * 'project-financial-record-details' (Record Details): one revenue or cost entry of a project (options `id`,
 * `kind` and `record`), with who recorded and changed it and how; those who may update the project edit it in
 * the Financial Form or delete it after confirming.
 */
export function FinancialRecordDetailsTool({ options }: ToolProps) {
  const { id, kind, record } = financeOptions(options);
  const revenue = useRevenueDetail(kind === 'revenue' ? id : undefined, record);
  const cost = useCostDetail(kind === 'cost' ? id : undefined, record);
  if (id === undefined || record === undefined)
    return <EmptyState description="Open a revenue or cost entry from a project's Finances." />;
  const result = kind === 'revenue' ? revenue : cost;
  if (result.isPending) return <Skeleton active />;
  if (result.isError)
    return <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />;
  return kind === 'revenue' ? (
    <RevenueDetails detail={result.data as RevenueDetail} />
  ) : (
    <CostDetails detail={result.data as CostDetail} />
  );
}

function RevenueDetails({ detail }: { detail: RevenueDetail }) {
  const { project, record } = detail;
  const money = moneyIn(project);
  const change = useChangeRevenues(project.id);
  const milestones = new Map(record.milestone ? [[record.milestone.id, record.milestone.name]] : []);
  return (
    <RecordFrame
      kind="revenue"
      title={`Revenue of ${money(record.amount)}`}
      project={project}
      permissions={detail.permissions}
      record={record}
      history={detail.history}
      historyOf={(history) => (
        <FinanceHistory
          history={history}
          record={record}
          currency={project.currency}
          milestones={milestones}
        />
      )}
      onDelete={() => change.mutateAsync({ kind: 'delete', recordId: record.id })}
      deleteText={`Revenue of ${money(record.amount)} on ${displayDate(record.revenue_date)} will be deleted.`}
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Revenue date">{displayDate(record.revenue_date)}</Descriptions.Item>
        <Descriptions.Item label="Amount">{money(record.amount)}</Descriptions.Item>
        <Descriptions.Item label="Type">{REVENUE_TYPE_LABELS[record.revenue_type]}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <StatusBadge status={record.status} label={REVENUE_STATUS_LABELS[record.status]} />
        </Descriptions.Item>
        <Descriptions.Item label="Receipt date">{displayDate(record.receipt_date)}</Descriptions.Item>
        <Descriptions.Item label="Expected payment date">
          {displayDate(record.expected_payment_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Milestone">{record.milestone?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Recorded by">{record.recorded_by?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Description" span={2}>
          {record.description ?? '—'}
        </Descriptions.Item>
      </Descriptions>
    </RecordFrame>
  );
}

function CostDetails({ detail }: { detail: CostDetail }) {
  const { project, record } = detail;
  const money = moneyIn(project);
  const change = useChangeCosts(project.id);
  return (
    <RecordFrame
      kind="cost"
      title={`${COST_CATEGORY_LABELS[record.category]} cost of ${money(record.amount)}`}
      project={project}
      permissions={detail.permissions}
      record={record}
      history={detail.history}
      historyOf={(history) => (
        <FinanceHistory history={history} record={record} currency={project.currency} />
      )}
      onDelete={() => change.mutateAsync({ kind: 'delete', recordId: record.id })}
      deleteText={`${COST_CATEGORY_LABELS[record.category]} cost of ${money(record.amount)} on ${displayDate(record.date)} will be deleted.`}
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Date">{displayDate(record.date)}</Descriptions.Item>
        <Descriptions.Item label="Amount">{money(record.amount)}</Descriptions.Item>
        <Descriptions.Item label="Category">{COST_CATEGORY_LABELS[record.category]}</Descriptions.Item>
        <Descriptions.Item label="Recorded by">{record.recorded_by?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Description" span={2}>
          {record.description ?? '—'}
        </Descriptions.Item>
      </Descriptions>
    </RecordFrame>
  );
}

interface RecordFrameProps {
  kind: FinancialRecordKind;
  title: string;
  project: Project;
  permissions: ProjectPermissions;
  record: Revenue | Cost;
  history: RecordHistoryEntry[];
  historyOf(history: RecordHistoryEntry[]): ReactNode;
  onDelete(): Promise<unknown>;
  deleteText: string;
  children: ReactNode;
}

/** The record's heading with its actions, its fields, and its history. */
function RecordFrame(props: RecordFrameProps) {
  const { kind, project, permissions, record } = props;
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const whoMay = useWhoMay();
  const canChange = permissions.can_update && project.status !== 'closed';
  const finances: ToolOptions = { id: project.id, ...(kind === 'cost' ? { kind } : {}) };
  const noun = kind === 'revenue' ? 'revenue entry' : 'cost';

  const remove = async () => {
    const done = await confirm({
      title: `Delete this ${noun}?`,
      content: props.deleteText,
      isDanger: true,
      confirmText: `Delete ${noun}`,
      onConfirm: props.onDelete,
    });
    if (done) {
      notify('success', kind === 'revenue' ? 'Revenue entry deleted' : 'Cost deleted');
      navigate(toolLink('project-financial-records', finances));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        <Space wrap size={[12, 4]} align="baseline">
          <Typography.Text type="secondary">{project.code}</Typography.Text>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
          <Typography.Text type="secondary">{project.name}</Typography.Text>
        </Space>
        <Flex gap={8} wrap>
          {canChange && (
            <>
              <Button
                type="primary"
                onClick={() =>
                  navigate(toolLink('project-financial-forms', { ...finances, kind, record: record.id }))
                }
              >
                Edit
              </Button>
              <Button danger onClick={remove}>
                Delete
              </Button>
            </>
          )}
          <Button onClick={() => navigate(toolLink('project-financial-records', finances))}>
            All finances
          </Button>
        </Flex>
      </Flex>
      {project.status === 'closed' && permissions.can_update && (
        <Alert type="info" showIcon title="This project is closed: its revenue and costs no longer change." />
      )}
      {project.status !== 'closed' && !permissions.can_update && (
        <Typography.Text type="secondary">
          Revenue and costs are recorded and changed by {whoMay('project_create_update')}.
        </Typography.Text>
      )}
      <Typography.Text type="secondary">
        Project dates: {period(project.start_date, project.end_date)}
      </Typography.Text>
      {props.children}
      <Flex vertical gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          History
        </Typography.Title>
        {props.historyOf(props.history)}
      </Flex>
      {confirmation}
    </Flex>
  );
}
