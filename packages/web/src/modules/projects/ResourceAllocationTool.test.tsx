import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, openTool } from './projectsTestData';
import { ResourceAllocationTool } from './ResourceAllocationTool';

const ALLOCATION = {
  id: 9,
  project: { id: 4, code: 'PR-0004', name: 'Stark Mobile Banking' },
  person: { employee_id: 31, contractor_id: null, name: 'Ananya Sharma', code: 'ACME0006' },
  allocation_percent: 60,
  status: 'billable' as const,
  is_billable: true,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  billing_role: 'Senior Engineer',
  rate: { currency: 'INR' as const, amount: 2500 },
};

const ENGINEER = {
  id: 3,
  name: 'Senior Engineer',
  rates: [{ currency: 'INR' as const, rate: 2500, cost_rate: null, effective_from: '2024-04-01' }],
};

describe('Resource & Billing', () => {
  it('opens on who is allocated where, with share, dates, role and rate, filtered on the server', async () => {
    const { lastQuery, optionsSeen } = openTool(
      ResourceAllocationTool,
      'Resource & Billing',
      {},
      {
        [`GET ${API}/allocations/`]: () => ({ body: { count: 1, count_exact: true, results: [ALLOCATION] } }),
        [`GET ${API}/billing-roles/`]: () => ({ body: { results: [ENGINEER], can_manage: true } }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Allocations' });
    const row = (await within(table).findByText('Ananya Sharma (ACME0006)')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'PR-0004 Stark Mobile Banking' })).toBeTruthy();
    for (const text of [
      '60%',
      'Billable',
      '01-Jan-2026',
      '31-Dec-2026',
      'Senior Engineer',
      'INR 2,500.00 / hour',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(lastQuery('/allocations/')).toMatchObject({ period: 'current' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search allocations' }), {
      target: { value: 'ananya' },
    });
    await waitFor(() => expect(lastQuery('/allocations/')).toMatchObject({ search: 'ananya' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Billing roles and rates' }));
    expect(await screen.findByRole('table', { name: 'Billing roles' })).toBeTruthy();
    expect(optionsSeen.at(-1)).toMatchObject({ tab: 'billing-roles' });
  });

  it('adds a billing role from its dialog, which opens on the first click', async () => {
    const { calls } = openTool(
      ResourceAllocationTool,
      'Resource & Billing',
      { tab: 'billing-roles' },
      {
        [`GET ${API}/billing-roles/`]: () => ({ body: { results: [ENGINEER], can_manage: true } }),
        [`POST ${API}/billing-roles/`]: () => ({
          status: 201,
          body: { id: 4, name: 'Architect', rates: [] },
        }),
      },
    );
    const roles = await screen.findByRole('table', { name: 'Billing roles' });
    expect(await within(roles).findByText('INR 2,500.00 / hour')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add billing role' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Architect' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add billing role' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Architect' }),
    );
  });

  it('asks the rate of a role in its own dialog', async () => {
    openTool(
      ResourceAllocationTool,
      'Resource & Billing',
      { tab: 'billing-roles' },
      { [`GET ${API}/billing-roles/`]: () => ({ body: { results: [ENGINEER], can_manage: true } }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set rate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rate of Senior Engineer')).toBeTruthy();
    expect(within(dialog).getByLabelText('Effective from')).toBeTruthy();
  });
});
