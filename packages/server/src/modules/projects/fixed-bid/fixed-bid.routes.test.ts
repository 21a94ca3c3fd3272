import type { TimesheetStatus } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { buildAllocation, buildMilestone } from '../../../test/project-factories';
import { buildTimesheet } from '../../../test/timesheet-factories';
import {
  buildLedgerTestOrganization,
  type LedgerTestOrganization,
} from '../ledger/project-ledger.test-support';

let ledger: LedgerTestOrganization;
let timeAndMaterial: LedgerTestOrganization;
beforeAll(async () => {
  ledger = await buildLedgerTestOrganization('FixedBid', 'fixed-bid');
  timeAndMaterial = await buildLedgerTestOrganization('FixedBidTm', 'time-and-material');
});
afterAll(async () => {
  await timeAndMaterial.test.close();
  await ledger.test.close();
});

const client = (who: string) => ledger.client(who);
const run = (statement: SQL) =>
  withOrg(ledger.test.ctx.database.db, ledger.org, (tx) => tx.execute(statement));
const numbersPath = (project: { id: number }) => `/projects/projects/${project.id}/fixed-bid-numbers/`;
const requestsPath = (project: { id: number }) => `/projects/projects/${project.id}/change-requests/`;

/** Calls the numbers until their calculation is over. */
async function settled(project: { id: number }) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const numbers = (await client('finance').get(numbersPath(project))).json();
    if (!['queued', 'running'].includes(numbers.calculation.state)) return numbers;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the recalculation did not finish');
}

/**
 * A small fixed-bid project: milestones of 48,000 (completed, actual) and 30,000 planned; change requests of
 * +5,000 and −1,000 approved and 2,000 proposed; 3,200 of costs and 800 of expenses; the staff member allocated
 * January to March in a group whose billing role costs 40 an hour, with 8 hours approved and 4 frozen (4 more
 * only submitted), and 2 approved hours of the lead, who has no allocation and so no cost rate.
 */
