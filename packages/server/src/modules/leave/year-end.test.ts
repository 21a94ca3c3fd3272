import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import type { Scope } from '../../platform/scope';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  inScope as inOrgScope,
  signIn,
} from '../../test/factories';
import { buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postCarryForwardExpiry } from './leave-accrual.service';
import { findActiveLeaveYear } from './leave-configuration.service';
import { postLedgerEntries } from './leave-ledger.service';
import { runYearEnd } from './year-end.service';

let test: TestApp;
let org: number;
let employeeId: number;
let earnedId: number;
let yearId: number;
const tokens: Record<string, string> = {};

const inOrg = <T>(work: Parameters<typeof withOrg<T>>[2]) => withOrg(test.ctx.database.db, org, work);
const inScope = <T>(work: (scope: Scope) => Promise<T>) => inOrgScope(test.ctx, org, work);
const ledger = (leaveYearId: number) =>
  inOrg((tx) =>
    queryRows<{ kind: string; quantity: number }>(
      tx,
      sql`select kind, quantity::float8 from leave_ledger_entries
          where employee_id = ${employeeId} and leave_type_id = ${earnedId} and leave_year_id = ${leaveYearId}
          order by id`,
    ),
  );

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Year End Org' })).id;
  employeeId = (await buildEmployee(test.ctx, org, { email: 'asha@yearend.test' })).employee.id;
  await buildEmployee(test.ctx, org, { email: 'admin@yearend.test', roles: [ROLES.LMS_ADMIN] });
  tokens.admin = await signIn(test, org, 'admin@yearend.test');
  tokens.asha = await signIn(test, org, 'asha@yearend.test');
  yearId = (await buildLeaveYear(test.ctx, org, '2030-04-01')).id;
  earnedId = (
    await buildLeaveType(test.ctx, org, {
      code: 'EL',
      name: 'Earned leave',
      annual_quantity: 18,
      accrual_mode: 'monthly',
      carry_forward_mode: 'count',
      carry_forward_value: 10,
      carry_forward_cap: 30,
      carry_forward_expiry_months: 3,
      encashment_max: 5,
    })
  ).id;
  await creditLeave(test.ctx, org, '2031-03-31');
});
afterAll(() => test.close());

describe('year end', () => {
  it('credits a twelfth a month that adds up to the year’s quantity', async () => {
    const entries = await ledger(yearId);
    expect(entries).toHaveLength(12);
    expect(entries.reduce((sum, entry) => sum + entry.quantity, 0)).toBe(18);
  });

  it('previews the split for lms admins only', async () => {
    const path = `/api/${org}/leave-portal/leave-configurations/${yearId}/year-end/`;
    expect(
      (await test.app.inject({ method: 'GET', url: path, headers: bearer(tokens.asha as string) }))
        .statusCode,
    ).toBe(403);
    const preview = await test.app.inject({
      method: 'GET',
      url: path,
      headers: bearer(tokens.admin as string),
    });
    expect(preview.json().results).toEqual([
      {
        leave_type: { id: earnedId, code: 'EL', name: 'Earned leave' },
        employees: 2,
        closing_balance: 36,
        carried: 20,
        encashed: 10,
        lapsed: 6,
      },
    ]);
  });

  it('carries forward up to the rule, encashes up to the limit, lapses the rest, once', async () => {
    const first = await inScope((scope) => runYearEnd(scope, yearId));
    expect(first.closed).toBe(true);
    const again = await inScope((scope) => runYearEnd(scope, yearId));
    expect(again).toEqual({ closed: false, posted: 0 });
    const closed = await ledger(yearId);
    expect(closed.slice(12)).toEqual([
      { kind: 'encashment', quantity: -5 },
      { kind: 'expiry', quantity: -3 },
      { kind: 'carry_forward', quantity: -10 },
    ]);
    expect(closed.reduce((sum, entry) => sum + entry.quantity, 0)).toBe(0);
    const next = await inOrg((tx) => findActiveLeaveYear(tx, org));
    expect([next?.startDate, next?.endDate]).toEqual(['2031-04-01', '2032-03-31']);
    expect(await ledger(next?.id as number)).toEqual([{ kind: 'carry_forward', quantity: 10 }]);
  });

  it('lapses carried leave unused by its expiry date, leave taken before it using carried leave first', async () => {
    const next = await inOrg((tx) => findActiveLeaveYear(tx, org));
    if (!next) throw new Error('no next year');
    await inOrg((tx) =>
      postLedgerEntries(tx, org, [
        {
          employeeId,
          leaveTypeId: earnedId,
          leaveYearId: next.id,
          kind: 'leave_taken',
          quantity: -2,
          effectiveDate: '2031-05-05',
        },
      ]),
    );
    expect(await inScope((scope) => postCarryForwardExpiry(scope, next, '2031-06-30'))).toBe(0);
    expect(await inScope((scope) => postCarryForwardExpiry(scope, next, '2031-07-01'))).toBe(2);
    expect(await inScope((scope) => postCarryForwardExpiry(scope, next, '2031-07-02'))).toBe(0);
    expect((await ledger(next.id)).at(-1)).toEqual({ kind: 'expiry', quantity: -8 });
  });
});
