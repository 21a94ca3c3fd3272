import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import { users } from '../../modules/accounts';
import { buildEmployee, buildOrganization } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { createAppContext } from '../app-context';
import type { Database, Queryable } from './client';
import {
  type Bind,
  executeBuiltSelect,
  idsValue,
  isAnyOfIds,
  queryBuiltRows,
  readListPage,
  useNamedStatements,
} from './prepared-statements';
import { queryRows } from './query-rows';
import { withOrg, withOrgReading } from './tenant';

const databaseKind = () => inject('template').kind;
let database: Database;
let drop: () => Promise<void>;
let first: number;
let second: number;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const ctx = createAppContext(loadConfig({}), database, { info: () => undefined, error: () => undefined });
  first = (await buildOrganization(ctx)).id;
  second = (await buildOrganization(ctx)).id;
  await buildEmployee(ctx, first, { email: 'one@first.test' });
  await buildEmployee(ctx, second, { email: 'two@second.test' });
});

afterAll(async () => {
  useNamedStatements(true);
  await database.close();
  await drop();
});

const emails = (tx: Queryable, name: string) =>
  queryBuiltRows<{ email: string }>(tx, name, () => sql`select email from users order by email`, {}).then(
    (rows) => rows.map((row) => row.email),
  );

const preparedNames = async (tx: Queryable) =>
  (await queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`)).map(
    (row) => row.name,
  );

it('keeps row-level security on a prepared statement reused across organisations, past its generic plan', async () => {
  for (let round = 0; round < 8; round += 1) {
    for (const [organizationId, email] of [
      [first, 'one@first.test'],
      [second, 'two@second.test'],
    ] as const) {
      expect(await withOrg(database.db, organizationId, (tx) => emails(tx, 'test_org_emails'))).toEqual([
        email,
      ]);
    }
  }
});

it('builds a select once and binds each call’s own values, mapping its rows as the builder does', async () => {
  const userOf = (db: Queryable, organizationId: number, email: string) =>
    executeBuiltSelect(
      db,
      'test_built_user',
      (builder) =>
        builder
          .select({ user: { email: users.email, organization: users.organizationId } })
          .from(users)
          .where(
            and(
              eq(users.organizationId, sql.placeholder('organizationId')),
              eq(users.email, sql.placeholder('email')),
            ),
          ),
      { organizationId, email },
    );
  for (let round = 0; round < 3; round += 1) {
    expect(await withOrg(database.db, first, (tx) => userOf(tx, first, 'one@first.test'))).toEqual([
      { user: { email: 'one@first.test', organization: first } },
    ]);
    expect(await withOrg(database.db, second, (tx) => userOf(tx, second, 'two@second.test'))).toEqual([
      { user: { email: 'two@second.test', organization: second } },
    ]);
    // Row-level security still holds whatever the statement is asked.
    expect(await withOrg(database.db, first, (tx) => userOf(tx, second, 'two@second.test'))).toEqual([]);
  }
});

it('builds a raw statement once and binds each call’s own values', async () => {
  const countOf = (db: Queryable, email: string) =>
    queryBuiltRows<{ found: number }>(
      db,
      'test_built_count',
      () => sql`select count(*)::int as found from ${users} where email = ${sql.placeholder('email')}`,
      { email },
    );
  for (let round = 0; round < 3; round += 1) {
    expect(await withOrg(database.db, first, (tx) => countOf(tx, 'one@first.test'))).toEqual([{ found: 1 }]);
    expect(await withOrg(database.db, first, (tx) => countOf(tx, 'two@second.test'))).toEqual([{ found: 0 }]);
    expect(await withOrg(database.db, second, (tx) => countOf(tx, 'two@second.test'))).toEqual([
      { found: 1 },
    ]);
  }
});

it('keeps a built statement planned on its connection, on PGlite too, with every kind of value intact', async () => {
  const echo = (tx: Queryable, values: Record<string, unknown>) =>
    queryBuiltRows<{ text: string | null; numbers: number[]; day: string; flag: boolean; found: number }>(
      tx,
      'test_values_kept',
      () =>
        sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('numbers')}::int[] as numbers,
          ${sql.placeholder('day')}::date::text as day, ${sql.placeholder('flag')}::boolean as flag,
          (select count(*)::int from ${users} where email = ${sql.placeholder('email')}) as found`,
      values,
    );
  await withOrg(database.db, first, async (tx) => {
    for (const text of ["it's", 'back\\slash', 'ünïcödé', null]) {
      expect(
        await echo(tx, { text, numbers: '{3,1,2}', day: '2026-02-28', flag: false, email: 'one@first.test' }),
      ).toEqual([{ text, numbers: [3, 1, 2], day: '2026-02-28', flag: false, found: 1 }]);
    }
    expect(
      await echo(tx, {
        text: 'x',
        numbers: [4],
        day: '2026-03-01',
        flag: true,
        email: "o'; drop table users; --",
      }),
    ).toEqual([{ text: 'x', numbers: [4], day: '2026-03-01', flag: true, found: 0 }]);
    // Named on PostgreSQL's protocol, or by SQL `PREPARE` on PGlite: either way the connection keeps its plan.
    expect(await preparedNames(tx)).toContain('test_values_kept');
  });
});

