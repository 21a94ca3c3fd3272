import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Statements run on most requests (who the caller is, a balance) are small index lookups whose planning under
 * row-level security costs more than their execution. Prepared under a name on each PostgreSQL connection, they
 * are planned once per connection instead of on every call. A transaction-pooling PgBouncer older than 1.21
 * cannot route named statements: `DATABASE_NAMED_STATEMENTS=false` turns them off for the process.
 */
let namedStatements = true;

export function useNamedStatements(enabled: boolean) {
  namedStatements = enabled;
}

interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown[] | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(values?: Record<string, unknown>): Promise<unknown>; joinsNotNullableMap?: unknown };
}
interface Internals {
  session: Session;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * Rows of a raw statement prepared as `name`, which must always name the same text (PostgreSQL keeps one plan
 * per name). Both drivers answer `{ rows }`; PGlite plans in process and ignores the name.
 */
export async function queryPreparedRows<T>(db: Queryable, name: string, query: SQL): Promise<T[]> {
  // Drizzle prepares named statements for its query builders only; raw statements reach the same session call.
  const { session, dialect } = db as unknown as Internals;
  const prepared = session.prepareQuery(
    dialect.sqlToQuery(query),
    undefined,
    namedStatements ? name : undefined,
    false,
  );
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

const builtStatements = new Map<string, { sql: string; params: unknown[] }>();

/**
 * Rows of a raw statement run on every request, built once per process and only bound afterwards: `build` makes
 * it with `sql.placeholder(…)` for every value that changes between calls, and `values` fills them. Prepared as
 * `name` (see `queryPreparedRows`); `build` must capture nothing of one call.
 */
export async function queryBuiltRows<T>(
  db: Queryable,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const { session, dialect } = db as unknown as Internals;
  let built = builtStatements.get(name);
  if (!built) {
    built = dialect.sqlToQuery(build());
    builtStatements.set(name, built);
  }
  const prepared = session.prepareQuery(built, undefined, namedStatements ? name : undefined, false);
  const result = (await prepared.execute(values)) as { rows: T[] };
  return result.rows;
}

/** A query builder's result, prepared as `name` (see `queryPreparedRows`). */
export function executePrepared<T>(
  query: PromiseLike<T> & { prepare(name: string): { execute(): Promise<T> } },
  name: string,
): PromiseLike<T> {
  return namedStatements ? query.prepare(name).execute() : query;
}

/** A prepared select as drizzle makes it: its text and parameters, and how its rows map to the selection. */
interface PreparedSelect {
  query: { sql: string; params: unknown[] };
  fields: unknown[];
  joinsNotNullableMap: unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

interface SelectBuilder<T> extends PromiseLike<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

const builtSelects = new Map<string, Omit<PreparedSelect, 'execute'>>();

/**
 * A select the busiest screens run on every visit, built once per process and only bound afterwards: `build`
 * makes the query with `sql.placeholder(…)` for every value that changes between calls, and `values` fills them.
 * Building drizzle's query tree costs more than PostgreSQL takes to run such a statement. Prepared as `name`
 * (see `queryPreparedRows`); `build` must capture nothing of one call.
 */
export async function executeBuiltSelect<T>(
  db: Queryable,
  name: string,
  build: (db: Queryable) => SelectBuilder<T>,
  values: Record<string, unknown>,
): Promise<T> {
  let built = builtSelects.get(name);
  if (!built) {
    const { query, fields, joinsNotNullableMap } = build(db).prepare(name) as unknown as PreparedSelect;
    built = { query, fields, joinsNotNullableMap };
    builtSelects.set(name, built);
  }
  const { session } = db as unknown as Internals;
  const prepared = session.prepareQuery(built.query, built.fields, namedStatements ? name : undefined, true);
  prepared.joinsNotNullableMap = built.joinsNotNullableMap;
  return (await prepared.execute(values)) as T;
}
