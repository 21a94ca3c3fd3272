import { z } from 'zod';
import { DEFAULT_LIST_LIMIT, DEFAULT_LIST_OFFSET } from '../constants';

export const MAX_LIST_LIMIT = 500;

/** `limit` (default 50), `offset` (default 0) and `order_by` (`-` for descending) among `sortable` fields. */
export function listQuerySchema<const Sortable extends readonly [string, ...string[]]>(sortable: Sortable) {
  const orderings = sortable.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(DEFAULT_LIST_OFFSET),
    order_by: z.enum(orderings).optional(),
  });
}

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

/**
 * A search ranked by relevance, or a list that may run to a hundred thousand rows, counts up to this many; past it
 * the total shows as "1000+".
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A page of a list whose count is capped (a search by relevance, a very long list): `count_exact` is false when more
 * matched than were counted (`SEARCH_COUNT_CAP`), and `count` is then how many are known to match.
 */
export function searchedPageSchema<Item extends z.ZodType>(item: Item) {
  return pageSchema(item).extend({ count_exact: z.boolean() });
}

/** Splits `-name` into the field and its direction. */
export function parseOrderBy(orderBy: string | undefined): { field: string; isDescending: boolean } | null {
  if (!orderBy) return null;
  const isDescending = orderBy.startsWith('-');
  return { field: isDescending ? orderBy.slice(1) : orderBy, isDescending };
}