it('binds any number of ids as one array parameter, each once, and refuses ids that are not integers', async () => {
  const emailsOf = (tx: Queryable, ids: number[]) =>
    executeBuiltSelect(
      tx,
      'test_users_by_ids',
      (on) =>
        on.select({ email: users.email }).from(users).where(isAnyOfIds(users.id, 'ids')).orderBy(users.email),
      { ids: idsValue(ids) },
    );
  await withOrg(database.db, first, async (tx) => {
    const [one] = await queryRows<{ id: number }>(
      tx,
      sql`select id from users where email = 'one@first.test'`,
    );
    const id = one?.id ?? 0;
    expect(await emailsOf(tx, [id, id, id + 1_000_000])).toEqual([{ email: 'one@first.test' }]);
    expect(await emailsOf(tx, [])).toEqual([]);
  });
  expect(idsValue([3, 1, 3])).toBe('{3,1}');
  expect(() => idsValue([1.5])).toThrow(TypeError);
});

it('prepares a list once per shape: a filter left out makes a statement of its own', async () => {
  const list = (db: Queryable, name: string, email?: string) => {
    const where = (bind: Bind) =>
      and(
        eq(users.organizationId, bind('org', first)),
        email ? eq(users.email, bind('email', email)) : undefined,
      );
    return readListPage(
      db,
      {
        name,
        page: (on, bind) => on.select({ email: users.email }).from(users).where(where(bind)),
        total: (on, bind) => on.select({ value: count() }).from(users).where(where(bind)),
      },
      { org: first, email },
    );
  };
  await withOrg(database.db, first, async (tx) => {
    for (let round = 0; round < 2; round += 1) {
      expect(await list(tx, 'test_list')).toEqual({
        rows: [{ email: 'one@first.test' }],
        total: { value: 1 },
      });
      expect(await list(tx, 'test_list', 'nobody@first.test')).toEqual({ rows: [], total: { value: 0 } });
    }
    await expect(list(tx, 'test_list_named_past_what_postgresql_keeps_whole_of_a_name')).rejects.toThrow(
      'statement name longer than 63',
    );
  });
});

it('takes the total from the page when the list carries it, and reads it only for an empty page', async () => {
  const list = (db: Queryable, offset: number) =>
    readListPage<{ email: string; matches: number }>(
      db,
      {
        name: 'test_carried',
        page: (_on, bind) =>
          sql`select email, count(*) over ()::int as matches from ${users}
            where organization_id = ${bind('org', first)} offset ${bind('offset', offset)}`,
        // Not the list's total: it shows which of the two answered.
        total: () => sql`select -1 as value`,
        totalOf: (row) => ({ value: row.matches }),
      },
      { org: first, offset },
    );
  await withOrg(database.db, first, async (tx) => {
    expect(await list(tx, 0)).toEqual({
      rows: [{ email: 'one@first.test', matches: 1 }],
      total: { value: 1 },
    });
    expect(await list(tx, 1)).toEqual({ rows: [], total: { value: -1 } });
  });
});

