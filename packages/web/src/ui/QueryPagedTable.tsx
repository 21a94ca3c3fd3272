import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE } from '../platform/listOptions';
import { EmptyState } from './EmptyState';
import { LoadFailed } from './LoadFailed';
import { countText } from './ServerListScreen';

/** A query of one page of a list: the page's rows and the whole list's count. */
export interface PageQuery<Row> {
  data?: { count: number; results: Row[] };
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

/** The page a paged table shows, and the `limit` and `offset` its query asks the server for. */
export function usePage(pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  return { page, setPage, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

interface QueryPagedTableProps<Row> extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> {
  query: PageQuery<Row>;
  paging: Pick<ReturnType<typeof usePage>, 'page' | 'setPage' | 'pageSize'>;
  /** What an empty list says. */
  emptyText?: string;
  /** The plural the pager counts the whole list with ("Allocations" shows "45 allocations"); no count when absent. */
  countLabel?: string;
}

/**
 * A table of a list the server pages: its rows while they load, the pager when there is more than one page, and a
 * way to try again when the first load fails.
 */
export function QueryPagedTable<Row extends object>({
  query,
  paging,
  emptyText,
  countLabel,
  ...table
}: QueryPagedTableProps<Row>) {
  if (query.isError && !query.data)
    return <LoadFailed variant="inline" error={query.error} onRetry={() => query.refetch()} />;
  return (
    <Table<Row>
      size="small"
      scroll={{ x: true }}
      {...(emptyText ? { locale: { emptyText: <EmptyState description={emptyText} /> } } : {})}
      {...table}
      dataSource={query.data?.results ?? []}
      loading={query.isFetching}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: query.data?.count ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: paging.setPage,
        ...(countLabel ? { showTotal: (total: number) => countText(total, countLabel) } : {}),
      }}
    />
  );
}
