import type { Cost, FinancialRecordKind, Project, Revenue } from '@atrium/contracts';
import { Flex, type TableProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  COST_CATEGORY_LABELS,
  financeOptions,
  REVENUE_STATUS_LABELS,
  REVENUE_TYPE_LABELS,
} from './components/financialForms';
import { LedgerList } from './components/LedgerList';
import { type LedgerTabProps, ProjectLedgerScreen, useLedgerPaging } from './components/ProjectLedgerScreen';
import { ProjectScoped } from './components/ProjectScoped';
import { useChangeCosts, useChangeRevenues, useCosts, useRevenues } from './ledger.api';

/**
 * 'project-financial-records' (Finances): a project's revenue and costs on two tabs (the active one kept in the
 * tool's options, so in the URL), each a paged list with its total in the project's currency. Each record opens
 * in Record Details; those who may update the project record, change and delete them through the Financial Form.
 */
export function FinancialRecordsTool({ options, onOptionsChange }: ToolProps) {
  const { id, kind } = financeOptions(options);
  return (
    <ProjectScoped
      id={id}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      emptyText="Choose a project to see its revenue and costs."
    >
      {(projectId) => (
        <ProjectFinancialRecords
          key={projectId}
          id={projectId}
          kind={kind}
          onKind={(next) => onOptionsChange({ ...options, kind: next === 'revenue' ? undefined : next })}
        />
      )}
    </ProjectScoped>
  );
}

interface ProjectFinancialRecordsProps {
  id: number;
  kind: FinancialRecordKind;
  onKind(kind: FinancialRecordKind): void;
}

/** One project's revenue and costs, each ledger on its tab. */
export function ProjectFinancialRecords({ id, kind, onKind }: ProjectFinancialRecordsProps) {
  const revenuePaging = useLedgerPaging();
  const costPaging = useLedgerPaging();
  const revenues = useRevenues(id, revenuePaging.query);
  const costs = useCosts(id, costPaging.query);
  return (
    <ProjectLedgerScreen
      ledgers={[
        {
          key: 'revenue',
          title: 'Revenue',
          totalTitle: 'Revenue',
          result: revenues,
          list: (context) => <RevenueList context={context} paging={revenuePaging} result={revenues} />,
        },
        {
          key: 'cost',
          title: 'Costs',
          totalTitle: 'Costs',
          result: costs,
          list: (context) => <CostList context={context} paging={costPaging} result={costs} />,
        },
      ]}
      activeTab={kind}
      onTab={(next) => onKind(next === 'cost' ? 'cost' : 'revenue')}
      difference={{ title: 'Revenue less costs', of: (revenue, spent) => revenue - spent }}
      records="revenue and costs"
    />
  );
}

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

function RevenueList({ context, paging, result }: LedgerTabProps<Revenue>) {
  const { project, money } = context;
  const open = useOpen(project, 'revenue');
  const change = useChangeRevenues(project.id);
  const describe = (r: Revenue) => `revenue of ${money(r.amount)} on ${displayDate(r.revenue_date)}`;

  const columns: NonNullable<TableProps<Revenue>['columns']> = [
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
  ];

  return (
    <LedgerList<Revenue>
      context={context}
      result={result}
      paging={paging}
      title="Revenue"
      totalLabel="Total revenue"
      counted={(n) => `${n} ${n === 1 ? 'entry' : 'entries'}`}
      emptyText="No revenue recorded yet."
      columns={columns}
      addText="Record revenue"
      onAdd={() => open.form()}
      onEdit={(r) => open.form(r.id)}
      remove={{
        noun: 'revenue entry',
        text: (r) => `Revenue of ${money(r.amount)} on ${displayDate(r.revenue_date)} will be deleted.`,
        run: (r) => change.mutateAsync({ kind: 'delete', recordId: r.id }),
      }}
      describe={describe}
    />
  );
}

function CostList({ context, paging, result }: LedgerTabProps<Cost>) {
  const { project, money } = context;
  const open = useOpen(project, 'cost');
  const change = useChangeCosts(project.id);
  const describe = (c: Cost) => `cost of ${money(c.amount)} on ${displayDate(c.date)}`;

  const columns: NonNullable<TableProps<Cost>['columns']> = [
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
  ];

  return (
    <LedgerList<Cost>
      context={context}
      result={result}
      paging={paging}
      title="Costs"
      totalLabel="Total costs"
      counted={(n) => `${n} ${n === 1 ? 'cost' : 'costs'}`}
      emptyText="No costs recorded yet."
      columns={columns}
      addText="Record cost"
      onAdd={() => open.form()}
      onEdit={(c) => open.form(c.id)}
      remove={{
        noun: 'cost',
        text: (c) =>
          `${COST_CATEGORY_LABELS[c.category]} cost of ${money(c.amount)} on ${displayDate(c.date)} will be deleted.`,
        run: (c) => change.mutateAsync({ kind: 'delete', recordId: c.id }),
      }}
      describe={describe}
    />
  );
}
