import { PlusOutlined } from '@ant-design/icons';
import type { ToolOptions } from '@atrium/contracts';
import { Button, Flex, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { FilterBar, type FilterDefinition, type FilterValues, type SearchDefinition } from './FilterBar';
import { LoadFailed } from './LoadFailed';

/** What the screen needs of a page query (a TanStack Query result fits). */
export interface ListResult<Row> {
  /** `count_exact` false: more matched a search than were counted, and `count` is how many are known to. */
  data?: { count: number; count_exact?: boolean; results: Row[] };
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/** The table's paging, sorting and filters, as `listOptions` keeps them in the tool's options. */
export interface ListState<Row> {
  page: number;
  pageSize: number;
  onChange: TableProps<Row>['onChange'];
  filterBy(changes: ToolOptions): void;
}

/** The singular of a plural label: "vendors" → "vendor", "people in the pool" → "person in the pool". */
const singularOf = (noun: string) =>
  noun.startsWith('people') ? `person${noun.slice(6)}` : noun.replace(/s$/, '');

/**
 * "23 vendors", "1 vendor", "1000+ employees" when not exact: the label is a plural ending in s, or beginning with
 * "people".
 */
export function countText(total: number, pluralLabel: string, isExact = true): string {
  const noun = pluralLabel.toLowerCase();
  if (!isExact) return `${total}+ ${noun}`;
  return `${total} ${total === 1 ? singularOf(noun) : noun}`;
}

interface ServerListScreenProps<Row extends { id: number }> {
  /** The table's accessible name, a plural the pagination counts with: "Vendors" shows "23 vendors". */
  label: string;
  columns: TableProps<Row>['columns'];
  result: ListResult<Row>;
  list: ListState<Row>;
  emptyText: ReactNode;
  /** The filter bar, left in the toolbar; a change goes back to page 1. */
  filterBar?: { filters?: readonly FilterDefinition[]; value: FilterValues; search: SearchDefinition };
  /** The tool's own filter controls, where the filter bar does not fit. */
  filters?: ReactNode;
  /** Buttons right in the toolbar, before the add button. */
  actions?: ReactNode;
  /** The primary button that adds a record, when the user may. */
  add?: { label: string; onClick(): void };
  /** Between the toolbar and the table, e.g. tabs. */
  beforeTable?: ReactNode;
  /** Dialogs and drawers the screen opens. */
  children?: ReactNode;
}

/**
 * A list screen paged, sorted and filtered on the server: toolbar with filters and actions, then the table,
 * its empty state, or the failure with a retry.
 */
export function ServerListScreen<Row extends { id: number }>({
  label,
  columns,
  result,
  list,
  emptyText,
  filterBar,
  filters,
  actions,
  add,
  beforeTable,
  children,
}: ServerListScreenProps<Row>) {
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between" align="end">
        {filterBar && (
          <FilterBar
            filters={filterBar.filters ?? []}
            value={filterBar.value}
            onChange={list.filterBy}
            search={filterBar.search}
          />
        )}
        {filters}
        {/* Level with the filter bar's row, which keeps a margin below it. */}
        <Flex gap={8} style={filterBar ? { marginBottom: 16 } : undefined}>
          {actions}
          {add && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Flex>
      </Flex>
      {beforeTable}
      {result.isError && !result.data ? (
        <LoadFailed variant="inline" error={result.error} onRetry={() => result.refetch()} />
      ) : (
        <Table<Row>
          aria-label={label}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={result.data?.results ?? []}
          loading={result.isFetching}
          locale={{ emptyText: result.data ? <EmptyState description={emptyText} /> : <span /> }}
          onChange={list.onChange}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: result.data?.count ?? 0,
            showSizeChanger: false,
            showTotal: (total) => countText(total, label, result.data?.count_exact !== false),
          }}
          scroll={{ x: true }}
        />
      )}
      {children}
    </Flex>
  );
}
