import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { bearer, buildOrganization, buildSignedInPeople } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { setup: [ROLES.SETUP_MANAGER], admin: [ROLES.ORG_ADMIN] },
    'idempotency.test',
  );
});
afterAll(() => test.close());

const addHoliday = (body: object, key?: string, who = 'setup') =>
  test.app.inject({
    method: 'POST',
    url: `/api/${org}/leave-portal/holidays/`,
    headers: { ...bearer(tokens[who] as string), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

const holidaysOn = async (date: string) => {
  const [row] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from organization_holidays where holiday_date = ${date}::date`,
    ),
  );
  return row?.count;
};

describe('creating requests sent with an Idempotency-Key', () => {
  it('create once: the same request again gets the first answer, not a second record or a conflict', async () => {
    const first = await addHoliday({ date: '2032-01-26', name: 'Republic Day' }, 'retry-1');
    const again = await addHoliday({ date: '2032-01-26', name: 'Republic Day' }, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await holidaysOn('2032-01-26')).toBe(1);
    // Without the key the second is a second creation, refused as a duplicate date.
    expect((await addHoliday({ date: '2032-01-26', name: 'Republic Day' })).statusCode).toBe(409);
  });

  it('answers retries racing the first with the same record', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => addHoliday({ date: '2032-08-15', name: 'Independence Day' }, 'race-1')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await holidaysOn('2032-08-15')).toBe(1);
  });

  it('refuses the key with a different request, and a malformed key', async () => {
    await addHoliday({ date: '2032-10-02', name: 'Gandhi Jayanti' }, 'reused-1');
    const other = await addHoliday({ date: '2032-10-03', name: 'Something else' }, 'reused-1');
    expect([other.statusCode, other.json()]).toEqual([
      400,
      { code: 'invalid', codes: { idempotency_key: ['invalid'] } },
    ]);
    expect(await holidaysOn('2032-10-03')).toBe(0);
    const long = await addHoliday({ date: '2032-10-04', name: 'Long key' }, 'k'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(await holidaysOn('2032-10-04')).toBe(0);
  });

  it('keeps no key of a request that failed, and keeps each user’s keys apart', async () => {
    const refused = await addHoliday({ date: '2032-13-01', name: 'No such day' }, 'fix-and-retry');
    expect(refused.statusCode).toBe(400);
    expect((await addHoliday({ date: '2032-11-01', name: 'Fixed' }, 'fix-and-retry')).statusCode).toBe(201);

    expect((await addHoliday({ date: '2032-12-24', name: 'Eve' }, 'shared-key')).statusCode).toBe(201);
    const someoneElse = await addHoliday({ date: '2032-12-31', name: 'Year end' }, 'shared-key', 'admin');
    expect(someoneElse.statusCode).toBe(201);
    expect(someoneElse.headers['idempotent-replayed']).toBeUndefined();
  });
});