async function smallProject() {
  const project = await ledger.newProject();
  const { org } = ledger;
  const base = `/projects/projects/${project.id}`;
  const lead = client('lead');
  for (const cr of [
    { title: 'Extra reports', amount: 5000, request_date: '2026-02-01', status: 'approved' },
    { title: 'Drop the archive', amount: -1000, request_date: '2026-02-02', status: 'approved' },
    { title: 'Mobile layout', amount: 2000, request_date: '2026-02-03' },
  ])
    expect((await lead.post(requestsPath(project), cr)).statusCode).toBe(201);
  await lead.post(`${base}/costs/`, { date: '2026-02-10', category: 'vendor', amount: 3200 });
  await lead.post(`${base}/expenses/`, { date: '2026-03-10', category: 'travel', amount: 800 });
  // A milestone is completed only on an active project, and this one stays a draft: the factory writes them.
  await buildMilestone(ledger.test, org, {
    projectId: project.id,
    name: 'Design',
    plannedDate: '2026-02-28',
    plannedAmount: 50000,
    actualAmount: 48000,
    status: 'completed',
  });
  await buildMilestone(ledger.test, org, {
    projectId: project.id,
    name: 'Build',
    plannedDate: '2026-06-30',
    plannedAmount: 30000,
  });
  const [staff, leadEmployee] = await withOrg(ledger.test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select id from employees where organization_id = ${org}
            and user_id in (${ledger.users.staff}, ${ledger.users.lead})
          order by (user_id = ${ledger.users.staff}) desc`,
    ),
  );
  const ceo = client('ceo');
  const role = await ceo.post('/projects/billing-roles/', { name: `Engineer ${project.id}` });
  expect(role.statusCode, role.body).toBe(201);
  const billingRoleId = role.json().id as number;
  const rate = { currency: 'USD', rate: 90, cost_rate: 40, effective_from: '2026-01-01' };
  expect((await ceo.post(`/projects/billing-roles/${billingRoleId}/rates/`, rate)).statusCode).toBe(200);
  const span = { start_date: '2026-01-05', end_date: '2026-03-31' };
  const team = await ceo.post(`${base}/resource-groups/`, {
    name: 'Team',
    billing_role_id: billingRoleId,
    required_count: 1,
    allocation_percent: 50,
    ...span,
  });
  expect(team.statusCode, team.body).toBe(200);
  const [group] = team.json().groups as { id: number }[];
  await buildAllocation(ledger.test, org, {
    projectId: project.id,
    person: { employeeId: staff?.id as number },
    start: span.start_date,
    end: span.end_date,
    percent: 50,
    resourceGroupId: group?.id,
  });
  // A week of its own for each project's sheets (one sheet per person and week); the days are what count. No
  // decision leaves approved, frozen and submitted entries side by side in one week: the factory writes them.
  const week = new Date(Date.UTC(2026, 1, 2 + 7 * project.id)).toISOString().slice(0, 10);
  const day = (workDate: string, minutes: number, status: TimesheetStatus) =>
    ({ projectId: project.id, workDate, minutes, isBillable: false, status }) as const;
  await buildTimesheet(ledger.test.ctx, org, {
    person: { employeeId: staff?.id as number },
    weekStart: week,
    days: [
      day('2026-02-02', 480, 'approved'),
      day('2026-02-03', 240, 'frozen'),
      day('2026-02-04', 240, 'submitted'),
    ],
  });
  await buildTimesheet(ledger.test.ctx, org, {
    person: { employeeId: leadEmployee?.id as number },
    weekStart: week,
    days: [day('2026-02-02', 120, 'approved')],
  });
  return project;
}

describe('fixed bid numbers', () => {
  it('are calculated in the background into contract value, revenue, cost, estimate and margin', async () => {
    const project = await smallProject();
    const before = (await client('finance').get(numbersPath(project))).json();
    expect(before).toMatchObject({
      is_fixed_bid: true,
      calculation: { state: 'never', stale: false, calculated_at: null },
      figures: null,
    });

    const queued = await client('finance').post(`${numbersPath(project)}recalculate/`, {});
    expect(queued.statusCode).toBe(202);
    expect(queued.json().calculation.state).toBe('queued');

    const numbers = await settled(project);
    expect(numbers.calculation).toMatchObject({ state: 'done', stale: false });
    expect(numbers.figures).toEqual({
      as_of: expect.any(String),
      contract: { milestones: 78000, approved_change_requests: 4000, value: 82000 },
      revenue: { by_milestone: 48000, by_percent_complete: 82000 },
      percent_complete: 100,
      burn_percent: 5.46,
      cost_to_date: {
        costs: 3200,
        expenses: 800,
        labour: 480,
        total: 4480,
        hours: 14,
        hours_without_cost_rate: 2,
      },
      remaining: { hours: 0, cost: 0, hours_without_cost_rate: 0 },
      estimate_at_completion: 4480,
      margin: 77520,
      margin_percent: 94.54,
      overrun: 0,
    });

    // A change after the calculation makes its figures stale until the next one.
    const extra = await client('lead').post(requestsPath(project), {
      title: 'Second phase',
      amount: 10000,
      request_date: '2026-05-01',
      status: 'approved',
    });
    expect(extra.statusCode).toBe(201);
    expect((await client('finance').get(numbersPath(project))).json().calculation.stale).toBe(true);
    await client('finance').post(`${numbersPath(project)}recalculate/`, {});
    const again = await settled(project);
    expect(again.calculation.stale).toBe(false);
    expect(again.figures.contract.value).toBe(92000);
  });

  it('keep their last figures, greyed, while a recalculation is in progress', async () => {
    const project = await smallProject();
    await client('finance').post(`${numbersPath(project)}recalculate/`, {});
    const done = await settled(project);
    // A calculation caught while it runs, which no call can hold still: raw SQL marks it running.
    await run(
      sql`update fixed_bid_snapshots set state = 'running'
          where organization_id = ${ledger.org} and project_id = ${project.id}`,
    );
    const running = (await client('finance').get(numbersPath(project))).json();
    expect(running.calculation.state).toBe('running');
    expect(running.figures).toEqual(done.figures);
    // Asked again while one runs, nothing more is queued.
    const asked = await client('finance').post(`${numbersPath(project)}recalculate/`, {});
    expect(asked.json().calculation.state).toBe('running');
  });

  it('are for fixed-bid projects only', async () => {
    const project = await timeAndMaterial.newProject();
    const tm = timeAndMaterial.client('finance');
    expect((await tm.get(numbersPath(project))).json()).toMatchObject({
      is_fixed_bid: false,
      figures: null,
      calculation: { state: 'never' },
    });
    const refused = await tm.post(`${numbersPath(project)}recalculate/`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('not_fixed_bid');
    const request = await timeAndMaterial
      .client('lead')
      .post(requestsPath(project), { title: 'More', amount: 10, request_date: '2026-02-01' });
    expect(request.json().code).toBe('not_fixed_bid');
  });

  it('are read by those who see the finances; others are refused, other organisations find nothing', async () => {
    const project = await ledger.newProject();
    for (const who of ['finance', 'owner', 'lead', 'ceo'])
      expect((await client(who).get(numbersPath(project))).statusCode).toBe(200);
    expect((await client('otherlead').get(numbersPath(project))).statusCode).toBe(404);
    for (const who of ['rmg', 'saleshead', 'staff']) {
      expect((await client(who).get(numbersPath(project))).statusCode).toBe(403);
      expect((await client(who).post(`${numbersPath(project)}recalculate/`, {})).statusCode).toBe(403);
      expect((await client(who).get(requestsPath(project))).statusCode).toBe(403);
    }
    expect((await ledger.stranger().get(numbersPath(project))).statusCode).toBe(404);
    expect((await ledger.stranger().post(`${numbersPath(project)}recalculate/`, {})).statusCode).toBe(404);
    expect((await ledger.stranger().get(requestsPath(project))).statusCode).toBe(404);
    expect((await ledger.crossed('finance', numbersPath(project))).statusCode).toBe(401);
  });
});

describe('change requests', () => {
  it('are added, decided and deleted by those who may update the project, each change audited', async () => {
    const project = await ledger.newProject();
    const lead = client('lead');
    const created = await lead.post(requestsPath(project), {
      title: '  Extra reports ',
      amount: 1250.5,
      request_date: '2026-03-01',
    });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      title: 'Extra reports',
      amount: 1250.5,
      request_date: '2026-03-01',
      status: 'proposed',
      created_by: { id: ledger.users.lead },
    });
    const one = `${requestsPath(project)}${request.id}/`;
    const approved = await lead.patch(one, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    const list = (await client('finance').get(requestsPath(project))).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([request.id]);
    expect((await lead.delete(one)).statusCode).toBe(204);
    expect((await client('finance').get(requestsPath(project))).json().results).toEqual([]);
    expect(await ledger.auditActions('project_change_request', request.id)).toEqual([
      'project_change_request.create',
      'project_change_request.update',
      'project_change_request.delete',
    ]);
  });

  it('are refused with a reason for each field', async () => {
    const project = await ledger.newProject();
    const lead = client('lead');
    const refusal = async (body: object) => {
      const answer = await lead.post(requestsPath(project), body);
      expect(answer.statusCode).toBe(400);
      return answer.json();
    };
    expect(await refusal({})).toEqual({
      code: 'invalid',
      codes: { title: ['required'], amount: ['required'], request_date: ['required'] },
    });
    expect(
      (await refusal({ title: ' ', amount: 0, request_date: '2026-02-30', status: 'done' })).codes,
    ).toEqual({
      title: ['required'],
      amount: ['change_request_amount'],
      request_date: ['invalid'],
      status: ['invalid'],
    });
    expect((await refusal({ title: 'Cents', amount: 10.005, request_date: '2026-02-01' })).codes).toEqual({
      amount: ['change_request_amount'],
    });
    expect(await refusal({ title: 'Late', amount: 10, request_date: '2027-01-01' })).toEqual({
      code: 'change_request_outside_project',
      codes: { request_date: ['change_request_outside_project'] },
    });
    const negative = await lead.post(requestsPath(project), {
      title: 'Less scope',
      amount: -500,
      request_date: '2026-12-31',
    });
    expect(negative.statusCode).toBe(201);
    const one = `${requestsPath(project)}${negative.json().id}/`;
    expect((await lead.patch(one, { status: 'maybe' })).json().codes).toEqual({ status: ['invalid'] });
    expect((await lead.patch(one, { status: 'approved', title: 'x' })).json().codes).toEqual({
      title: ['unknown_field'],
    });
  });

  it('are changed by those who may update the project only, never on a closed project or another project', async () => {
    const project = await ledger.newProject();
    const body = { title: 'Extra', amount: 100, request_date: '2026-02-01' };
    expect((await client('finance').get(requestsPath(project))).statusCode).toBe(200);
    const created = (await client('lead').post(requestsPath(project), body)).json();
    const one = `${requestsPath(project)}${created.id}/`;
    for (const who of ['rmg', 'staff']) {
      expect((await client(who).post(requestsPath(project), body)).statusCode).toBe(403);
      expect((await client(who).patch(one, { status: 'approved' })).statusCode).toBe(403);
      expect((await client(who).delete(one)).statusCode).toBe(403);
    }
    expect((await ledger.stranger().post(requestsPath(project), body)).statusCode).toBe(404);
    expect((await ledger.stranger().delete(one)).statusCode).toBe(404);
    const other = await ledger.newProject();
    expect(
      (await client('lead').patch(`${requestsPath(other)}${created.id}/`, { status: 'approved' })).statusCode,
    ).toBe(404);
    await ledger.closeProject(project.id);
    expect((await client('lead').post(requestsPath(project), body)).json().code).toBe('project_closed');
    expect((await client('lead').delete(one)).json().code).toBe('project_closed');
  });
});
