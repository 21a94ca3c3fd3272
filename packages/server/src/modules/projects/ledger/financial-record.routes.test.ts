import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLedgerTestOrganization, type LedgerTestOrganization } from './project-ledger.test-support';

let ledger: LedgerTestOrganization;
beforeAll(async () => {
  ledger = await buildLedgerTestOrganization('Finances', 'fixed-bid');
});
afterAll(() => ledger.test.close());

const client = (who: string) => ledger.client(who);
const newProject = () => ledger.newProject();

const revenue = (overrides: Record<string, unknown> = {}) => ({
  revenue_date: '2026-03-31',
  amount: 12500.5,
  revenue_type: 'milestone-billing',
  description: 'Design sign-off',
  receipt_date: '2026-04-05',
  expected_payment_date: '2026-05-05',
  ...overrides,
});

const cost = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-02-10',
  category: 'vendor',
  amount: 3200,
  description: 'Penetration test by an outside firm',
  ...overrides,
});

describe('project revenue', () => {
  it('is recorded by those who may update the project and read, with its total, by finance and its owner', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/revenues/`;
    const added = await client('lead').post(path, revenue());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      revenue_date: '2026-03-31',
      amount: 12500.5,
      revenue_type: 'milestone-billing',
      receipt_date: '2026-04-05',
      expected_payment_date: '2026-05-05',
      status: 'recorded',
      milestone: null,
      recorded_by: { id: ledger.users.lead },
    });
    await client('ceo').post(
      path,
      revenue({
        revenue_date: '2026-06-30',
        receipt_date: '2026-06-30',
        expected_payment_date: null,
        amount: 99.5,
      }),
    );

    const listed = (await client('owner').get(path)).json();
    expect(listed).toMatchObject({ count: 2, total: 12600, permissions: { can_update: false } });
    expect(listed.results.map((r: { revenue_date: string }) => r.revenue_date)).toEqual([
      '2026-06-30',
      '2026-03-31',
    ]);
    expect((await client('finance').get(path)).statusCode).toBe(200);

    expect((await client('owner').post(path, revenue())).statusCode).toBe(403);
    expect((await client('finance').post(path, revenue())).statusCode).toBe(403);
    expect((await client('otherlead').get(path)).statusCode).toBe(404);
    // They see every project, but not its money (spec 6).
    expect((await client('rmg').get(path)).statusCode).toBe(403);
    expect((await client('saleshead').get(path)).statusCode).toBe(403);
    expect((await client('staff').get(path)).statusCode).toBe(403);
  });

  it('falls within the project dates, with a receipt date, and neither receipt nor payment before it', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/revenues/`;
    const before = await client('lead').post(path, revenue({ revenue_date: '2025-12-31' }));
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      code: 'revenue_outside_project',
      codes: { revenue_date: ['revenue_outside_project'] },
    });
    const after = await client('lead').post(
      path,
      revenue({ revenue_date: '2027-01-01', receipt_date: '2027-01-02' }),
    );
    expect(after.json().code).toBe('revenue_outside_project');

    const { receipt_date: _, ...withoutReceipt } = revenue();
    const missing = await client('lead').post(path, withoutReceipt);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'invalid', codes: { receipt_date: ['receipt_date_required'] } });
    const nulled = await client('lead').post(path, revenue({ receipt_date: null }));
    expect(nulled.json().codes).toEqual({ receipt_date: ['receipt_date_required'] });

    const early = await client('lead').post(path, revenue({ receipt_date: '2026-03-30' }));
    expect(early.json()).toEqual({
      code: 'receipt_before_revenue',
      codes: { receipt_date: ['receipt_before_revenue'] },
    });
    const payment = await client('lead').post(path, revenue({ expected_payment_date: '2026-03-01' }));
    expect(payment.json()).toEqual({
      code: 'payment_before_revenue',
      codes: { expected_payment_date: ['payment_before_revenue'] },
    });
    const both = await client('lead').post(
      path,
      revenue({ receipt_date: '2026-03-01', expected_payment_date: '2026-03-01' }),
    );
    expect(both.json().codes).toEqual({
      receipt_date: ['receipt_before_revenue'],
      expected_payment_date: ['payment_before_revenue'],
    });
    const sameDay = await client('lead').post(
      path,
      revenue({ revenue_date: '2026-12-31', receipt_date: '2026-12-31', expected_payment_date: null }),
    );
    expect(sameDay.statusCode).toBe(201);
    expect((await client('lead').get(path)).json().count).toBe(1);
  });

  it('takes amounts above zero with two decimals, known types and statuses', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/revenues/`;
    expect((await client('lead').post(path, revenue({ amount: 0 }))).json()).toMatchObject({
      code: 'invalid',
      codes: { amount: ['invalid_amount'] },
    });
    expect((await client('lead').post(path, revenue({ amount: 1.005 }))).json().codes).toEqual({
      amount: ['invalid_amount'],
    });
    expect((await client('lead').post(path, revenue({ revenue_type: 'gift' }))).json().codes).toEqual({
      revenue_type: ['invalid'],
    });
    expect((await client('lead').post(path, revenue({ status: 'lost' }))).json().codes).toEqual({
      status: ['invalid'],
    });
    const missing = await client('lead').post(path, { description: 'x' });
    expect(missing.json().codes).toMatchObject({
      revenue_date: ['required'],
      amount: ['required'],
      revenue_type: ['required'],
      receipt_date: ['receipt_date_required'],
    });
  });

  it('links a milestone of its own project only, and loses the link when the milestone goes', async () => {
    const project = await newProject();
    const other = await newProject();
    const milestone = (
      await client('lead').post(`/projects/projects/${project.id}/milestones/`, {
        name: 'Design sign-off',
        planned_date: '2026-03-31',
        planned_amount: 12500,
      })
    ).json().results[0];
    const foreign = (
      await client('lead').post(`/projects/projects/${other.id}/milestones/`, {
        name: 'Elsewhere',
        planned_date: '2026-03-31',
        planned_amount: 10,
      })
    ).json().results[0];
    const path = `/projects/projects/${project.id}/revenues/`;
    const refused = await client('lead').post(path, revenue({ milestone_id: foreign.id }));
    expect(refused.json()).toEqual({
      code: 'milestone_not_in_project',
      codes: { milestone_id: ['milestone_not_in_project'] },
    });
    for (const id of [0, 2 ** 31]) {
      const beyond = await client('lead').post(path, revenue({ milestone_id: id }));
      expect(beyond.statusCode, beyond.body).toBe(400);
      expect(beyond.json().codes).toEqual({ milestone_id: ['invalid'] });
    }
    const linked = (await client('lead').post(path, revenue({ milestone_id: milestone.id }))).json();
    expect(linked.milestone).toEqual({ id: milestone.id, name: 'Design sign-off' });

    await client('lead').delete(`/projects/projects/${project.id}/milestones/${milestone.id}/`);
    expect((await client('lead').get(`${path}${linked.id}/`)).json().record.milestone).toBeNull();
  });

  it('is changed under the same rules and deleted, each change audited and shown in its history', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/revenues/`;
    const { id } = (await client('lead').post(path, revenue())).json();

    // The kept revenue date counts: a receipt date before it is refused.
    const early = await client('lead').patch(`${path}${id}/`, { receipt_date: '2026-03-01' });
    expect(early.json().code).toBe('receipt_before_revenue');
    const later = await client('lead').patch(`${path}${id}/`, { revenue_date: '2026-04-10' });
    expect(later.json().codes).toEqual({ receipt_date: ['receipt_before_revenue'] });
    expect((await client('lead').patch(`${path}${id}/`, { receipt_date: null })).json().codes).toEqual({
      receipt_date: ['receipt_date_required'],
    });

    const changed = await client('lead').patch(`${path}${id}/`, { amount: 13000, status: 'invoiced' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 13000, status: 'invoiced', revenue_date: '2026-03-31' });
    expect((await client('owner').patch(`${path}${id}/`, { amount: 1 })).statusCode).toBe(403);

    const detail = (await client('finance').get(`${path}${id}/`)).json();
    expect(detail.record).toMatchObject({ id, amount: 13000 });
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update']);
    expect(detail.history[0].actor).toMatchObject({ id: ledger.users.lead });
    expect(detail.history[1].changes).toEqual([
      { field: 'amount', before: '12500.5', after: '13000' },
      { field: 'status', before: 'recorded', after: 'invoiced' },
    ]);

    const other = await newProject();
    expect((await client('lead').get(`/projects/projects/${other.id}/revenues/${id}/`)).statusCode).toBe(404);
    expect(
      (await client('lead').patch(`/projects/projects/${other.id}/revenues/${id}/`, { amount: 1 }))
        .statusCode,
    ).toBe(404);

    expect((await client('lead').delete(`${path}${id}/`)).statusCode).toBe(204);
    expect((await client('lead').get(path)).json()).toMatchObject({ count: 0, total: 0, results: [] });
    expect((await client('lead').get(`${path}${id}/`)).statusCode).toBe(404);
    expect(await ledger.auditActions('project_revenue', id)).toEqual([
      'project_revenue.create',
      'project_revenue.update',
      'project_revenue.delete',
    ]);
  });

  it('is paged in SQL, the count and total covering every page', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/revenues/`;
    for (const day of [1, 2, 3, 4, 5])
      await client('lead').post(
        path,
        revenue({
          revenue_date: `2026-06-0${day}`,
          receipt_date: `2026-06-0${day}`,
          expected_payment_date: null,
          amount: day * 10,
        }),
      );
    const page = (await client('lead').get(`${path}?limit=2&offset=2`)).json();
    expect(page).toMatchObject({ count: 5, total: 150 });
    expect(page.results.map((r: { revenue_date: string }) => r.revenue_date)).toEqual([
      '2026-06-03',
      '2026-06-02',
    ]);
    expect((await client('lead').get(`${path}?limit=1&order_by=amount`)).json().results[0].amount).toBe(10);
    expect((await client('lead').get(`${path}?order_by=description`)).statusCode).toBe(400);
  });
});

describe('project costs', () => {
  it('are recorded within the project dates, read by finance, changed, deleted and audited', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/costs/`;
    const outside = await client('lead').post(path, cost({ date: '2025-12-31' }));
    expect(outside.json()).toEqual({
      code: 'cost_outside_project',
      codes: { date: ['cost_outside_project'] },
    });
    expect((await client('lead').post(path, cost({ category: 'party' }))).json().codes).toEqual({
      category: ['invalid'],
    });
    expect((await client('lead').post(path, cost({ amount: -5 }))).json().codes).toEqual({
      amount: ['invalid_amount'],
    });

    const added = await client('lead').post(path, cost());
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect(added.json()).toMatchObject({ date: '2026-02-10', category: 'vendor', amount: 3200 });
    await client('lead').post(path, cost({ category: 'travel', amount: 800.25 }));
    expect((await client('finance').get(path)).json()).toMatchObject({ count: 2, total: 4000.25 });
    expect((await client('finance').get(`${path}?category=travel`)).json()).toMatchObject({
      count: 1,
      total: 800.25,
    });
    expect((await client('rmg').get(path)).statusCode).toBe(403);
    expect((await client('finance').post(path, cost())).statusCode).toBe(403);

    expect((await client('lead').patch(`${path}${id}/`, { date: '2027-02-01' })).json().code).toBe(
      'cost_outside_project',
    );
    expect((await client('lead').patch(`${path}${id}/`, { amount: 3500 })).json().amount).toBe(3500);
    const detail = (await client('owner').get(`${path}${id}/`)).json();
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update']);
    expect(detail.history[1].changes).toEqual([{ field: 'amount', before: '3200', after: '3500' }]);
    expect((await client('lead').delete(`${path}${id}/`)).statusCode).toBe(204);
    expect(await ledger.auditActions('project_cost', id)).toEqual([
      'project_cost.create',
      'project_cost.update',
      'project_cost.delete',
    ]);
  });
});

