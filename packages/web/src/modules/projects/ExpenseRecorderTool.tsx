import { PaperClipOutlined } from '@ant-design/icons';
import type { Expense, Receipt } from '@atrium/contracts';
import { Button, Dropdown, type TableProps, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { useOrganization } from '../../platform/OrganizationContext';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { EXPENSE_CATEGORY_LABELS, MODULE, RECEIPT_MODE_LABELS } from './components/expenseForms';
import { LedgerList } from './components/LedgerList';
import { type LedgerTabProps, ProjectLedgerScreen, useLedgerPaging } from './components/ProjectLedgerScreen';
import { ProjectScoped } from './components/ProjectScoped';
import {
  downloadExpenseAttachment,
  useChangeExpenses,
  useChangeReceipts,
  useExpenses,
  useReceipts,
} from './ledger.api';

// The forms, with their date pickers, number fields and uploads, are fetched when one first opens.
const ExpenseModal = lazy(() =>
  import('./components/ExpenseModal').then((m) => ({ default: m.ExpenseModal })),
);
const ReceiptModal = lazy(() =>
  import('./components/ReceiptModal').then((m) => ({ default: m.ReceiptModal })),
);

/**
 * 'project-expense-recorder' (Expenses and Receipts): what a project spent, with its bills attached, and what
 * the client paid against it, each with its total. Those who may update the project record, change and
 * delete; those who may read it see both lists.
 */
export function ExpenseRecorderTool({ options, onOptionsChange }: ToolProps) {
  return (
    <ProjectScoped
      id={idOption(options.id)}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      emptyText="Choose a project to see its expenses and receipts."
    >
      {(id) => (
        <ProjectExpenses
          key={id}
          id={id}
          tab={options.tab === 'receipts' ? 'receipts' : 'expenses'}
          onTab={(next) => onOptionsChange({ ...options, tab: next === 'expenses' ? undefined : next })}
        />
      )}
    </ProjectScoped>
  );
}

function ProjectExpenses({ id, tab, onTab }: { id: number; tab: string; onTab(tab: string): void }) {
  const expensePaging = useLedgerPaging();
  const receiptPaging = useLedgerPaging();
  const expenses = useExpenses(id, expensePaging.query);
  const receipts = useReceipts(id, receiptPaging.query);
  return (
    <ProjectLedgerScreen
      ledgers={[
        {
          key: 'expenses',
          title: 'Expenses',
          totalTitle: 'Spent',
          result: expenses,
          list: (context) => <ExpenseList context={context} paging={expensePaging} result={expenses} />,
        },
        {
          key: 'receipts',
          title: 'Receipts',
          totalTitle: 'Received',
          result: receipts,
          list: (context) => <ReceiptList context={context} paging={receiptPaging} result={receipts} />,
        },
      ]}
      activeTab={tab}
      onTab={onTab}
      difference={{ title: 'Received less spent', of: (spent, received) => received - spent }}
      records="expenses and receipts"
    />
  );
}

const plural = (noun: string) => (count: number) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function ExpenseList({ context, paging, result }: LedgerTabProps<Expense>) {
  const { project, money } = context;
  const organization = useOrganization();
  const change = useChangeExpenses(project.id);
  const notify = useNotify();
  const [editing, setEditing] = useState<Expense | null | undefined>(undefined);
  const hasForm = useOpenedOnce(editing !== undefined);

  const download = (expense: Expense, attachmentId: number) => {
    const attachment = expense.attachments.find((file) => file.id === attachmentId);
    if (!attachment) return;
    downloadExpenseAttachment(organization.id, project.id, expense.id, attachment).catch((error: unknown) =>
      notify('error', messageForError(error, MODULE)),
    );
  };
  const files = (count: number) => `${count} ${count === 1 ? 'attachment' : 'attachments'}`;

  const columns: NonNullable<TableProps<Expense>['columns']> = [
    { title: 'Date', key: 'date', width: 120, render: (_, e) => displayDate(e.date) },
    { title: 'Category', key: 'category', render: (_, e) => EXPENSE_CATEGORY_LABELS[e.category] },
    { title: 'Description', key: 'description', ellipsis: true, render: (_, e) => e.description ?? '—' },
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
              aria-label={`${files(e.attachments.length)}: download`}
            >
              {e.attachments.length}
            </Button>
          </Dropdown>
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        ),
    },
  ];

  return (
    <LedgerList<Expense>
      context={context}
      result={result}
      paging={paging}
      title="Expenses"
      totalLabel="Total spent"
      counted={plural('expense')}
      emptyText="No expenses recorded yet."
      columns={columns}
      addText="Record expense"
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      remove={{
        noun: 'expense',
        text: (e) =>
          `${EXPENSE_CATEGORY_LABELS[e.category]} of ${money(e.amount)} on ${displayDate(e.date)}${
            e.attachments.length ? ` and its ${files(e.attachments.length)}` : ''
          } will be deleted.`,
        run: (e) => change.mutateAsync({ kind: 'delete', recordId: e.id }),
      }}
    >
      {hasForm && (
        <Suspense fallback={null}>
          <ExpenseModal
            project={project}
            expense={editing}
            onClose={() => setEditing(undefined)}
            onSaved={(_, isNew) => {
              notify('success', isNew ? 'Expense recorded' : 'Expense saved');
              if (isNew) paging.set({ ...paging.current, page: 1 });
            }}
          />
        </Suspense>
      )}
    </LedgerList>
  );
}

function ReceiptList({ context, paging, result }: LedgerTabProps<Receipt>) {
  const { project, money } = context;
  const change = useChangeReceipts(project.id);
  const notify = useNotify();
  const [editing, setEditing] = useState<Receipt | null | undefined>(undefined);
  const hasForm = useOpenedOnce(editing !== undefined);

  const columns: NonNullable<TableProps<Receipt>['columns']> = [
    { title: 'Date received', key: 'received_on', width: 130, render: (_, r) => displayDate(r.received_on) },
    { title: 'Amount', key: 'amount', align: 'right', render: (_, r) => money(r.amount) },
    { title: 'Mode', key: 'mode', render: (_, r) => RECEIPT_MODE_LABELS[r.mode] },
    { title: 'Reference', key: 'reference', render: (_, r) => r.reference ?? '—' },
    { title: 'Note', key: 'note', ellipsis: true, render: (_, r) => r.note ?? '—' },
    { title: 'Recorded by', key: 'recorded_by', render: (_, r) => r.recorded_by?.name ?? '—' },
  ];

  return (
    <LedgerList<Receipt>
      context={context}
      result={result}
      paging={paging}
      title="Receipts"
      totalLabel="Total received"
      counted={plural('receipt')}
      emptyText="No money received yet."
      columns={columns}
      addText="Record receipt"
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      remove={{
        noun: 'receipt',
        text: (r) => `${money(r.amount)} received on ${displayDate(r.received_on)} will be deleted.`,
        run: (r) => change.mutateAsync({ kind: 'delete', recordId: r.id }),
      }}
    >
      {hasForm && (
        <Suspense fallback={null}>
          <ReceiptModal
            project={project}
            receipt={editing}
            onClose={() => setEditing(undefined)}
            onSaved={(isNew) => {
              notify('success', isNew ? 'Receipt recorded' : 'Receipt saved');
              if (isNew) paging.set({ ...paging.current, page: 1 });
            }}
          />
        </Suspense>
      )}
    </LedgerList>
  );
}
