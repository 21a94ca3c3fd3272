import { ROLES, type TimesheetStatus } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { as, buildSignedInPeople, employeeIdsByName, inScope, userIdsByName } from '../../../test/factories';
import { buildAllocation } from '../../../test/project-factories';
import { buildTimesheet } from '../../../test/timesheet-factories';
import { createDepartment, createSubDepartment, setDepartmentHead } from '../../org-setup';
import {
  buildLedgerTestOrganization,
  type LedgerTestOrganization,
} from '../ledger/project-ledger.test-support';

let ledger: LedgerTestOrganization;
let users: Record<string, number>;
let subheadToken: string;
const client = (who: string) =>
  who === 'subhead' ? as(ledger.test, ledger.org, subheadToken) : ledger.client(who);
const run = (statement: SQL) =>
  withOrg(ledger.test.ctx.database.db, ledger.org, (tx) => tx.execute(statement));
const one = async <T>(statement: SQL) =>
  (await withOrg(ledger.test.ctx.database.db, ledger.org, (tx) => queryRows<T>(tx, statement)))[0] as T;

/** A running time-and-material project of 2026, led by `lead` (or led and owned by another lead), in US dollars. */
async function activeProject(leadUserId?: number) {
  const project = await ledger.newProject();
  const ceo = ledger.client('ceo');
  if (leadUserId) {
    const led = await ceo.patch(`/projects/projects/${project.id}/`, {
      delivery_lead_id: leadUserId,
      project_owner_id: leadUserId,
    });
    expect(led.statusCode, led.body).toBe(200);
  }
  const activated = await ceo.post(`/projects/projects/${project.id}/status/`, { status: 'active' });
  expect(activated.statusCode, activated.body).toBe(200);
  return project;
}

const MARCH = 'start_date=2026-03-01&end_date=2026-03-31';
const rowOf = (
  page: { results: ({ project: { id: number } } & Record<string, unknown>)[] },
  project: { id: number },
) => page.results.find((row) => row.project.id === project.id);

beforeAll(async () => {
  ledger = await buildLedgerTestOrganization('Margins', 'time-and-material');
  subheadToken = (
    await buildSignedInPeople(
      ledger.test,
      ledger.org,
      { subhead: [ROLES.SUB_DEPARTMENT_HEAD] },
      'sub.margins.test',
    )
  ).subhead as string;
  users = await userIdsByName(ledger.test, ledger.org);
  const [department, subDepartment, today] = await inScope(ledger.test.ctx, ledger.org, async (scope) => {
    const delivery = await createDepartment(scope, 'Delivery');
    const east = await createSubDepartment(scope, { departmentId: delivery.id, name: 'Delivery East' });
    await setDepartmentHead(scope, {
      kind: 'sub_department',
      id: east.id,
      headUserId: users.subhead as number,
    });
    return [delivery, east, scope.clock.today()] as const;
  });
  const otherlead = (await employeeIdsByName(ledger.test, ledger.org)).otherlead;
  const moved = await ledger.client('ceo').post(`/org/employees/${otherlead}/work-changes/`, {
    effective_date: today,
    department_id: department.id,
    sub_department_id: subDepartment.id,
  });
  expect(moved.statusCode, moved.body).toBe(200);
});
afterAll(() => ledger.test.close());

