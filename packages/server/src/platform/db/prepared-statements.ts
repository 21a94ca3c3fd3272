import { type Column, is, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Queryable } from './client';
import { queryRows } from './query-rows';
import { sqlLiteral } from './sql-literal';

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

/** Whether statements may be kept under a name on a connection (see `useNamedStatements`). */
export function areNamedStatementsUsed(): boolean {
  return namedStatements;
}

interface Session {
  dialect: object;
  client: { exec(query: string): Promise<unknown> };
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

/** The statements each embedded database has prepared, by its dialect (one per database, shared by its transactions). */
const preparedOnPglite = new WeakMap<object, Set<string>>();

/**
 * The query that runs `name` on PGlite, which ignores the names of the extended protocol and would plan the
 * statement on every call: prepared with SQL `PREPARE` the first time (a prepared statement outlives a rollback),
 * then `EXECUTE` with the values written as literals, so its plan is kept as PostgreSQL keeps a named statement's.
 */
async function pgliteExecution(
  session: Session,
  name: string,
  built: BuiltStatement,
  values: Record<string, unknown>,
) {
  const prepared = preparedOnPglite.get(session.dialect) ?? new Set<string>();
  if (!prepared.has(name)) {
    await session.client.exec(`prepare ${name} as ${built.query.sql}`);
    prepared.add(name);
    preparedOnPglite.set(session.dialect, prepared);
  }
  const literals = built.query.params.map((param) =>
    sqlLiteral(is(param, Placeholder) ? values[param.name] : param),
  );
  return { sql: literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`, params: [] };
}

/** The longest statement name PostgreSQL keeps whole (NAMEDATALEN − 1 bytes; names here are ASCII). */
const MAX_NAME_LENGTH = 63;

/** Binds `values` to the statement built as `name` (built by `build` on first use) and runs it. */
async function runBuilt(
  db: Queryable,
  name: string,
  build: () => BuiltStatement,
  values: Record<string, unknown>,
): Promise<unknown> {
  let built = builtStatements.get(name);
  if (!built) {
    // PostgreSQL cuts longer names, and two names cut alike would name one statement on a connection.
    if (name.length > MAX_NAME_LENGTH)
      throw new Error(`statement name longer than ${MAX_NAME_LENGTH}: ${name}`);
    built = build();
    builtStatements.set(name, built);
  }
  const { session } = db as unknown as Internals;
  const onPglite = is(session, PgliteSession);
  const prepared = session.prepareQuery(
    onPglite ? await pgliteExecution(session, name, built, values) : built.query,
    built.fields,
    namedStatements && !onPglite ? name : undefined,
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

/**
 * `column` is one of the ids bound as `name`: one `int[]` parameter however many ids, so the statement is built and
 * planned once, where an `in` list of 500 ids is 500 parameters to build, send and plan on every call. The value
 * comes from `idsValue`.
 */
export function isAnyOfIds(column: Column, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::int[])`;
}

/** Ids as the value of an `isAnyOfIds` placeholder: an array literal, each id once. */
export function idsValue(ids: Iterable<number>): string {
  const unique = [...new Set(ids)];
  if (!unique.every(Number.isSafeInteger)) throw new TypeError('ids must be integers');
  return `{${unique.join(',')}}`;
}

/** A value of a statement: a placeholder bound per call when the statement is built once, else the value itself. */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

export const asPlaceholder: Bind = (name) => sql.placeholder(name);
export const asValue: Bind = (_name, value) => value;

/** A statement of a list: a select builder, or raw SQL whose rows are returned as they come. */
type ListStatement<T> = SelectBuilder<T[]> | SQL;

/**
 * The name of a statement whose text depends on `name` (what it reads, its ordering, the caller's scope) and on
 * which of `values` are set, a filter left out being left out of the text: one bit per value, in the order of
 * their names, written in base 36.
 */
export function shapeName(name: string, values: Record<string, unknown>): string {
  const set = Object.keys(values)
    .sort()
    .reduce((bits, key, index) => (values[key] === undefined ? bits : bits + 2 ** index), 0);
  return `${name}_${set.toString(36)}`;
}

/** A list's two statements, each built from its values through `bind`: its page, and its total's one row. */
export interface ListStatements<Row, Total = { value: number }> {
  /**
   * What the statements' text depends on besides which values are set (see `shapeName`); null when their text
   * holds values (a search's words), so they are built for the call.
   */
  name: string | null;
  page(db: Queryable, bind: Bind): ListStatement<Row>;
  total(db: Queryable, bind: Bind): ListStatement<Total>;
  /**
   * The total carried by a page's row (window aggregates over every match), for a list whose matches must all be
   * computed to cut a page anyway: the total statement then runs only when the page is empty.
   */
  totalOf?(row: Row): Total;
}

/** Rows of a statement built for this call. */
async function runNow<T>(db: Queryable, statement: ListStatement<T>): Promise<T[]> {
  return is(statement, SQL) ? queryRows<T>(db, statement) : await statement;
}

/** Rows of a statement built once as `name` and bound with `values`. */
async function runPrepared<T>(
  db: Queryable,
  name: string,
  build: (db: Queryable) => ListStatement<T>,
  values: Record<string, unknown>,
): Promise<T[]> {
  const result = await runBuilt(
    db,
    name,
    () => {
      const statement = build(db);
      if (is(statement, SQL)) return { query: (db as unknown as Internals).dialect.sqlToQuery(statement) };
      const { query, fields, joinsNotNullableMap } = statement.prepare(name) as Required<BuiltStatement>;
      return { query, fields, joinsNotNullableMap };
    },
    values,
  );
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * A list's page and total. With a name, both statements are built once per shape and prepared under a name, so
 * PostgreSQL plans them once per connection: planning a list's joins under row-level security takes longer than
 * running them (an exit list's page ran several times faster prepared). `values` fills the placeholders.
 */
export async function readListPage<Row, Total = { value: number }>(
  db: Queryable,
  list: ListStatements<Row, Total>,
  values: Record<string, unknown>,
): Promise<{ rows: Row[]; total: Total | undefined }> {
  const { name, totalOf } = list;
  const shape = name === null ? null : shapeName(name, values);
  const rows =
    shape === null
      ? await runNow(db, list.page(db, asValue))
      : await runPrepared(db, `${shape}_page`, (on) => list.page(on, asPlaceholder), values);
  const [first] = rows;
  if (totalOf && first !== undefined) return { rows, total: totalOf(first) };
  const [total] =
    shape === null
      ? await runNow(db, list.total(db, asValue))
      : await runPrepared(db, `${shape}_total`, (on) => list.total(on, asPlaceholder), values);
  return { rows, total };
}
