import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildEmployee, buildOrganization, inScope } from '../../test/factories';
import { buildLeaveType, buildLeaveYear } from '../../test/leave-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runLeaveNight } from './leave-accrual.job';

let test: TestApp;
let org: number;
let employeeId: number;

const inOrg = <T>(work: Parameters<typeof withOrg<T>>[2]) => withOrg(test.ctx.database.db, org, work);
const leaveNight = (today: string) => inScope(test.ctx, org, (scope) => runLeaveNight(scope, today));

/** The leave years, oldest first, with the employee's balance of each kind in them. */
const years = () =>
  inOrg((tx) =>
    queryRows<{
      start_date: string;
      is_active: boolean;
      closed: boolean;
      ledger: Record<string, number> | null;
    }>(
      tx,
      sql`select y.start_date::text, y.is_active, y.closed_at is not null as closed,
            (select jsonb_object_agg(kind, total) from (
              select kind, sum(quantity)::float8 as total from leave_ledger_entries l
              where l.leave_year_id = y.id and l.employee_id = ${employeeId} group by kind) k) as ledger
          from leave_configurations y order by y.start_date`,
    ),
  );

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Leave Night Org' })).id;
  employeeId = (await buildEmployee(test.ctx, org, {})).employee.id;
  await buildLeaveYear(test.ctx, org, '2030-01-01');
  await buildLeaveType(test.ctx, org, {
    code: 'EL',
    name: 'Earned leave',
    accrual_mode: 'monthly',
    carry_forward_mode: 'count',
    carry_forward_value: 5,
  });
});
afterAll(() => test.close());

it('credits what is due while the year runs', async () => {
  await leaveNight('2030-06-15');
  expect(await years()).toEqual([
    { start_date: '2030-01-01', is_active: true, closed: false, ledger: { accrual: 6 } },
  ]);
});

it('closes a year once its last day has passed, owing nothing, and credits the next', async () => {
  await leaveNight('2031-01-01');
  const closedYear = { start_date: '2030-01-01', is_active: false, closed: true };
  const expected = [
    // The months not yet credited are posted before the close: 12 earned, 5 carried, 7 lapse.
    { ...closedYear, ledger: { accrual: 12, carry_forward: -5, expiry: -7 } },
    { start_date: '2031-01-01', is_active: true, closed: false, ledger: { accrual: 1, carry_forward: 5 } },
  ];
  expect(await years()).toEqual(expected);
  await leaveNight('2031-01-01');
  expect(await years()).toEqual(expected);
});

it('catches up on every year that ended while nothing ran', async () => {
  await leaveNight('2033-02-10');
  expect((await years()).map((year) => [year.start_date, year.is_active, year.closed])).toEqual([
    ['2030-01-01', false, true],
    ['2031-01-01', false, true],
    ['2032-01-01', false, true],
    ['2033-01-01', true, false],
  ]);
});
