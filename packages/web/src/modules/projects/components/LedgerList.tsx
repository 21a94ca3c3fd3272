import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Space, Table, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import {
  LEDGER_PAGE_SIZE,
  type LedgerListContext,
  type LedgerPage,
  type LedgerPaging,
} from './ProjectLedgerScreen';

interface LedgerListProps<Row extends { id: number }> {
  context: LedgerListContext;
  result: UseQueryResult<LedgerPage<Row>>;
  paging: LedgerPaging;
  /** The table's accessible name: "Expenses". */
  title: string;
  /** Before the ledger's total: "Total spent". */
  totalLabel: string;
  /** The rows counted under the table: "3 expenses". */
  counted(count: number): string;
  emptyText: string;
  columns: NonNullable<TableProps<Row>['columns']>;
  /** The add button's text, shown to those who may change the ledger: "Record expense". */
  addText: string;
  onAdd(): void;
  onEdit(row: Row): void;
  remove: {
    /** What is deleted: "expense" asks "Delete this expense?" and says "Expense deleted". */
    noun: string;
    /** What the confirmation says will go. */
    text(row: Row): string;
    run(row: Row): Promise<unknown>;
  };
  /** Names a row for its Edit and Delete buttons ("Edit cost of ..."), where they need more than their text. */
  describe?(row: Row): string;
  /** Dialogs the list opens. */
  children?: ReactNode;
}

/**
 * A paged list of one of a project's money ledgers, with its total; those who may change the ledger add to it,
 * and edit and delete rows (deleting after they confirm).
 */
export function LedgerList<Row extends { id: number }>(props: LedgerListProps<Row>) {
  const { context, result, paging, remove, describe } = props;
  const { canEdit, money } = context;
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  if (result.isError)
    return <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />;
  const page = result.data;

  const askToDelete = async (row: Row) => {
    const done = await confirm({
      title: `Delete this ${remove.noun}?`,
      content: remove.text(row),
      isDanger: true,
      confirmText: `Delete ${remove.noun}`,
      onConfirm: () => remove.run(row),
    });
    if (!done) return;
    notify('success', `${remove.noun.charAt(0).toUpperCase()}${remove.noun.slice(1)} deleted`);
    // Back a page when the last row of the last page goes.
    if (page?.results.length === 1 && paging.current.page > 1)
      paging.set({ ...paging.current, page: paging.current.page - 1 });
  };

  const actions: NonNullable<TableProps<Row>['columns']> = [
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          <Button
            type="link"
            onClick={() => props.onEdit(row)}
            aria-label={describe && `Edit ${describe(row)}`}
          >
            Edit
          </Button>
          <Button
            type="link"
            danger
            onClick={() => askToDelete(row)}
            aria-label={describe && `Delete ${describe(row)}`}
          >
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          {props.totalLabel}: <Typography.Text strong>{page ? money(page.total) : '—'}</Typography.Text>
        </Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onAdd}>
            {props.addText}
          </Button>
        )}
      </Flex>
      <Table<Row>
        aria-label={props.title}
        rowKey="id"
        size="small"
        columns={canEdit ? [...props.columns, ...actions] : props.columns}
        dataSource={page?.results ?? []}
        loading={result.isPending}
        pagination={{
          current: paging.current.page,
          pageSize: paging.current.pageSize,
          total: page?.count ?? 0,
          hideOnSinglePage: (page?.count ?? 0) <= LEDGER_PAGE_SIZE,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total: number) => props.counted(total),
          onChange: (next: number, pageSize: number) =>
            paging.set({ page: pageSize === paging.current.pageSize ? next : 1, pageSize }),
        }}
        locale={{ emptyText: <EmptyState description={props.emptyText} /> }}
        scroll={{ x: 'max-content' }}
      />
      {props.children}
      {confirmation}
    </Flex>
  );
}
