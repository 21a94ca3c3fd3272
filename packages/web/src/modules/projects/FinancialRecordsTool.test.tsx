import type { Cost, Revenue, RevenueDetail } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinancialFormTool } from './FinancialFormTool';
import { FinancialRecordDetailsTool } from './FinancialRecordDetailsTool';
import { FinancialRecordsTool } from './FinancialRecordsTool';
import { API, openTool, PERMISSIONS, PROJECT, page } from './projectsTestData';

const REVENUE: Revenue = {
  id: 41,
  revenue_date: '2026-03-31',
  amount: 250000,
  revenue_type: 'milestone-billing',
  description: 'Design sign-off',
  milestone: { id: 3, name: 'Design' },
  receipt_date: '2026-04-05',
  expected_payment_date: '2026-05-05',
  status: 'invoiced',
  recorded_by: { id: 12, name: 'Vikram Singh' },
  created: '2026-03-31T09:00:00Z',
  updated: '2026-04-01T09:00:00Z',
};

const COST: Cost = {
  id: 51,
  date: '2026-02-10',
  category: 'vendor',
  amount: 40000.5,
  description: 'Security audit by an outside firm',
  recorded_by: { id: 12, name: 'Vikram Singh' },
  created: '2026-02-10T09:00:00Z',
  updated: '2026-02-10T09:00:00Z',
};

const listOf = <T extends { amount: number }>(results: T[], permissions = PERMISSIONS) => ({
  body: {
    project: PROJECT,
    permissions,
    count: results.length,
    total: results.reduce((sum, r) => sum + r.amount, 0),
    results,
  },
});

