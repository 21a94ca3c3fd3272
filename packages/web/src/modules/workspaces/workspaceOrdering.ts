import type { ToolOptions, WorkspaceListQuery } from '@atrium/contracts';
import { textOption } from '../../platform/tools/toolOptions';

/** A table column's sort arrow, as Ant Design's Table takes it. */
type SortOrder = 'ascend' | 'descend' | null;

export type WorkspaceOrderBy = NonNullable<WorkspaceListQuery['order_by']>;

// The list shows each workspace by its display name only, so that is the order it offers.
const ORDERINGS: readonly WorkspaceOrderBy[] = ['display_name', '-display_name'];

/** The list's order from the tool's options; anything the server would refuse reads as its default order. */
export function orderByOption(options: ToolOptions): WorkspaceOrderBy | undefined {
  const value = textOption(options, 'order_by');
  return ORDERINGS.find((ordering) => ordering === value);
}

/** A column's sort arrow for the current order. */
export function sortOrderOf(orderBy: WorkspaceOrderBy | undefined, column: string): SortOrder {
  if (orderBy === column) return 'ascend';
  return orderBy === `-${column}` ? 'descend' : null;
}

/** The order a click on a column header asks for. */
export function orderByOf(column: unknown, order: SortOrder | undefined): WorkspaceOrderBy | undefined {
  if (!order) return undefined;
  const ordering = `${order === 'descend' ? '-' : ''}${String(column)}`;
  return ORDERINGS.find((candidate) => candidate === ordering);
}
