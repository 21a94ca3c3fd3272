import { PlusOutlined } from '@ant-design/icons';
import {
  type Cost,
  type FinancialRecordKind,
  formatAmount,
  type Project,
  type Revenue,
  type RevenuePage,
} from '@atrium/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Space, Statistic, Table, type TableProps, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import {
  COST_CATEGORY_LABELS,
  financeOptions,
  REVENUE_STATUS_LABELS,
  REVENUE_TYPE_LABELS,
} from './components/financialForms';
import { ProjectScoped } from './components/ProjectScoped';
import { period } from './components/period';
import { useChangeCosts, useChangeRevenues, useCosts, useRevenues } from './ledger.api';

const PAGE_SIZE = 10;
interface Paging {
  page: number;
  pageSize: number;
}
const firstPage: Paging = { page: 1, pageSize: PAGE_SIZE };
const pageQuery = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });
type CostPageResult = UseQueryResult<{ count: number; total: number; results: Cost[] }>;

/**
 * 'project-financial-records' (Finances): a project's revenue and costs on two tabs (the active one kept in the
 * tool's options, so in the URL), each a paged list with its total in the project's currency. Each record opens
 * in Record Details; those who may update the project record, change and delete them through the Financial Form.
 */
export function FinancialRecordsTool({ options, onOptionsChange }: ToolProps) {
  const { id, kind: tab } = financeOptions(options);
  const [revenuePaging, setRevenuePaging] = useState(firstPage);
  const [costPaging, setCostPaging] = useState(firstPage);
  const revenues = useRevenues(id, pageQuery(revenuePaging));
  const costs = useCosts(id, pageQuery(costPaging));
  return (
    <ProjectScoped
      id={id}
      onPick={(next) => {
        setRevenuePaging(firstPage);
        setCostPaging(firstPage);
        onOptionsChange({ ...options, id: next });
      }}
      result={revenues}
      emptyText="Choose a project to see its revenue and costs."
    >
      {(page) => (
        <Finances
          page={page}
          costs={costs}
          tab={tab}
          onTab={(next) => onOptionsChange({ ...options, kind: next === 'revenue' ? undefined : next })}
          revenuePaging={revenuePaging}
          onRevenuePaging={setRevenuePaging}
          costPaging={costPaging}
          onCostPaging={setCostPaging}
        />
      )}
    </ProjectScoped>
  );
}

interface FinancesProps {
  page: RevenuePage;
  costs: CostPageResult;
  tab: FinancialRecordKind;
  onTab(tab: FinancialRecordKind): void;
  revenuePaging: Paging;
  onRevenuePaging(paging: Paging): void;
  costPaging: Paging;
  onCostPaging(paging: Paging): void;
}

function Finances(props: FinancesProps) {
  const { page, costs, tab, onTab } = props;
  const { project, permissions } = page;
  const canEdit = permissions.can_update && project.status !== 'closed';
  const money = (value: number) => `${project.currency} ${formatAmount(value, project.currency)}`;
  const spent = costs.data?.total;
  const shared = { project, canEdit, money };

  return (
    <Flex vertical gap={16}>
      <Space wrap size={[12, 4]} align="baseline">
        <Typography.Text type="secondary">{project.code}</Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {project.name}
        </Typography.Title>
        <Typography.Text type="secondary">{period(project.start_date, project.end_date)}</Typography.Text>
      </Space>
      <Flex gap={12} wrap role="group" aria-label="Totals">
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic title="Revenue" value={money(page.total)} />
        </Card>
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic title="Costs" value={spent === undefined ? '—' : money(spent)} />
        </Card>
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic
            title="Revenue less costs"
            value={spent === undefined ? '—' : money(page.total - spent)}
          />
        </Card>
      </Flex>
      {project.status === 'closed' && permissions.can_update && (
        <Alert type="info" showIcon title="This project is closed: its revenue and costs no longer change." />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as FinancialRecordKind)}
        items={[
          {
            key: 'revenue',
            label: `Revenue (${page.count})`,
            children: (
              <RevenueList
                {...shared}
                page={page}
                paging={props.revenuePaging}
                onPaging={props.onRevenuePaging}
              />
            ),
          },
          {
            key: 'cost',
            label: costs.data ? `Costs (${costs.data.count})` : 'Costs',
            children: (
              <CostList {...shared} result={costs} paging={props.costPaging} onPaging={props.onCostPaging} />
            ),
          },
        ]}
      />
    </Flex>
  );
}

