import type { ToolOptions } from '@atrium/contracts';
import type { TableProps } from 'antd';
import { pageOption, textOption, withOptions } from './tools/toolOptions';

export const PAGE_SIZE = 10;

/**
 * Paging and sorting of a server-side table kept in the tool's options (so the URL carries them): the
 * query part to send, the column sort state and the table's change handler.
 */
export function listOptions<Row>(
  options: ToolOptions,
  onOptionsChange: (options: ToolOptions) => void,
  sortable: readonly string[],
) {
  const page = pageOption(options, 'page');
  const orderBy = textOption(options, 'order_by');
  const change = (changes: ToolOptions) => onOptionsChange(withOptions(options, changes));
  /** A changed filter starts again at page 1. */
  const filterBy = (changes: ToolOptions) => change({ ...changes, page: undefined });
  const sortOrder = (field: string) =>
    orderBy === field ? ('ascend' as const) : orderBy === `-${field}` ? ('descend' as const) : null;
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = String(single?.columnKey ?? '');
    const order =
      single?.order && sortable.includes(field)
        ? `${single.order === 'descend' ? '-' : ''}${field}`
        : undefined;
    const nextPage = order === orderBy ? pagination.current : 1;
    change({ order_by: order, page: nextPage && nextPage > 1 ? nextPage : undefined });
  };
  return {
    page,
    pageSize: PAGE_SIZE,
    change,
    filterBy,
    sortOrder,
    onChange,
    query: { order_by: orderBy, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  };
}

export type ListOptions<Row> = ReturnType<typeof listOptions<Row>>;