it('reads a statement in the message opening the organisation, its values written as literals', async () => {
  const echo = (text: string, org = first) =>
    withOrgReading<{ text: string; found: number }[], { text: string; found: number }>(
      database.db,
      org,
      {
        name: 'test_opening_echo',
        build: () =>
          sql`select ${sql.placeholder('text')}::text as text,
            (select count(*)::int from ${users} where email = ${sql.placeholder('email')}) as found`,
        values: { text, email: 'one@first.test' },
      },
      async (_tx, rows) => rows,
    );
  // Several rounds, so pooled connections run it both freshly prepared and already prepared.
  for (let round = 0; round < 4; round += 1) {
    expect(await echo(`it's \\ ''quoted'' ${round}`)).toEqual([
      { text: `it's \\ ''quoted'' ${round}`, found: 1 },
    ]);
    expect(await echo('row-level security applies', second)).toEqual([
      { text: 'row-level security applies', found: 0 },
    ]);
  }
  await expect(
    withOrgReading(
      database.db,
      first,
      {
        name: 'test_opening_nan',
        build: () => sql`select ${sql.placeholder('n')}::int`,
        values: { n: Number.NaN },
      },
      async () => undefined,
    ),
  ).rejects.toThrow(databaseKind() === 'postgres' ? 'not a finite number' : /NaN|invalid/);
});

it.runIf(databaseKind() === 'postgres')(
  'prepares named statements on PostgreSQL unless they are turned off',
  async () => {
    await withOrg(database.db, first, async (tx) => {
      await emails(tx, 'test_named');
      expect(await preparedNames(tx)).toContain('test_named');
    });
    const opening = (name: string) =>
      withOrgReading(
        database.db,
        first,
        { name, build: () => sql`select 1 as one`, values: {} },
        async (tx, rows) => ({ rows, names: await preparedNames(tx) }),
      );
    expect(await opening('test_opening_named')).toEqual({
      rows: [{ one: 1 }],
      names: expect.arrayContaining(['test_opening_named']),
    });
    useNamedStatements(false);
    await withOrg(database.db, first, async (tx) => {
      expect(await emails(tx, 'test_unnamed')).toEqual(['one@first.test']);
      expect(await preparedNames(tx)).not.toContain('test_unnamed');
    });
    // Behind a transaction-pooling proxy nothing may be left prepared on a connection, the opening's read neither.
    const unnamed = await opening('test_opening_unnamed');
    expect(unnamed.rows).toEqual([{ one: 1 }]);
    expect(unnamed.names).not.toContain('test_opening_unnamed');
  },
);

it('reads DATABASE_NAMED_STATEMENTS: on unless 0 or false, and nothing else', () => {
  expect(loadConfig({}).DATABASE_NAMED_STATEMENTS).toBe(true);
  expect(loadConfig({ DATABASE_NAMED_STATEMENTS: '0' }).DATABASE_NAMED_STATEMENTS).toBe(false);
  expect(loadConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).DATABASE_NAMED_STATEMENTS).toBe(false);
  expect(() => loadConfig({ DATABASE_NAMED_STATEMENTS: 'off' })).toThrow();
});

it.runIf(databaseKind() === 'postgres')(
  'runs every PostgreSQL session of the application without JIT compilation',
  async () => {
    await withOrg(database.db, first, async (tx) => {
      expect(await queryRows<{ jit: string }>(tx, sql`show jit`)).toEqual([{ jit: 'off' }]);
    });
  },
);
