import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { employeeIdsByName, inScope } from '../../../test/factories';
import { buildAllocation } from '../../../test/project-factories';
import { buildTimesheet, logWeek } from '../../../test/timesheet-factories';
import {
  buildLedgerTestOrganization,
  type LedgerTestOrganization,
} from '../ledger/project-ledger.test-support';

let ledger: LedgerTestOrganization;
let today: string;
let project: { id: number };
let allocationId: number;
let roleId: number;

const db = () => ledger.test.ctx.database.db;
const rows = <T>(org: number, statement: ReturnType<typeof sql>) =>
  withOrg(db(), org, (tx) => queryRows<T>(tx, statement));

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const firstOf = (day: string, monthsBack = 0) => {
  const date = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return date.toISOString().slice(0, 10);
};
const lastOf = (day: string) => addDays(firstOf(addDays(firstOf(day), 40)), -1);

async function until(done: () => Promise<boolean>) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the figures were not refreshed in time');
}

const countedTo = async (org: number) =>
  (
    await rows<{ counted_to: string }>(
      org,
      sql`select counted_to::text from project_figures_counts where organization_id = ${org}`,
    )
  )[0]?.counted_to ?? null;

/** Counts the organisation's figures as the scheduled job does, and waits for it. */
async function countFiguresOf(org: number) {
  await withOrg(db(), org, (tx) => ledger.test.ctx.jobs.enqueue(tx, 'projects.count-figures', {}));
  await until(async () => (await countedTo(org)) === today);
}

const settled = () =>
  until(
    async () =>
      (
        await rows<{ n: number }>(
          ledger.org,
          sql`select count(*)::int as n from project_figures_stale where organization_id = ${ledger.org}`,
        )
      )[0]?.n === 0,
  );

/** Every tile and table the roll-up answers, over the default and named periods. */
function everyPath() {
  const months = `start_date=${firstOf(today, 2)}&end_date=${lastOf(today)}`;
  const past = `start_date=${firstOf(today, 4)}&end_date=${lastOf(firstOf(today, 2))}`;
  const cut = `start_date=${addDays(firstOf(today, 2), 9)}&end_date=${addDays(today, -3)}`;
  return [
    ...['net_margin', 'revenue_leakage', 'revenue_loss'].flatMap((tile) =>
      ['', months, past, cut, `${months}&only_total=true`].map(
        (query) => `/dashboard/widgets/${tile}/?${query}`,
      ),
    ),
    ...['net-margins', 'leakage-losses'].flatMap((table) =>
      ['', months, past, cut].map((query) => `/projects/${table}/?limit=500&${query}`),
    ),
  ];
}

/** What the CEO and the lead are answered on each path. */
async function answers(paths = everyPath()) {
  const answered: Record<string, unknown> = {};
  for (const who of ['ceo', 'lead'])
    for (const path of paths) {
      const answer = await ledger.client(who).get(path);
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
      answered[`${who} ${path}`] = answer.json();
    }
  return answered;
}

/** What the live computation answers: the same calls with the roll-up set aside (never counted). */
async function liveAnswers(paths = everyPath()) {
  const counted = await countedTo(ledger.org);
  await withOrg(db(), ledger.org, (tx) =>
    tx.execute(sql`delete from project_figures_counts where organization_id = ${ledger.org}`),
  );
  try {
    return await answers(paths);
  } finally {
    await withOrg(db(), ledger.org, (tx) =>
      tx.execute(sql`insert into project_figures_counts (organization_id, counted_to)
        values (${ledger.org}, ${counted}::date)`),
    );
  }
}

/**
 * The roll-up answers as the live computation does, right after a change (its project added up live) and once
 * refreshed. The live answers read the records alone, which the refresh does not change.
 */
async function expectSameAsLive(paths = everyPath()) {
  const live = await liveAnswers(paths);
  expect(await answers(paths)).toEqual(live);
  await settled();
  expect(await answers(paths)).toEqual(live);
}