const routes = (revenues = [REVENUE], costs = [COST], permissions = PERMISSIONS) => ({
  [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
  [`GET ${API}/projects/4/`]: () => ({ body: { ...PROJECT, permissions } }),
  [`GET ${API}/projects/4/revenues/`]: () => listOf(revenues, permissions),
  [`GET ${API}/projects/4/costs/`]: () => listOf(costs, permissions),
  [`GET ${API}/projects/4/milestones/`]: () => ({
    body: {
      project: PROJECT,
      permissions,
      results: [
        {
          id: 3,
          name: 'Design',
          planned_date: '2026-03-31',
          planned_amount: 250000,
          actual_date: null,
          actual_amount: null,
          status: 'active',
          people: 0,
        },
      ],
    },
  }),
});

const typeDate = (field: HTMLElement, value: string) => {
  fireEvent.mouseDown(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
};

describe('Finances', () => {
  it('asks for a project when opened without one', async () => {
    openTool(FinancialRecordsTool, 'Finances', {}, routes());
    expect(await screen.findByText('Choose a project to see its revenue and costs.')).toBeTruthy();
  });

  it('lists revenue and costs with their totals in the project currency, keeping the tab in the options', async () => {
    const { optionsSeen } = openTool(FinancialRecordsTool, 'Finances', { id: 4 }, routes());
    const table = await screen.findByRole('table', { name: 'Revenue' });
    const row = within(table).getByText('Design sign-off').closest('tr') as HTMLElement;
    expect(within(row).getByText('Milestone billing')).toBeTruthy();
    expect(within(row).getByText('INR 2,50,000.00')).toBeTruthy();
    expect(within(row).getByText('05-Apr-2026')).toBeTruthy();
    expect(within(row).getByText('Invoiced')).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByText('INR 40,000.50')).toBeTruthy());
    expect(within(totals).getByText('INR 2,09,999.50')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Costs (1)' }));
    const costs = await screen.findByRole('table', { name: 'Costs' });
    expect(within(costs).getByText('Vendor')).toBeTruthy();
    expect(optionsSeen.at(-1)).toEqual({ id: 4, kind: 'cost' });
  });

  it('says so when nothing is recorded, and offers no changes to one who may only read', async () => {
    openTool(
      FinancialRecordsTool,
      'Finances',
      { id: 4 },
      routes([], [], { ...PERMISSIONS, can_update: false }),
    );
    expect(await screen.findByText('No revenue recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record revenue/ })).toBeNull();
  });

  it('opens the form to record revenue and a record in Record Details', async () => {
    const { router } = openTool(FinancialRecordsTool, 'Finances', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('button', { name: /Record revenue/ }));
    expect(router.state.location.pathname).toBe('/project-financial-forms');
    await router.navigate('/tool');
    fireEvent.click(
      await screen.findByRole('link', { name: 'Open revenue of INR 2,50,000.00 on 31-Mar-2026' }),
    );
    expect(router.state.location.pathname).toBe('/project-financial-record-details');
    expect(new URLSearchParams(router.state.location.search).get('tools_data')).toBe(
      JSON.stringify({ 'project-financial-record-details': { id: 4, kind: 'revenue', record: 41 } }),
    );
  });

  it('asks before deleting a cost', async () => {
    const { calls } = openTool(
      FinancialRecordsTool,
      'Finances',
      { id: 4, kind: 'cost' },
      { ...routes(), [`DELETE ${API}/projects/4/costs/51/`]: () => ({ status: 204 }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Delete cost of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Vendor cost of INR 40,000.50 on 10-Feb-2026 will be deleted.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete cost' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/costs/51/'))).toBe(true),
    );
  });
});

describe('Financial Form', () => {
  it('records revenue, refusing a missing or early receipt date under its field', async () => {
    const { calls, router } = openTool(
      FinancialFormTool,
      'Financial Form',
      { id: 4 },
      {
        ...routes(),
        [`POST ${API}/projects/4/revenues/`]: () => ({ status: 201, body: { ...REVENUE, id: 42 } }),
      },
    );
    const form = await screen.findByRole('form', { name: 'Record revenue' });
    fireEvent.click(within(form).getByRole('button', { name: 'Record revenue' }));
    expect(await within(form).findByText('Revenue must have a receipt date')).toBeTruthy();
    expect(within(form).getAllByText('This field is required').length).toBe(3);

    typeDate(within(form).getByLabelText('Revenue date'), '31-Mar-2026');
    fireEvent.change(within(form).getByLabelText('Amount (INR)'), { target: { value: '250000' } });
    fireEvent.mouseDown(within(form).getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Milestone billing'));
    typeDate(within(form).getByLabelText('Receipt date'), '30-Mar-2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Record revenue' }));
    expect(await within(form).findByText('Receipt date must not be before the revenue date')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    typeDate(within(form).getByLabelText('Receipt date'), '05-Apr-2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Record revenue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-financial-records'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      revenue_date: '2026-03-31',
      amount: 250000,
      revenue_type: 'milestone-billing',
      milestone_id: null,
      description: null,
      receipt_date: '2026-04-05',
      expected_payment_date: null,
      status: 'recorded',
    });
  });

  it("shows the server's refusal under its field", async () => {
    openTool(
      FinancialFormTool,
      'Financial Form',
      { id: 4, kind: 'cost' },
      {
        ...routes(),
        [`POST ${API}/projects/4/costs/`]: () => ({
          status: 400,
          body: { code: 'cost_outside_project', codes: { date: ['cost_outside_project'] } },
        }),
      },
    );
    const form = await screen.findByRole('form', { name: 'Record cost' });
    typeDate(within(form).getByLabelText('Date'), '10-Feb-2026');
    fireEvent.mouseDown(within(form).getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Vendor'));
    fireEvent.change(within(form).getByLabelText('Amount (INR)'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record cost' }));
    expect(await within(form).findByText('Cost date must fall within the project dates')).toBeTruthy();
  });
});

describe('Record Details', () => {
  const detail: RevenueDetail = {
    project: PROJECT,
    permissions: PERMISSIONS,
    record: REVENUE,
    history: [
      {
        id: 1,
        created: '2026-03-31T09:00:00Z',
        action: 'create',
        actor: { id: 12, name: 'Vikram Singh' },
        changes: [],
      },
      {
        id: 2,
        created: '2026-04-01T09:00:00Z',
        action: 'update',
        actor: { id: 12, name: 'Vikram Singh' },
        changes: [
          { field: 'amount', before: '200000', after: '250000' },
          { field: 'status', before: 'recorded', after: 'invoiced' },
        ],
      },
    ],
  };

  it('shows the record and its history, and deletes it after confirming', async () => {
    const { calls, router } = openTool(
      FinancialRecordDetailsTool,
      'Record Details',
      { id: 4, kind: 'revenue', record: 41 },
      {
        ...routes(),
        [`GET ${API}/projects/4/revenues/41/`]: () => ({ body: detail }),
        [`DELETE ${API}/projects/4/revenues/41/`]: () => ({ status: 204 }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Revenue of INR 2,50,000.00' })).toBeTruthy();
    expect(screen.getByText('Design')).toBeTruthy();
    expect(screen.getByText('Amount: INR 2,00,000.00 → INR 2,50,000.00')).toBeTruthy();
    expect(screen.getByText('Status: Recorded → Invoiced')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete revenue entry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-financial-records'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/revenues/41/'))).toBe(true);
  });

  it('asks for a record when opened without one', async () => {
    openTool(FinancialRecordDetailsTool, 'Record Details', { id: 4 }, routes());
    expect(await screen.findByText("Open a revenue or cost entry from a project's Finances.")).toBeTruthy();
  });
});
