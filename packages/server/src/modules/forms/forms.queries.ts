import { type FormsListQuery, type FormsRecord, parseOrderBy } from '@atrium/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { formsRecords } from './forms.tables';

const columns = {
  id: formsRecords.id,
  name: formsRecords.name,
  createdBy: formsRecords.createdBy,
  createdAt: formsRecords.createdAt,
};
const sortColumns = { name: formsRecords.name, created: formsRecords.createdAt };

export const toFormsRecord = (row: {
  id: number;
  name: string;
  createdBy: number | null;
  createdAt: Date;
}): FormsRecord => ({
  id: row.id,
  name: row.name,
  created_by: row.createdBy,
  created: row.createdAt.toISOString(),
});

/** One page of the organisation's records (only `author`'s unless null): filtered, ordered, paged and counted in SQL. */
export async function findFormsPage(
  db: Queryable,
  organizationId: number,
  query: FormsListQuery,
  author: number | null,
) {
  const where = and(
    eq(formsRecords.organizationId, organizationId),
    author === null ? undefined : eq(formsRecords.createdBy, author),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await db
    .select(columns)
    .from(formsRecords)
    .where(where)
    .orderBy(direction(sortColumns[order.field as keyof typeof sortColumns]), direction(formsRecords.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(formsRecords).where(where);
  return { count: total?.value ?? 0, results: rows.map(toFormsRecord) };
}
