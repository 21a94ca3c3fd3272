import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLedgerTestOrganization, type LedgerTestOrganization } from './project-ledger.test-support';

let ledger: LedgerTestOrganization;
beforeAll(async () => {
  ledger = await buildLedgerTestOrganization('Numbers', 'fixed-bid');
});
afterAll(() => ledger.test.close());

const client = (who: string) => ledger.client(who);
const numbersOf = (project: { id: number }, who = 'finance') =>
  client(who).get(`/projects/projects/${project.id}/numbers/`);

describe("a project's numbers", () => {
  it('add up its revenue by status, costs, expenses and receipts into margin and what is still owed', async () => {
    const project = await ledger.newProject();
    const base = `/projects/projects/${project.id}`;
    const lead = client('lead');
    const revenue = {
      revenue_date: '2026-03-31',
      revenue_type: 'milestone-billing',
      receipt_date: '2026-04-05',
    };
    for (const [amount, status] of [
      [12500.5, 'paid'],
      [2000, 'invoiced'],
    ] as const) {
      expect((await lead.post(`${base}/revenues/`, { ...revenue, amount, status })).statusCode).toBe(201);
    }
    await lead.post(`${base}/costs/`, { date: '2026-02-10', category: 'vendor', amount: 3200 });
    await lead.post(`${base}/expenses/`, { date: '2026-03-10', category: 'travel', amount: 420.5 });
    await lead.post(`${base}/receipts/`, { received_on: '2026-04-02', amount: 10000, mode: 'bank-transfer' });
    await lead.post(`${base}/milestones/`, {
      name: 'Design sign-off',
      planned_date: '2026-03-31',
      planned_amount: 250000,
    });

    const numbers = await numbersOf(project);
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json()).toMatchObject({
      project: { id: project.id, currency: 'USD' },
      revenue: { total: 14500.5, recorded: 0, invoiced: 2000, partial_paid: 0, paid: 12500.5 },
      costs: 3200,
      expenses: 420.5,
      received: 10000,
      margin: 10880,
      margin_percent: 75.03,
      outstanding: 4500.5,
      milestones: { count: 1, completed: 0, planned: 250000, actual: 0 },
      team: { people: 0, billable: 0 },
    });
  });

  it('read zero for a project with nothing recorded, without a margin per cent', async () => {
    const numbers = (await numbersOf(await ledger.newProject(), 'ceo')).json();
    expect(numbers).toMatchObject({ revenue: { total: 0 }, margin: 0, margin_percent: null, outstanding: 0 });
  });

  it('are for finance, its owner and delivery lead and the CEO; others are refused, other organisations find nothing', async () => {
    const project = await ledger.newProject();
    for (const who of ['finance', 'owner', 'lead', 'ceo'])
      expect((await numbersOf(project, who)).statusCode).toBe(200);
    expect((await numbersOf(project, 'otherlead')).statusCode).toBe(404);
    for (const who of ['rmg', 'saleshead', 'staff'])
      expect((await numbersOf(project, who)).statusCode).toBe(403);
    expect((await ledger.stranger().get(`/projects/projects/${project.id}/numbers/`)).statusCode).toBe(404);
    expect((await ledger.crossed('finance', `/projects/projects/${project.id}/numbers/`)).statusCode).toBe(
      401,
    );
  });
});