interface ListProps {
  project: Project;
  canEdit: boolean;
  money(value: number): string;
  paging: Paging;
  onPaging(paging: Paging): void;
}

/** Pages through `count` rows. */
const pagination = ({ paging, onPaging }: ListProps, count: number, noun: (n: number) => string) => ({
  current: paging.page,
  pageSize: paging.pageSize,
  total: count,
  hideOnSinglePage: count <= PAGE_SIZE,
  showSizeChanger: true,
  pageSizeOptions: [10, 20, 50],
  showTotal: (total: number) => `${total} ${noun(total)}`,
  onChange: (page: number, pageSize: number) =>
    onPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
});

/** Opening a record or its form from a list. */
function useOpen(project: Project, kind: FinancialRecordKind) {
  const navigate = useNavigate();
  return {
    /** A link to the record's details, opened in place. */
    link: (record: number, label: string, text: string) => {
      const href = toolLink('project-financial-record-details', { id: project.id, kind, record });
      return (
        <a
          href={href}
          aria-label={label}
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {text}
        </a>
      );
    },
    form: (record?: number) =>
      navigate(toolLink('project-financial-forms', { id: project.id, kind, ...(record ? { record } : {}) })),
  };
}

/** Deletes a record after the user confirms; back a page when the last row of the last page goes. */
function useDelete(
  props: ListProps,
  rowsOnPage: number,
  remove: (id: number) => Promise<unknown>,
  noun: string,
) {
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const ask = async (id: number, content: string) => {
    const done = await confirm({
      title: `Delete this ${noun}?`,
      content,
      isDanger: true,
      confirmText: `Delete ${noun}`,
      onConfirm: () => remove(id),
    });
    if (done) {
      notify('success', `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`);
      if (rowsOnPage === 1 && props.paging.page > 1)
        props.onPaging({ ...props.paging, page: props.paging.page - 1 });
    }
  };
  return [ask, confirmation] as const;
}

function actionsColumn<T extends { id: number }>(
  canEdit: boolean,
  edit: (record: T) => void,
  remove: (record: T) => void,
  describe: (record: T) => string,
): NonNullable<TableProps<T>['columns']> {
  if (!canEdit) return [];
  return [
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, record: T) => (
        <Space size={0}>
          <Button type="link" onClick={() => edit(record)} aria-label={`Edit ${describe(record)}`}>
            Edit
          </Button>
          <Button type="link" danger onClick={() => remove(record)} aria-label={`Delete ${describe(record)}`}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];
}