beforeAll(async () => {
  ledger = await buildLedgerTestOrganization('Rollups', 'time-and-material');
  today = await inScope(ledger.test.ctx, ledger.org, async (scope) => scope.clock.today());
  const ceo = ledger.client('ceo');
  const customer = (await ceo.post('/projects/clients/', { name: 'Roll-up client' })).json();
  const created = await ceo.post('/projects/projects/', {
    name: 'Roll-up project',
    billing_type: 'time-and-material',
    currency: 'USD',
    client_id: customer.id,
    project_owner_id: ledger.users.owner,
    delivery_lead_id: ledger.users.lead,
    start_date: firstOf(today, 5),
    end_date: addDays(today, 60),
    billing_start_date: firstOf(today, 5),
    billing_end_date: addDays(today, 60),
  });
  expect(created.statusCode, created.body).toBe(201);
  project = created.json();
  expect((await ceo.post(`/projects/projects/${project.id}/status/`, { status: 'active' })).statusCode).toBe(
    200,
  );
  roleId = (await ceo.post('/projects/billing-roles/', { name: 'Roll-up engineer' })).json().id;
  await ceo.post(`/projects/billing-roles/${roleId}/rates/`, {
    currency: 'USD',
    rate: 50,
    effective_from: firstOf(today, 5),
  });
  const team = await ceo.post(`/projects/projects/${project.id}/resource-groups/`, {
    name: 'Build',
    billing_role_id: roleId,
    required_count: 1,
    allocation_percent: 100,
    start_date: firstOf(today, 3),
    end_date: addDays(today, 30),
  });
  expect(team.statusCode, team.body).toBe(200);
  const group = (team.json().groups as { id: number; name: string }[]).find((row) => row.name === 'Build');
  const staff = (await employeeIdsByName(ledger.test, ledger.org)).staff as number;
  allocationId = (
    await buildAllocation(ledger.test, ledger.org, {
      projectId: project.id,
      person: { employeeId: staff },
      start: firstOf(today, 3),
      end: addDays(today, 30),
      resourceGroupId: group?.id,
    })
  ).id;
  const monday = mondayOf(addDays(today, -40));
  await buildTimesheet(ledger.test.ctx, ledger.org, {
    person: { employeeId: staff },
    weekStart: monday,
    days: [0, 1, 2, 3].map((day) => ({
      projectId: project.id,
      workDate: addDays(monday, day),
      isBillable: true,
      status: 'approved' as const,
    })),
  });
  await countFiguresOf(ledger.org);
});
afterAll(() => ledger.test.close());

