import { parseOrderBy } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { escapeLike } from '../db/like-pattern';
import { FOREIGN_KEY_VIOLATION, postgresCode } from '../db/postgres-error';
import { AppError } from '../http/app-error';
import type { Scope } from '../scope';

/**
 * Records an organisation keeps by name (setup catalogues, leave types, holidays): found, added, changed and
 * removed within the organisation, audited in the same transaction.
 *
 * A table of such records: every one has an id, the organisation, a name and a creation time.
 */
export type SetupTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  name: PgColumn;
  createdAt: PgColumn;
};

type RowOf<T extends SetupTable> = T['$inferSelect'];

const ownRow = (table: SetupTable, organizationId: number, id: number) =>
  and(eq(table.organizationId, organizationId), eq(table.id, id));

export async function findRecord<T extends SetupTable>(
  db: Queryable,
  table: T,
  organizationId: number,
  id: number,
): Promise<RowOf<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(ownRow(table, organizationId, id))
    .limit(1);
  return row as RowOf<T> | undefined;
}

export async function requireRecord<T extends SetupTable>(
  db: Queryable,
  table: T,
  organizationId: number,
  id: number,
): Promise<RowOf<T>> {
  const row = await findRecord(db, table, organizationId, id);
  if (!row) throw new AppError('not_found');
  return row;
}

/** Names are unique within the organisation (or within `scope`), whatever their case. */
export async function assertNameFree(
  db: Queryable,
  table: SetupTable,
  organizationId: number,
  name: string,
  options: { exceptId?: number; scope?: SQL } = {},
): Promise<void> {
  const [taken] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(
        eq(table.organizationId, organizationId),
        sql`lower(${table.name}) = lower(${name})`,
        options.exceptId === undefined ? undefined : ne(table.id, options.exceptId),
        options.scope,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('integrity_error', { codes: { name: ['integrity_error'] } });
}

/** Salary figures on setup records: the audit trail says they changed, never what they are (spec 6). */
const SEALED_FIELDS: Record<string, readonly string[]> = { grade: ['minCtc', 'maxCtc'] };

export async function insertRecord<T extends SetupTable>(
  scope: Scope,
  table: T,
  entityType: string,
  values: Omit<T['$inferInsert'], 'organizationId'>,
): Promise<RowOf<T>> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const [row] = (await tx
    .insert(table as PgTable)
    .values({ ...values, organizationId } as never)
    .returning()) as RowOf<T>[];
  if (!row) throw new Error(`${entityType} insert returned nothing`);
  await scope.audit({
    action: `${entityType}.create`,
    entityType,
    entityId: (row as { id: number }).id,
    after: row,
    sealed: SEALED_FIELDS[entityType],
  });
  return row;
}

export async function updateRecord<T extends SetupTable>(
  scope: Scope,
  table: T,
  entityType: string,
  before: RowOf<T>,
  changes: Partial<T['$inferInsert']>,
): Promise<RowOf<T>> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const id = (before as { id: number }).id;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (!Object.keys(defined).length) return before;
  const [after] = (await tx
    .update(table as PgTable)
    .set(defined as never)
    .where(ownRow(table, organizationId, id))
    .returning()) as RowOf<T>[];
  await scope.audit({
    action: `${entityType}.update`,
    entityType,
    entityId: id,
    before,
    after,
    sealed: SEALED_FIELDS[entityType],
  });
  return after as RowOf<T>;
}

/**
 * Deletes a record unless something still refers to it (`integrity_error`). The delete runs under a savepoint
 * of the request's transaction, so a refusal leaves the transaction usable for nothing else to undo.
 */
export async function deleteRecord<T extends SetupTable>(
  scope: Scope,
  table: T,
  entityType: string,
  before: RowOf<T>,
): Promise<void> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const id = (before as { id: number }).id;
  await tx.execute(sql`savepoint org_setup_delete`);
  try {
    await tx.delete(table as PgTable).where(ownRow(table, organizationId, id));
  } catch (error) {
    if (postgresCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    await tx.execute(sql`rollback to savepoint org_setup_delete`);
    throw new AppError('integrity_error', { detail: `This ${entityType.replaceAll('_', ' ')} is in use.` });
  }
  await tx.execute(sql`release savepoint org_setup_delete`);
  await scope.audit({
    action: `${entityType}.delete`,
    entityType,
    entityId: id,
    before,
    sealed: SEALED_FIELDS[entityType],
  });
}

type Columns = Record<string, PgColumn | SQL.Aliased>;

/** The row a selection of columns gives. */
type RowOfColumns<C extends Columns> = {
  [K in keyof C]: C[K] extends SQL.Aliased<infer Value>
    ? Value
    : C[K] extends PgColumn
      ? C[K]['_']['notNull'] extends true
        ? C[K]['_']['data']
        : C[K]['_']['data'] | null
      : never;
};

/** One page of a setup table's records, searched by name and sorted by one of `sortable`, in SQL. */
export async function findRecordPage<T extends SetupTable, C extends Columns>(
  db: Queryable,
  table: T,
  organizationId: number,
  query: { limit: number; offset: number; order_by?: string; search?: string },
  options: {
    columns: C;
    /** Sort keys beyond `name` and `created`. */
    sortable?: Record<string, PgColumn | SQL>;
    where?: SQL;
    defaultOrder?: string;
  },
): Promise<{ count: number; results: RowOfColumns<C>[] }> {
  const where = and(
    eq(table.organizationId, organizationId),
    query.search ? ilike(table.name, `%${escapeLike(query.search)}%`) : undefined,
    options.where,
  );
  const order = parseOrderBy(query.order_by ?? options.defaultOrder ?? 'name');
  const sortable: Record<string, PgColumn | SQL> = {
    name: table.name,
    created: table.createdAt,
    ...options.sortable,
  };
  const sortColumn = (order && sortable[order.field]) ?? table.name;
  const direction = order?.isDescending ? desc : asc;
  const results = await db
    .select(options.columns as Columns)
    .from(table as PgTable)
    .where(where)
    .orderBy(direction(sortColumn), asc(table.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(where);
  return { count: total?.value ?? 0, results: results as RowOfColumns<C>[] };
}