function RevenueList(props: ListProps & { page: RevenuePage }) {
  const { page, project, canEdit, money } = props;
  const open = useOpen(project, 'revenue');
  const change = useChangeRevenues(project.id);
  const [remove, confirmation] = useDelete(
    props,
    page.results.length,
    (recordId) => change.mutateAsync({ kind: 'delete', recordId }),
    'revenue entry',
  );
  const describe = (r: Revenue) => `revenue of ${money(r.amount)} on ${displayDate(r.revenue_date)}`;

  const columns: TableProps<Revenue>['columns'] = [
    {
      title: 'Revenue date',
      key: 'revenue_date',
      width: 130,
      render: (_, r) => open.link(r.id, `Open ${describe(r)}`, displayDate(r.revenue_date)),
    },
    {
      title: 'Type and description',
      key: 'description',
      render: (_, r) => (
        <Flex vertical>
          <span>{REVENUE_TYPE_LABELS[r.revenue_type]}</span>
          {(r.description ?? r.milestone?.name) && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
              {r.description ?? r.milestone?.name}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, r) => money(r.amount) },
    { title: 'Receipt date', key: 'receipt_date', render: (_, r) => displayDate(r.receipt_date) },
    {
      title: 'Expected payment',
      key: 'expected_payment_date',
      render: (_, r) => (r.expected_payment_date ? displayDate(r.expected_payment_date) : '—'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, r) => <StatusBadge status={r.status} label={REVENUE_STATUS_LABELS[r.status]} />,
    },
    ...actionsColumn<Revenue>(
      canEdit,
      (r) => open.form(r.id),
      (r) => remove(r.id, `Revenue of ${money(r.amount)} on ${displayDate(r.revenue_date)} will be deleted.`),
      describe,
    ),
  ];

  return (
    <Flex vertical gap={12}>
      <ListHeader label="Total revenue" total={money(page.total)} canEdit={canEdit} onAdd={() => open.form()}>
        Record revenue
      </ListHeader>
      <Table<Revenue>
        aria-label="Revenue"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.results}
        pagination={pagination(props, page.count, (n) => (n === 1 ? 'entry' : 'entries'))}
        locale={{ emptyText: <EmptyState description="No revenue recorded yet." /> }}
        scroll={{ x: 'max-content' }}
      />
      {confirmation}
    </Flex>
  );
}

function CostList(props: ListProps & { result: CostPageResult }) {
  const { result, project, canEdit, money } = props;
  const open = useOpen(project, 'cost');
  const change = useChangeCosts(project.id);
  const [remove, confirmation] = useDelete(
    props,
    result.data?.results.length ?? 0,
    (recordId) => change.mutateAsync({ kind: 'delete', recordId }),
    'cost',
  );
  if (result.isError)
    return <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />;
  const costs = result.data;
  const describe = (c: Cost) => `cost of ${money(c.amount)} on ${displayDate(c.date)}`;

  const columns: TableProps<Cost>['columns'] = [
    {
      title: 'Date',
      key: 'date',
      width: 130,
      render: (_, c) => open.link(c.id, `Open ${describe(c)}`, displayDate(c.date)),
    },
    { title: 'Category', key: 'category', render: (_, c) => COST_CATEGORY_LABELS[c.category] },
    { title: 'Description', key: 'description', ellipsis: true, render: (_, c) => c.description ?? '—' },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, c) => money(c.amount) },
    { title: 'Recorded by', key: 'recorded_by', render: (_, c) => c.recorded_by?.name ?? '—' },
    ...actionsColumn<Cost>(
      canEdit,
      (c) => open.form(c.id),
      (c) =>
        remove(
          c.id,
          `${COST_CATEGORY_LABELS[c.category]} cost of ${money(c.amount)} on ${displayDate(c.date)} will be deleted.`,
        ),
      describe,
    ),
  ];

  return (
    <Flex vertical gap={12}>
      <ListHeader
        label="Total costs"
        total={costs ? money(costs.total) : '—'}
        canEdit={canEdit}
        onAdd={() => open.form()}
      >
        Record cost
      </ListHeader>
      <Table<Cost>
        aria-label="Costs"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={costs?.results ?? []}
        loading={result.isPending}
        pagination={pagination(props, costs?.count ?? 0, (n) => (n === 1 ? 'cost' : 'costs'))}
        locale={{ emptyText: <EmptyState description="No costs recorded yet." /> }}
        scroll={{ x: 'max-content' }}
      />
      {confirmation}
    </Flex>
  );
}

function ListHeader(props: {
  label: string;
  total: string;
  canEdit: boolean;
  onAdd(): void;
  children: string;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Text>
        {props.label}: <Typography.Text strong>{props.total}</Typography.Text>
      </Typography.Text>
      {props.canEdit && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onAdd}>
          {props.children}
        </Button>
      )}
    </Flex>
  );
}