describe('a closed project', () => {
  it('keeps its revenue and costs as they are', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const { id } = (await client('lead').post(`${base}/revenues/`, revenue())).json();
    await ledger.closeProject(project.id);
    expect((await client('lead').post(`${base}/revenues/`, revenue())).json().code).toBe('project_closed');
    expect((await client('lead').patch(`${base}/revenues/${id}/`, { amount: 1 })).json().code).toBe(
      'project_closed',
    );
    expect((await client('lead').delete(`${base}/revenues/${id}/`)).json().code).toBe('project_closed');
    expect((await client('lead').post(`${base}/costs/`, cost())).json().code).toBe('project_closed');
    expect((await client('lead').get(`${base}/revenues/`)).json().count).toBe(1);
  });
});

describe('another organisation', () => {
  it('finds none of these projects, their revenue or costs', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const id = (await client('lead').post(`${base}/revenues/`, revenue())).json().id;
    const costId = (await client('lead').post(`${base}/costs/`, cost())).json().id;
    const stranger = ledger.stranger();
    expect((await stranger.get(`${base}/revenues/`)).statusCode).toBe(404);
    expect((await stranger.post(`${base}/revenues/`, revenue())).statusCode).toBe(404);
    expect((await stranger.get(`${base}/revenues/${id}/`)).statusCode).toBe(404);
    expect((await stranger.patch(`${base}/revenues/${id}/`, { amount: 1 })).statusCode).toBe(404);
    expect((await stranger.delete(`${base}/revenues/${id}/`)).statusCode).toBe(404);
    expect((await stranger.get(`${base}/costs/`)).statusCode).toBe(404);
    expect((await stranger.get(`${base}/costs/${costId}/`)).statusCode).toBe(404);
    expect((await stranger.delete(`${base}/costs/${costId}/`)).statusCode).toBe(404);
    const crossed = await ledger.crossed('lead', `${base}/revenues/`);
    expect(crossed.statusCode).toBe(401);
    expect((await client('lead').get(`${base}/revenues/`)).json().count).toBe(1);
  });
});
