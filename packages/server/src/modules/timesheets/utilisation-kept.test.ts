import { ROLES, type UtilisationQuery } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit } from '../../test/exit-factories';
import {
  as,
  buildContractor,
  buildEmployee,
  buildOrganization,
  buildSignedInEmployee,
  inScope,
} from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { buildActiveProject } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildTimesheet } from '../../test/timesheet-factories';
import { createDepartment } from '../org-setup';
import { keepRecentUtilisation } from './utilisation.job';
import { findUtilisation, monthBefore } from './utilisation.queries';

let test: TestApp;
let org: number;
let ceo: ReturnType<typeof as>;
let ceoUserId: number;
let people: Record<'ana' | 'ben', { employeeId: number; userId: number }>;
let kiran: number;
let pune: number;

const DOMAIN = 'kept.utilisation.test';
/** September 2026: 22 weekdays, Tuesday 1 to Wednesday 30. */
const MONTH = '2026-09';

const run = (statement: SQL) => withOrg(test.ctx.database.db, org, (tx) => tx.execute(statement));

const read = async (query: string, month = MONTH) => {
  const response = await ceo.get(`/timesheets/utilisation/?month=${month}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** What the live computation answers the CEO, the kept month aside. */
const live = (query: Partial<UtilisationQuery>, month = MONTH) =>
  withOrg(test.ctx.database.db, org, (tx) =>
    findUtilisation(tx, org, { every: true }, { by: 'person', limit: 100, offset: 0, ...query, month }),
  );

/** The kept answer, by person and by department, in every order, is what the live computation answers. */
async function expectKeptAsLive(month = MONTH) {
  for (const by of ['person', 'department'] as const)
    for (const order of ['name', '-utilisation', 'capacity_hours', '-billable_hours', 'code'])
      expect(await read(`by=${by}&order_by=${order}&limit=100`, month)).toEqual(
        await live({ by, order_by: order }, month),
      );
}

const rowOf = async (name: string) =>
  ((await read('by=person&limit=100')).results as { name: string }[]).find((row) => row.name === name);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const signedIn = await buildSignedInEmployee(test, org, {
    email: `ceo@${DOMAIN}`,
    roles: [ROLES.CEO],
    dateOfJoining: '2026-10-01',
  });
  ceo = as(test, org, signedIn.token);
  ceoUserId = signedIn.userId;
  const location = await ceo.post('/org/setup/locations/', { name: 'Pune' });
  pune = location.json().id;
  const built = async (firstName: string) => {
    const { user, employee } = await buildEmployee(test.ctx, org, {
      email: `${firstName.toLowerCase()}@${DOMAIN}`,
      firstName,
      lastName: 'Kept',
      locationId: pune,
    });
    return { employeeId: employee.id, userId: user.id };
  };
  people = { ana: await built('Ana'), ben: await built('Ben') };
  kiran = (
    await buildContractor(test.ctx, org, {
      email: `kiran@${DOMAIN}`,
      firstName: 'Kiran',
      contracts: [{ startDate: '2026-09-01', endDate: '2026-10-31' }],
    })
  ).contractor.id;
  const project = await buildActiveProject(test, org, signedIn.token, {
    name: 'Apollo',
    leadId: ceoUserId,
    start: '2026-01-01',
    end: '2026-12-31',
  });
  await buildTimesheet(test.ctx, org, {
    person: { employeeId: people.ana.employeeId },
    weekStart: '2026-09-07',
    days: [
      { projectId: project.id, workDate: '2026-09-07', minutes: 480, status: 'approved' },
      { projectId: project.id, workDate: '2026-09-08', minutes: 480, status: 'submitted' },
    ],
  });
  await buildLeaveYear(test.ctx, org, '2026-01-01');
  await creditLeave(test.ctx, org, '2026-12-31');
});
afterAll(() => test.close());

describe('kept utilisation', () => {
  it('marks no one until a month is kept', async () => {
    const marks = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from timesheet_utilisation_stale where organization_id = ${org}`,
      ),
    );
    expect(marks[0]?.count).toBe(0);
  });

  it('keeps a month on its first read, as the live computation counts it', async () => {
    const body = await read('by=person');
    // Ana and Ben: 22 weekdays; Kiran the same under contract; Ana's approved Monday counted.
    expect(
      body.results.map((row: { name: string; billable_hours: number; capacity_hours: number }) => [
        row.name,
        row.billable_hours,
        row.capacity_hours,
      ]),
    ).toEqual([
      ['Ana Kept', 8, 176],
      ['Ben Kept', 0, 176],
      [expect.stringMatching(/^Kiran /), 0, 176],
    ]);
    expect(body.totals).toEqual({ billable_hours: 8, capacity_hours: 528, utilisation: 1.5 });
    await expectKeptAsLive();
  });

  it('follows time approved, leave taken and a holiday, in every kept month', async () => {
    await read('by=person', '2026-10');
    await run(sql`update timesheet_entries set status = 'approved' where organization_id = ${org}
      and status = 'submitted'`);
    expect(await rowOf('Ana Kept')).toMatchObject({ billable_hours: 16 });
    const leaveTypeId = (await buildLeaveType(test.ctx, org, { allow_negative: true })).id;
    await buildLeaveRequest(test.ctx, org, {
      applicant: people.ben,
      leave_type_id: leaveTypeId,
      start: '2026-09-28',
      end: '2026-10-02',
      state: 'approved',
      decidedBy: ceoUserId,
    });
    expect(await rowOf('Ben Kept')).toMatchObject({ capacity_hours: 176 - 3 * 8 });
    const holiday = await ceo.post('/leave-portal/holidays/', {
      date: '2026-09-15',
      name: 'Pune day',
      location_ids: [pune],
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect(await rowOf('Ana Kept')).toMatchObject({ capacity_hours: 168 });
    await expectKeptAsLive();
    await expectKeptAsLive('2026-10');
  });

  it('follows a rename, a new department, an exit, a contract ended and a joiner', async () => {
    await run(sql`update users set first_name = 'Aaron' where organization_id = ${org}
      and id = ${people.ben.userId}`);
    expect((await read('by=person&limit=1')).results[0].name).toBe('Aaron Kept');
    const design = await inScope(test.ctx, org, (scope) => createDepartment(scope, 'Design'));
    await run(sql`update employees set department_id = ${design.id} where organization_id = ${org}
      and id = ${people.ana.employeeId}`);
    expect((await read('by=department&search=design')).results).toMatchObject([{ name: 'Design' }]);
    await buildExit(test.ctx, org, {
      employeeId: people.ana.employeeId,
      by: ceoUserId,
      noticeDate: '2026-08-01',
      lastWorkingDay: '2026-09-11',
      stage: 'exit-done',
    });
    expect(await rowOf('Ana Kept')).toMatchObject({ capacity_hours: 9 * 8 });
    await run(sql`update contracts set status = 'terminated', terminated_on = '2026-09-04'
      where organization_id = ${org} and contractor_id = ${kiran}`);
    await buildEmployee(test.ctx, org, {
      email: `joiner@${DOMAIN}`,
      firstName: 'Jo',
      lastName: 'Joiner',
      dateOfJoining: '2026-09-28',
    });
    const body = await read('by=person&limit=100');
    expect(body.count).toBe(4);
    expect(body.results).toContainEqual(expect.objectContaining({ name: 'Jo Joiner', capacity_hours: 24 }));
    expect(body.results).toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/^Kiran /), capacity_hours: 32 }),
    );
    await expectKeptAsLive();
    await expectKeptAsLive('2026-10');
  });

  it('lets go of months other than last and this one a week after they were kept, and keeps them anew', async () => {
    const keptMonths = async () =>
      (
        await withOrg(test.ctx.database.db, org, (tx) =>
          queryRows<{ month: string; rows: number }>(
            tx,
            sql`select m.month::text, (select count(*)::int from timesheet_utilisation r
                  where r.organization_id = m.organization_id and r.month = m.month) as rows
                from timesheet_utilisation_months m where m.organization_id = ${org} order by m.month`,
          ),
        )
      ).map((row) => `${row.month.slice(0, 7)} ${row.rows > 0}`);
    await inScope(test.ctx, org, (scope) => keepRecentUtilisation(scope));
    const [last, current] = await inScope(test.ctx, org, async (scope) => {
      const today = scope.clock.today();
      return [monthBefore(today), today.slice(0, 7)];
    });
    expect(await keptMonths()).toEqual(
      [...new Set([MONTH, '2026-10', last, current])].sort().map((month) => `${month} true`),
    );
    await run(sql`update timesheet_utilisation_months set kept_at = now() - interval '8 days'
      where organization_id = ${org}`);
    await inScope(test.ctx, org, (scope) => keepRecentUtilisation(scope));
    expect(await keptMonths()).toEqual([last, current].map((month) => `${month} true`));
    expect(await read('by=person&limit=100')).toEqual(await live({ by: 'person' }));
    expect(await keptMonths()).toContain(`${MONTH} true`);
  });

  it('searches the kept month, the totals following the search', async () => {
    expect(await read('by=person&search=joiner')).toEqual(await live({ by: 'person', search: 'joiner' }));
    expect(await read('by=department&search=des')).toEqual(await live({ by: 'department', search: 'des' }));
  });
});
