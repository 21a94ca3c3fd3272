import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Statements run on most requests (who the caller is, a balance) are small index lookups whose planning under
 * row-level security costs more than their execution, and whose building in drizzle costs more still. They are
 * built once per process with placeholders, only bound per call, and prepared under a name on each PostgreSQL
 * connection, so they are planned once per connection; a name must always carry the same text. PGlite plans in
 * process and ignores the name. A transaction-pooling PgBouncer older than 1.21 cannot route named statements:
 * `DATABASE_NAMED_STATEMENTS=false` turns them off for the process.
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

/** A statement as drizzle makes it: its text and parameters, and for a select how its rows map to the selection. */
interface BuiltStatement {
  query: { sql: string; params: unknown[] };
  fields?: unknown[];
  joinsNotNullableMap?: unknown;
}

const builtStatements = new Map<string, BuiltStatement>();

/** Binds `values` to the statement built as `name` (built by `build` on first use) and runs it. */
async function runBuilt(
  db: Queryable,
  name: string,
  build: () => BuiltStatement,
  values: Record<string, unknown>,
): Promise<unknown> {
  let built = builtStatements.get(name);
  if (!built) {
    built = build();
    builtStatements.set(name, built);
  }
  const { session } = db as unknown as Internals;
  const prepared = session.prepareQuery(
    built.query,
    built.fields,
    namedStatements ? name : undefined,
    built.fields !== undefined,
  );
  prepared.joinsNotNullableMap = built.joinsNotNullableMap;
  return prepared.execute(values);
}

/**
 * Rows of a raw statement, built once per process and only bound afterwards: `build` makes it with
 * `sql.placeholder(…)` for every value that changes between calls, and `values` fills them. `build` must capture
 * nothing of one call.
 */
export async function queryBuiltRows<T>(
  db: Queryable,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const { dialect } = db as unknown as Internals;
  const result = (await runBuilt(db, name, () => ({ query: dialect.sqlToQuery(build()) }), values)) as {
    rows: T[];
  };
  return result.rows;
}

interface SelectBuilder<T> extends PromiseLike<T> {
  prepare(name: string): unknown;
}

/** A select builder's rows, mapped as the builder maps them, built once and bound per call (see `queryBuiltRows`). */
export async function executeBuiltSelect<T>(
  db: Queryable,
  name: string,
  build: (db: Queryable) => SelectBuilder<T>,
  values: Record<string, unknown>,
): Promise<T> {
  return (await runBuilt(
    db,
    name,
    () => {
      const { query, fields, joinsNotNullableMap } = build(db).prepare(name) as Required<BuiltStatement>;
      return { query, fields, joinsNotNullableMap };
    },
    values,
  )) as T;
}
