import { is, Placeholder, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { sqlLiteral } from './sql-literal';

/**
 * A statement read in the message that opens a transaction, so it costs no round trip of its own: built once per
 * process as `name` with `sql.placeholder(…)` for its values, prepared with SQL `PREPARE` once per connection, and
 * run with `EXECUTE` of `values` written as literals (`sqlLiteral`).
 */
export interface OpeningRead {
  name: string;
  build: () => SQL;
  values: Record<string, number | string>;
}

interface Built {
  text: string;
  params: unknown[];
}

type ToQuery = (query: SQL) => { sql: string; params: unknown[] };

const builtReads = new Map<string, Built>();
/** The statements each connection has prepared: a prepared statement lives as long as its connection. */
const preparedOn = new WeakMap<pg.ClientBase, Set<string>>();

/**
 * What to send before `begin` and what to send after the opening for `read` on `client`: its `PREPARE` the first
 * time the connection runs it (a prepared statement is not undone by a rollback), and its `EXECUTE`. `prepared()`
 * records the `PREPARE` once the message has gone through.
 */
export function openingReadSql(
  client: pg.ClientBase,
  toQuery: ToQuery,
  read: OpeningRead,
): { before: string; execute: string; prepared(): void } {
  if (!/^[a-z_][a-z0-9_]*$/.test(read.name)) throw new TypeError(`not a statement name: ${read.name}`);
  let built = builtReads.get(read.name);
  if (!built) {
    const { sql: text, params } = toQuery(read.build());
    built = { text, params };
    builtReads.set(read.name, built);
  }
  const names = preparedOn.get(client) ?? new Set<string>();
  const isNew = !names.has(read.name);
  const values = built.params.map((param) =>
    sqlLiteral(is(param, Placeholder) ? read.values[param.name] : param),
  );
  return {
    before: isNew ? `prepare ${read.name} as ${built.text}; ` : '',
    execute: values.length ? `execute ${read.name}(${values.join(', ')})` : `execute ${read.name}`,
    prepared() {
      names.add(read.name);
      preparedOn.set(client, names);
    },
  };
}
