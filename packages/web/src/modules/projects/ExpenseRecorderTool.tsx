import { PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { type Expense, type ExpensePage, formatAmount, type Project, type Receipt } from '@atrium/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Dropdown,
  Flex,
  Space,
  Statistic,
  Table,
  type TableProps,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { useOrganization } from '../../platform/OrganizationContext';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { ExpenseModal } from './components/ExpenseModal';
import { EXPENSE_CATEGORY_LABELS, MODULE, RECEIPT_MODE_LABELS } from './components/expenseForms';
import { ProjectScoped } from './components/ProjectScoped';
import { period } from './components/period';
import { ReceiptModal } from './components/ReceiptModal';
import {
  downloadExpenseAttachment,
  useChangeExpenses,
  useChangeReceipts,
  useExpenses,
  useReceipts,
} from './ledger.api';

const PAGE_SIZE = 10;
type Tab = 'expenses' | 'receipts';
interface Paging {
  page: number;
  pageSize: number;
}
const firstPage: Paging = { page: 1, pageSize: PAGE_SIZE };
const pageQuery = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/**
 * 'project-expense-recorder' (Expenses and Receipts): what a project spent, with its bills attached, and what
 * the client paid against it, each with its total. Those who may update the project record, change and
 * delete; those who may read it see both lists.
 */
export function ExpenseRecorderTool({ options, onOptionsChange }: ToolProps) {
  const id = idOption(options.id);
  const tab: Tab = options.tab === 'receipts' ? 'receipts' : 'expenses';
  const [expensePaging, setExpensePaging] = useState(firstPage);
  const [receiptPaging, setReceiptPaging] = useState(firstPage);
  const expenses = useExpenses(id, pageQuery(expensePaging));
  const receipts = useReceipts(id, pageQuery(receiptPaging));
  return (
    <ProjectScoped
      id={id}
      onPick={(next) => {
        setExpensePaging(firstPage);
        setReceiptPaging(firstPage);
        onOptionsChange({ ...options, id: next });
      }}
      result={expenses}
      emptyText="Choose a project to see its expenses and receipts."
    >
      {(data) => (
        <ExpensesAndReceipts
          page={data}
          receipts={receipts}
          tab={tab}
          onTab={(next) => onOptionsChange({ ...options, tab: next === 'expenses' ? undefined : next })}
          expensePaging={expensePaging}
          onExpensePaging={setExpensePaging}
          receiptPaging={receiptPaging}
          onReceiptPaging={setReceiptPaging}
        />
      )}
    </ProjectScoped>
  );
}

interface ExpensesAndReceiptsProps {
  page: ExpensePage;
  receipts: UseQueryResult<{ count: number; total: number; results: Receipt[] }>;
  tab: Tab;
  onTab(tab: Tab): void;
  expensePaging: Paging;
  onExpensePaging(paging: Paging): void;
  receiptPaging: Paging;
  onReceiptPaging(paging: Paging): void;
}

function ExpensesAndReceipts(props: ExpensesAndReceiptsProps) {
  const { page, receipts, tab, onTab } = props;
  const { project, permissions } = page;
  const canEdit = permissions.can_update && project.status !== 'closed';
  const money = (value: number) => `${project.currency} ${formatAmount(value, project.currency)}`;
  const received = receipts.data?.total;

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
          <Statistic title="Spent" value={money(page.total)} />
        </Card>
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic title="Received" value={received === undefined ? '—' : money(received)} />
        </Card>
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic
            title="Received less spent"
            value={received === undefined ? '—' : money(received - page.total)}
          />
        </Card>
      </Flex>
      {project.status === 'closed' && permissions.can_update && (
        <Alert
          type="info"
          showIcon
          title="This project is closed: its expenses and receipts no longer change."
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key as Tab)}
        items={[
          {
            key: 'expenses',
            label: `Expenses (${page.count})`,
            children: (
              <ExpenseList
                page={page}
                canEdit={canEdit}
                money={money}
                paging={props.expensePaging}
                onPaging={props.onExpensePaging}
              />
            ),
          },
          {
            key: 'receipts',
            label: receipts.data ? `Receipts (${receipts.data.count})` : 'Receipts',
            children: (
              <ReceiptList
                project={project}
                result={receipts}
                canEdit={canEdit}
                money={money}
                paging={props.receiptPaging}
                onPaging={props.onReceiptPaging}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}

interface ListProps {
  canEdit: boolean;
  money(value: number): string;
  paging: Paging;
  onPaging(paging: Paging): void;
}

/** Pages through `count` rows; back a page when the last row of the last page goes. */
const pagination = ({ paging, onPaging }: ListProps, count: number, noun: string) => ({
  current: paging.page,
  pageSize: paging.pageSize,
  total: count,
  hideOnSinglePage: count <= PAGE_SIZE,
  showSizeChanger: true,
  pageSizeOptions: [10, 20, 50],
  showTotal: (total: number) => `${total} ${noun}${total === 1 ? '' : 's'}`,
  onChange: (page: number, pageSize: number) =>
    onPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
});

function ExpenseList(props: ListProps & { page: ExpensePage }) {
  const { page, canEdit, money, paging, onPaging } = props;
  const { project } = page;
  const organization = useOrganization();
  const change = useChangeExpenses(project.id);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [editing, setEditing] = useState<Expense | null | undefined>(undefined);

  const remove = async (expense: Expense) => {
    const files = expense.attachments.length;
    const done = await confirm({
      title: 'Delete this expense?',
      content: `${EXPENSE_CATEGORY_LABELS[expense.category]} of ${money(expense.amount)} on ${displayDate(expense.date)}${
        files ? ` and its ${files} ${files === 1 ? 'attachment' : 'attachments'}` : ''
      } will be deleted.`,
      isDanger: true,
      confirmText: 'Delete expense',
      onConfirm: () => change.mutateAsync({ kind: 'delete', recordId: expense.id }),
    });
    if (done) {
      notify('success', 'Expense deleted');
      if (page.results.length === 1 && paging.page > 1) onPaging({ ...paging, page: paging.page - 1 });
    }
  };

  const download = (expense: Expense, attachmentId: number) => {
    const attachment = expense.attachments.find((file) => file.id === attachmentId);
    if (!attachment) return;
    downloadExpenseAttachment(organization.id, project.id, expense.id, attachment).catch((error: unknown) =>
      notify('error', messageForError(error, MODULE)),
    );
  };

  const columns: TableProps<Expense>['columns'] = [
    { title: 'Date', key: 'date', width: 120, render: (_, e) => displayDate(e.date) },
    { title: 'Category', key: 'category', render: (_, e) => EXPENSE_CATEGORY_LABELS[e.category] },
    {
      title: 'Description',
      key: 'description',
      ellipsis: true,
      render: (_, e) => e.description ?? '—',
    },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, e) => money(e.amount) },
    { title: 'Recorded by', key: 'recorded_by', render: (_, e) => e.recorded_by?.name ?? '—' },
    {
      title: 'Attachments',
      key: 'attachments',
      render: (_, e) =>
        e.attachments.length ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: e.attachments.map((file) => ({ key: String(file.id), label: file.file_name })),
              onClick: ({ key }) => download(e, Number(key)),
            }}
          >
            <Button
              type="link"
              size="small"
              icon={<PaperClipOutlined aria-hidden />}
              aria-label={`${e.attachments.length} ${e.attachments.length === 1 ? 'attachment' : 'attachments'}: download`}
            >
              {e.attachments.length}
            </Button>
          </Dropdown>
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        ),
    },
    ...(canEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, e: Expense) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(e)}>
                  Edit
                </Button>
                <Button type="link" danger onClick={() => remove(e)}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          Total spent: <Typography.Text strong>{money(page.total)}</Typography.Text>
        </Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            Record expense
          </Button>
        )}
      </Flex>
      <Table<Expense>
        aria-label="Expenses"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.results}
        pagination={pagination(props, page.count, 'expense')}
        locale={{ emptyText: <EmptyState description="No expenses recorded yet." /> }}
        scroll={{ x: 'max-content' }}
      />
      <ExpenseModal
        project={project}
        expense={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(_, isNew) => {
          notify('success', isNew ? 'Expense recorded' : 'Expense saved');
          if (isNew) onPaging({ ...paging, page: 1 });
        }}
      />
      {confirmation}
    </Flex>
  );
}