describe('project figures kept as monthly roll-ups', () => {
  it('are what the tiles and tables read once counted', async () => {
    expect(await answers()).toEqual(await liveAnswers());
    const [row] = await rows<{ month: string }>(
      ledger.org,
      sql`select month::text from project_month_figures where organization_id = ${ledger.org}
            and project_id = ${project.id} and approved_hours is not null order by month limit 1`,
    );
    expect(row).toBeDefined();
    // A named period is added up from the months, the default one (the leakage window) from its kept sums:
    // the project's row, and the totals per currency.
    const lossOf = async (query: string) => {
      const page = (await ledger.client('ceo').get(`/projects/leakage-losses/?limit=500${query}`)).json();
      return [page.totals, rowOf(page)];
    };
    const rowOf = (page: { results: { project: { id: number }; revenue_loss: number }[] }) =>
      page.results.find((result) => result.project.id === project.id)?.revenue_loss;
    const tampered = [
      [
        `&start_date=${row?.month}&end_date=${lastOf(today)}`,
        sql`project_month_figures`,
        sql`project_id = ${project.id} and month = ${row?.month}::date`,
      ],
      ['', sql`project_period_figures`, sql`project_id = ${project.id} and period_end = ${today}::date`],
      ['', sql`project_period_totals`, sql`period_end = ${today}::date`],
    ] as const;
    for (const [query, table, which] of tampered) {
      const before = await lossOf(query);
      const change = (by: number) =>
        withOrg(db(), ledger.org, (tx) =>
          tx.execute(sql`update ${table} set loss = loss + ${by}
            where organization_id = ${ledger.org} and ${which}`),
        );
      await change(1000);
      expect(await lossOf(query), query).not.toEqual(before);
      await change(-1000);
      expect(await lossOf(query)).toEqual(before);
    }
  });

  // Each change below builds on the one before it, one test each.
  describe('follow money', () => {
    const base = () => `/projects/projects/${project.id}`;
    let revenueId: number;

    it('recorded', async () => {
      const revenue = await ledger.client('lead').post(`${base()}/revenues/`, {
        revenue_type: 'time-and-material-billing',
        status: 'recorded',
        revenue_date: addDays(today, -30),
        receipt_date: addDays(today, -25),
        amount: 500,
      });
      expect(revenue.statusCode, revenue.body).toBe(201);
      revenueId = revenue.json().id;
      await expectSameAsLive();
    });

    it('changed', async () => {
      const changed = await ledger.client('lead').patch(`${base()}/revenues/${revenueId}/`, { amount: 4000 });
      expect(changed.statusCode, changed.body).toBe(200);
      await expectSameAsLive();
    });

    let expenseId: number;

    it('spent', async () => {
      const lead = ledger.client('lead');
      await lead.post(`${base()}/costs/`, { date: addDays(today, -10), category: 'vendor', amount: 2000 });
      const expense = await lead.post(`${base()}/expenses/`, {
        date: addDays(today, -5),
        category: 'travel',
        amount: 300,
      });
      expect(expense.statusCode, expense.body).toBe(201);
      expenseId = expense.json().id;
      await expectSameAsLive();
    });

    it('removed', async () => {
      expect((await ledger.client('lead').delete(`${base()}/expenses/${expenseId}/`)).statusCode).toBe(204);
      await expectSameAsLive();
    });
  });

  describe('follow time', () => {
    let monday: string;
    let sheetId: number | undefined;
    const decide = async (decision: string, workDate?: string) => {
      const decided = await ledger.client('lead').post('/timesheets/approvals/decide/', {
        decision,
        reason: decision === 'approve' ? undefined : 'Checked again',
        items: [{ timesheet_id: sheetId, project_id: project.id, work_date: workDate }],
      });
      expect(decided.statusCode, decided.body).toBe(200);
    };

    it('logged', async () => {
      monday = mondayOf(addDays(today, -14));
      await logWeek(ledger.client('staff'), monday, [
        { project_id: project.id, minutes: [480, 480, 240, 0, 0, 0, 0] },
      ]);
      await expectSameAsLive();
      const [sheet] = await rows<{ id: number }>(
        ledger.org,
        sql`select t.id from timesheets t join employees e on e.organization_id = t.organization_id
              and e.id = t.employee_id
            where t.organization_id = ${ledger.org} and e.user_id = ${ledger.users.staff}
              and t.week_start = ${monday}`,
      );
      sheetId = sheet?.id;
    });

    it('rejected', async () => {
      await decide('reject', monday);
      await expectSameAsLive();
    });

    it('approved', async () => {
      await decide('approve', addDays(monday, 1));
      await expectSameAsLive();
    });

    it('reopened', async () => {
      await decide('reopen', addDays(monday, 1));
      await expectSameAsLive();
    });
  });

  describe('follow', () => {
    const base = () => `/projects/projects/${project.id}`;

    it('an allocation', async () => {
      const changed = await ledger
        .client('ceo')
        .patch(`${base()}/allocations/${allocationId}/`, { allocation_percent: 50 });
      expect(changed.statusCode, changed.body).toBe(200);
      await expectSameAsLive();
    });

    it('a billing rate', async () => {
      const rated = await ledger.client('ceo').post(`/projects/billing-roles/${roleId}/rates/`, {
        currency: 'USD',
        rate: 80,
        effective_from: firstOf(today, 1),
      });
      expect(rated.statusCode, rated.body).toBe(200);
      await expectSameAsLive();
    });

    it('a milestone', async () => {
      const milestone = await ledger.client('ceo').post(`${base()}/milestones/`, {
        name: 'Pilot',
        planned_date: addDays(today, -20),
        planned_amount: 700,
      });
      expect(milestone.statusCode, milestone.body).toBe(200);
      await expectSameAsLive();
    });

    it("the project's currency", async () => {
      const currency = await ledger.client('ceo').patch(`${base()}/`, { currency: 'INR' });
      expect(currency.statusCode, currency.body).toBe(200);
      await expectSameAsLive();
    });
  });

  it('list the projects in every order of the tables, a page at a time, as the live computation does', async () => {
    const ceo = ledger.client('ceo');
    const added = [await ledger.newProject(), await ledger.newProject(), await ledger.newProject()];
    for (const { id } of added.slice(0, 2))
      expect((await ceo.post(`/projects/projects/${id}/status/`, { status: 'active' })).statusCode).toBe(200);
    const revenue = await ledger.client('lead').post(`/projects/projects/${added[0]?.id}/revenues/`, {
      revenue_type: 'time-and-material-billing',
      status: 'recorded',
      revenue_date: addDays(today, -3),
      receipt_date: addDays(today, -2),
      amount: 700,
    });
    expect(revenue.statusCode, revenue.body).toBe(201);
    const orders = {
      'net-margins': ['name', 'billing', 'net_margin', 'margin_percent'],
      'leakage-losses': ['name', 'revenue_leakage', 'revenue_loss'],
    };
    const paths = Object.entries(orders).flatMap(([table, sorts]) =>
      sorts.flatMap((sort) =>
        [sort, `-${sort}`].flatMap((order) => [
          `/projects/${table}/?order_by=${order}&limit=2&offset=1`,
          `/projects/${table}/?order_by=${order}&limit=500`,
        ]),
      ),
    );
    await expectSameAsLive(paths);
  });

  it('count the current month up to today, and are read live until a new day is counted', async () => {
    await withOrg(db(), ledger.org, (tx) =>
      tx.execute(sql`update project_figures_counts set counted_to = ${addDays(today, -1)}::date
        where organization_id = ${ledger.org}`),
    );
    // A day behind, every period ending today is added up live: the same figures.
    expect(await answers()).toEqual(await liveAnswers());
    await countFiguresOf(ledger.org);
    expect(await answers()).toEqual(await liveAnswers());
  });

  it("never show another organisation's figures", async () => {
    const stranger = ledger.stranger();
    const customer = (await stranger.post('/projects/clients/', { name: 'Foreign client' })).json();
    const foreign = await stranger.post('/projects/projects/', {
      name: 'Foreign project',
      billing_type: 'time-and-material',
      currency: 'USD',
      client_id: customer.id,
      start_date: firstOf(today, 2),
      end_date: addDays(today, 30),
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
    const recorded = await stranger.post(`/projects/projects/${foreign.json().id}/revenues/`, {
      revenue_type: 'time-and-material-billing',
      status: 'recorded',
      revenue_date: addDays(today, -3),
      receipt_date: addDays(today, -2),
      amount: 900,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const [owner] = await queryRows<{ organization_id: number }>(
      db(),
      sql`select organization_id from projects where id = ${foreign.json().id}`,
    );
    const otherOrg = owner?.organization_id as number;
    const figuresOf = (org: number) =>
      rows<{ n: number }>(
        org,
        sql`select count(*)::int as n from project_month_figures where organization_id = ${otherOrg}`,
      ).then(([row]) => row?.n);
    await until(async () => (await figuresOf(otherOrg)) === 1);
    expect(await figuresOf(ledger.org)).toBe(0);
    expect(
      await rows(ledger.org, sql`select 1 from project_figures_counts where organization_id = ${otherOrg}`),
    ).toEqual([]);
  });
});
