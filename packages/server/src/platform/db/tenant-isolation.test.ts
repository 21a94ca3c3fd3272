import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { users } from '../../modules/accounts';
import { buildEmployee, buildOrganization } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { type AppContext, createAppContext } from '../app-context';
import type { Database } from './client';
import { queryRows } from './query-rows';
import { APP_ROLE, withOrg, withoutOrg } from './tenant';

let database: Database;
let drop: () => Promise<void>;
let ctx: AppContext;
let first: number;
let second: number;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  ctx = createAppContext(loadConfig({}), database, { info: () => undefined, error: () => undefined });
  first = (await buildOrganization(ctx)).id;
  second = (await buildOrganization(ctx)).id;
  await buildEmployee(ctx, first, { email: 'one@first.test' });
  await buildEmployee(ctx, second, { email: 'two@second.test' });
});

afterAll(async () => {
  await database.close();
  await drop();
});

const emailsIn = (organizationId: number) =>
  withOrg(database.db, organizationId, (tx) => tx.select({ email: users.email }).from(users));

describe('row-level security', () => {
  it('shows an organisation its own rows only', async () => {
    expect((await emailsIn(first)).map((row) => row.email)).toEqual(['one@first.test']);
    expect((await emailsIn(second)).map((row) => row.email)).toEqual(['two@second.test']);
  });

  it('returns no rows as the application role without an organisation', async () => {
    const rows = await withoutOrg(database.db, (tx) => tx.select().from(users));
    expect(rows).toEqual([]);
  });

  it('returns no rows of the first organisation under another organisation id', async () => {
    const rows = await withOrg(database.db, second, (tx) =>
      tx.select().from(users).where(sql`${users.organizationId} = ${first}`),
    );
    expect(rows).toEqual([]);
  });

  it('returns no rows when the setting is empty, as it reads after a SET LOCAL ends', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.org_id', '', true), set_config('role', ${APP_ROLE}, true)`);
      return tx.select().from(users);
    });
    expect(rows).toEqual([]);
  });

  it('refuses to write a row into another organisation', async () => {
    await expect(
      withOrg(database.db, first, (tx) =>
        tx
          .insert(users)
          .values({ organizationId: second, email: 'intruder@x.test', firstName: 'x', lastName: 'y' }),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('leaves no organisation behind on the connection once the transaction ends', async () => {
    await emailsIn(first);
    const [setting] = await queryRows<{ org: string | null; role: string }>(
      database.db,
      sql`select current_setting('app.org_id', true) as org, current_user as role`,
    );
    expect(setting?.org ?? '').toBe('');
    expect(setting?.role).not.toBe(APP_ROLE);
  });

  it('undoes every write of a transaction that fails, and leaves nothing behind on the connection', async () => {
    const failure = withOrg(database.db, first, async (tx) => {
      await tx.execute(sql`update users set first_name = 'Changed'`);
      throw new Error('the work failed');
    });
    await expect(failure).rejects.toThrow('the work failed');
    const names = await withOrg(database.db, first, (tx) =>
      queryRows<{ first_name: string }>(tx, sql`select first_name from users`),
    );
    expect(names.map((row) => row.first_name)).not.toContain('Changed');
    const [setting] = await queryRows<{ org: string | null; role: string }>(
      database.db,
      sql`select current_setting('app.org_id', true) as org, current_user as role`,
    );
    expect([setting?.org ?? '', setting?.role === APP_ROLE]).toEqual(['', false]);
  });

  it('runs as a role that is neither superuser, owner nor exempt from row security', async () => {
    const [role] = await queryRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await queryRows(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' and tableowner = ${APP_ROLE}`,
    );
    expect(owned).toEqual([]);
  });

  // organization_hosts is the public host → organisation directory the sign-in page reads before anyone signs in.
  it('protects every table that has an organization_id with enabled, forced row security and a policy', async () => {
    const unprotected = await queryRows<{ table_name: string }>(
      database.db,
      sql`select c.relname as table_name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'organization_hosts'
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'organization_id')
            and (not c.relrowsecurity or not c.relforcerowsecurity
              or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`,
    );
    expect(unprotected).toEqual([]);
  });
});