function ReceiptList(
  props: ListProps & {
    project: Project;
    result: UseQueryResult<{ count: number; total: number; results: Receipt[] }>;
  },
) {
  const { project, result, canEdit, money, paging, onPaging } = props;
  const change = useChangeReceipts(project.id);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [editing, setEditing] = useState<Receipt | null | undefined>(undefined);

  if (result.isError)
    return <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />;
  const receipts = result.data;

  const remove = async (receipt: Receipt) => {
    const done = await confirm({
      title: 'Delete this receipt?',
      content: `${money(receipt.amount)} received on ${displayDate(receipt.received_on)} will be deleted.`,
      isDanger: true,
      confirmText: 'Delete receipt',
      onConfirm: () => change.mutateAsync({ kind: 'delete', recordId: receipt.id }),
    });
    if (done) {
      notify('success', 'Receipt deleted');
      if (receipts?.results.length === 1 && paging.page > 1) onPaging({ ...paging, page: paging.page - 1 });
    }
  };

  const columns: TableProps<Receipt>['columns'] = [
    { title: 'Date received', key: 'received_on', width: 130, render: (_, r) => displayDate(r.received_on) },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, r) => money(r.amount) },
    { title: 'Mode', key: 'mode', render: (_, r) => RECEIPT_MODE_LABELS[r.mode] },
    { title: 'Reference', key: 'reference', render: (_, r) => r.reference ?? '—' },
    { title: 'Note', key: 'note', ellipsis: true, render: (_, r) => r.note ?? '—' },
    { title: 'Recorded by', key: 'recorded_by', render: (_, r) => r.recorded_by?.name ?? '—' },
    ...(canEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, r: Receipt) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(r)}>
                  Edit
                </Button>
                <Button type="link" danger onClick={() => remove(r)}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          Total received: <Typography.Text strong>{receipts ? money(receipts.total) : '—'}</Typography.Text>
        </Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            Record receipt
          </Button>
        )}
      </Flex>
      <Table<Receipt>
        aria-label="Receipts"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={receipts?.results ?? []}
        loading={result.isPending}
        pagination={pagination(props, receipts?.count ?? 0, 'receipt')}
        locale={{ emptyText: <EmptyState description="No money received yet." /> }}
        scroll={{ x: 'max-content' }}
      />
      <ReceiptModal
        project={project}
        receipt={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(isNew) => {
          notify('success', isNew ? 'Receipt recorded' : 'Receipt saved');
          if (isNew) onPaging({ ...paging, page: 1 });
        }}
      />
      {confirmation}
    </Flex>
  );
}