describe('projects net margins', () => {
  it("add up each project's billing, costs and expenses over the period, with totals per currency", async () => {
    const project = await activeProject();
    const base = `/projects/projects/${project.id}`;
    const lead = ledger.client('lead');
    const revenue = { revenue_type: 'time-and-material-billing', status: 'invoiced' };
    await lead.post(`${base}/revenues/`, {
      ...revenue,
      revenue_date: '2026-03-15',
      receipt_date: '2026-03-20',
      amount: 10000,
    });
    await lead.post(`${base}/revenues/`, {
      ...revenue,
      revenue_date: '2026-07-01',
      receipt_date: '2026-07-02',
      amount: 3000,
    });
    await lead.post(`${base}/costs/`, { date: '2026-03-10', category: 'vendor', amount: 2000 });
    await lead.post(`${base}/expenses/`, { date: '2026-03-20', category: 'travel', amount: 500 });

    const march = await lead.get(`/projects/net-margins/?${MARCH}`);
    expect(march.statusCode).toBe(200);
    expect(rowOf(march.json(), project)).toEqual({
      project: expect.objectContaining({
        id: project.id,
        currency: 'USD',
        billing_type: 'time-and-material',
      }),
      billing: 10000,
      costs: 2000,
      expenses: 500,
      net_margin: 7500,
      margin_percent: 75,
    });
    expect(march.json()).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(march.json().totals).toContainEqual(
      expect.objectContaining({ currency: 'USD', billing: 10000, net_margin: 7500 }),
    );
    const year = (await lead.get('/projects/net-margins/?start_date=2026-01-01&end_date=2026-12-31')).json();
    expect(rowOf(year, project)).toMatchObject({ billing: 13000, net_margin: 10500 });
    // The totals are of every project of the caller's, the same on a page of one and past the last page.
    const one = (await lead.get(`/projects/net-margins/?${MARCH}&limit=1`)).json();
    const beyond = (await lead.get(`/projects/net-margins/?${MARCH}&offset=400`)).json();
    expect(beyond.results).toEqual([]);
    expect(one.totals).toEqual(march.json().totals);
    expect(beyond.totals).toEqual(march.json().totals);
  });

  it('leave drafts out and show each person the projects that are theirs', async () => {
    const mine = await activeProject();
    const draft = await ledger.newProject();
    const theirs = await activeProject(users.otherlead);
    const listed = async (who: string) =>
      (
        (await client(who).get('/projects/net-margins/?limit=500')).json().results as {
          project: { id: number };
        }[]
      ).map((row) => row.project.id);
    for (const who of ['ceo', 'finance']) {
      expect(await listed(who)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(await listed(who)).not.toContain(draft.id);
    }
    expect(await listed('lead')).toContain(mine.id);
    expect(await listed('lead')).not.toContain(theirs.id);
    expect(await listed('owner')).toContain(mine.id);
    expect(await listed('otherlead')).toEqual([theirs.id]);
    expect(await listed('subhead')).toEqual([theirs.id]);
  });

  it('are refused to those without project money and to bad periods, and found nowhere else', async () => {
    for (const who of ['rmg', 'saleshead', 'staff'])
      expect((await client(who).get('/projects/net-margins/')).statusCode).toBe(403);
    const backwards = await ledger
      .client('ceo')
      .get('/projects/net-margins/?start_date=2026-05-01&end_date=2026-04-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().codes.end_date).toBeDefined();
    const long = await ledger
      .client('ceo')
      .get('/projects/net-margins/?start_date=2020-01-01&end_date=2026-01-01');
    expect(long.statusCode).toBe(400);
    const strangers = (await ledger.stranger().get('/projects/net-margins/?limit=500')).json();
    expect(strangers.count).toBe(0);
    expect((await ledger.crossed('finance', '/projects/net-margins/')).statusCode).toBe(401);
  });
});

describe('projects revenue leakages and losses', () => {
  it('value approved billable work not billed, due milestones not billed and billable capacity not used', async () => {
    const project = await activeProject();
    const staff = await one<{ id: number }>(
      sql`select id from employees where organization_id = ${ledger.org} and user_id = ${users.staff}`,
    );
    const ceo = ledger.client('ceo');
    const role = await ceo.post('/projects/billing-roles/', { name: 'Margins engineer' });
    expect(role.statusCode, role.body).toBe(201);
    const roleId = role.json().id as number;
    for (const [currency, rate] of [
      ['USD', 50],
      ['INR', 4000],
    ] as const) {
      const rated = await ceo.post(`/projects/billing-roles/${roleId}/rates/`, {
        currency,
        rate,
        effective_from: '2026-01-01',
      });
      expect(rated.statusCode, rated.body).toBe(200);
    }
    const team = await ceo.post(`/projects/projects/${project.id}/resource-groups/`, {
      name: 'Build',
      billing_role_id: roleId,
      required_count: 1,
      allocation_percent: 100,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    expect(team.statusCode, team.body).toBe(200);
    const group = (team.json().groups as { id: number; name: string }[]).find((row) => row.name === 'Build');
    // March 2026 has 22 weekdays: 176 billable hours at full time.
    await buildAllocation(ledger.test, ledger.org, {
      projectId: project.id,
      person: { employeeId: staff.id },
      start: '2026-03-01',
      end: '2026-03-31',
      resourceGroupId: group?.id,
    });
    // No decision leaves one week of approved, submitted and rejected entries side by side: the factory writes it.
    const entry = (day: string, status: TimesheetStatus, isBillable = true) =>
      ({ projectId: project.id, workDate: day, isBillable, status }) as const;
    await buildTimesheet(ledger.test.ctx, ledger.org, {
      person: { employeeId: staff.id },
      weekStart: '2026-03-02',
      days: [
        ...['02', '03', '04', '05', '06'].map((day) => entry(`2026-03-${day}`, 'approved')),
        entry('2026-03-09', 'submitted'),
        entry('2026-03-10', 'rejected'),
        entry('2026-03-11', 'approved', false),
      ],
    });
    await ledger.client('lead').post(`/projects/projects/${project.id}/revenues/`, {
      revenue_type: 'time-and-material-billing',
      status: 'recorded',
      revenue_date: '2026-03-31',
      receipt_date: '2026-04-02',
      amount: 500,
    });
    for (const [name, planned_date, planned_amount] of [
      ['Pilot', '2026-03-20', 1000],
      ['Launch', '2026-06-20', 9000],
    ] as const) {
      const milestone = await ledger
        .client('ceo')
        .post(`/projects/projects/${project.id}/milestones/`, { name, planned_date, planned_amount });
      expect(milestone.statusCode, milestone.body).toBe(200);
    }

    const page = await ledger.client('finance').get(`/projects/leakage-losses/?${MARCH}`);
    expect(page.statusCode).toBe(200);
    // 40 approved hours at 50 are 2,000, less 500 billed; 176 hours of capacity less 48 logged leave 128 at 50.
    expect(rowOf(page.json(), project)).toEqual({
      project: expect.objectContaining({ id: project.id }),
      approved_billable_hours: 40,
      unbilled_work: 1500,
      unbilled_milestones: 1000,
      revenue_leakage: 2500,
      unused_billable_hours: 128,
      revenue_loss: 6400,
      hours_without_rate: 0,
    });
    expect(page.json().totals).toContainEqual({ currency: 'USD', revenue_leakage: 2500, revenue_loss: 6400 });
    // Past the last page the totals are the same.
    const beyond = (
      await ledger.client('finance').get(`/projects/leakage-losses/?${MARCH}&offset=400`)
    ).json();
    expect(beyond.results).toEqual([]);
    expect(beyond.totals).toEqual(page.json().totals);

    // A rate once set is never taken away through the API: raw SQL leaves the role without one in US dollars.
    await run(sql`delete from billing_role_rates where organization_id = ${ledger.org} and billing_role_id = ${roleId}
      and currency = 'USD'`);
    const unrated = rowOf(
      (await ledger.client('finance').get(`/projects/leakage-losses/?${MARCH}`)).json(),
      project,
    );
    expect(unrated).toMatchObject({ unbilled_work: 0, revenue_loss: 0, unbilled_milestones: 1000 });
    expect(unrated?.hours_without_rate).toBe(168);
  });

  it('are for the same people as the margins', async () => {
    for (const who of ['ceo', 'finance', 'lead', 'owner', 'subhead'])
      expect((await client(who).get('/projects/leakage-losses/')).statusCode).toBe(200);
    for (const who of ['rmg', 'saleshead', 'staff'])
      expect((await client(who).get('/projects/leakage-losses/')).statusCode).toBe(403);
    expect((await ledger.stranger().get('/projects/leakage-losses/?limit=500')).json().count).toBe(0);
  });
});

describe('the net margin, revenue leakage and revenue loss widgets', () => {
  it('give each month of their window per currency, agreeing with the tables', async () => {
    const finance = ledger.client('finance');
    const ceo = ledger.client('ceo');
    const margin = await ceo.get('/dashboard/widgets/net_margin/');
    expect(margin.statusCode).toBe(200);
    const { start_date, end_date, results } = margin.json();
    expect(start_date.slice(5)).toBe('04-01');
    expect(end_date.slice(5)).toBe('03-31');
    const table = (
      await finance.get(`/projects/net-margins/?start_date=${start_date}&end_date=${end_date}`)
    ).json();
    const billed = (currency: string) =>
      results
        .filter((row: { currency: string }) => row.currency === currency)
        .reduce((sum: number, row: { actual_total_billing: number }) => sum + row.actual_total_billing, 0);
    for (const total of table.totals) expect(billed(total.currency)).toBeCloseTo(total.billing, 2);

    for (const widget of ['revenue_leakage', 'revenue_loss']) {
      const answer = await ceo.get(`/dashboard/widgets/${widget}/`);
      expect(answer.statusCode).toBe(200);
      const months = new Set(answer.json().results.map((row: { month: number }) => row.month));
      expect(months.size).toBeLessThanOrEqual(4);
    }
  });

  it('take the period a call names, with only_total, checked as the tables check theirs', async () => {
    const ceo = ledger.client('ceo');
    const year = (await ceo.get('/dashboard/widgets/net_margin/')).json();
    const billed = year.results.find(
      (row: { actual_total_billing: number }) => row.actual_total_billing !== 0,
    );
    const month = `${billed.year}-${String(billed.month).padStart(2, '0')}`;
    const last = `${month}-${new Date(Date.UTC(billed.year, billed.month, 0)).getUTCDate()}`;
    const named = `start_date=${month}-01&end_date=${last}&only_total=true`;
    const margin = (await ceo.get(`/dashboard/widgets/net_margin/?${named}`)).json();
    expect(margin.start_date).toBe(`${month}-01`);
    expect(margin.end_date).toBe(last);
    expect(margin.results).toEqual(
      year.results.filter((row: { month: number }) => row.month === billed.month),
    );
    const leakage = (await ceo.get(`/dashboard/widgets/revenue_leakage/?${named}`)).json();
    expect([leakage.start_date, leakage.end_date]).toEqual([`${month}-01`, last]);
    const backwards = await ceo.get(
      `/dashboard/widgets/net_margin/?start_date=${month}-28&end_date=${month}-01`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().codes).toEqual({ end_date: ['invalid_date_order'] });
    const tooLong = await ceo.get(
      '/dashboard/widgets/revenue_loss/?start_date=2020-01-01&end_date=2026-01-01',
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('are shown to the roles of spec 6 and refused to others', async () => {
    const tiles = async (who: string) =>
      ((await client(who).get('/dashboard/widgets/')).json().results as { identifier: string }[]).map(
        (tile) => tile.identifier,
      );
    for (const who of ['ceo', 'lead', 'owner', 'subhead'])
      expect(await tiles(who)).toEqual(
        expect.arrayContaining(['net_margin', 'revenue_leakage', 'revenue_loss']),
      );
    expect(await tiles('finance')).not.toContain('net_margin');
    for (const who of ['rmg', 'staff'])
      expect((await client(who).get('/dashboard/widgets/net_margin/')).statusCode).toBe(403);
  });
});

describe('working days', () => {
  it('are counted by arithmetic as by walking the calendar, for every pair of days in five weeks', async () => {
    const differing = await one<{ count: number }>(
      sql`select count(*)::int as count
          from generate_series('2026-02-23'::date, '2026-03-29'::date, interval '1 day') a,
            generate_series('2026-02-23'::date, '2026-03-29'::date, interval '1 day') b
          where atrium_weekdays(a::date, b::date) <> (select count(*) from generate_series(a, b, interval '1 day') d
            where extract(isodow from d) < 6)`,
    );
    expect(differing.count).toBe(0);
  });
});
