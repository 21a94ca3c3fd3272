import type { ProjectLeakageLossPage, ProjectMarginPage } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSalaryShown } from '../../platform/salaryMask';
import { LeakageLossTool } from './LeakageLossTool';
import { NetMarginsTool } from './NetMarginsTool';
import { API, openTool } from './projectsTestData';

const PROJECT = {
  id: 4,
  code: 'PR-0004',
  name: 'Atlas Portal',
  client: 'Northwind',
  status: 'active',
  billing_type: 'time-and-material',
  currency: 'INR',
} as const;

const MARGINS: ProjectMarginPage = {
  count: 1,
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  results: [
    {
      project: PROJECT,
      billing: 500000,
      costs: 450000,
      expenses: 100000,
      net_margin: -50000,
      margin_percent: -10,
    },
  ],
  totals: [{ currency: 'INR', billing: 500000, costs: 450000, expenses: 100000, net_margin: -50000 }],
};

const LEAKAGE: ProjectLeakageLossPage = {
  count: 1,
  start_date: '2026-08-01',
  end_date: '2026-11-26',
  results: [
    {
      project: PROJECT,
      approved_billable_hours: 120,
      unbilled_work: 42000,
      unbilled_milestones: 100000,
      revenue_leakage: 142000,
      unused_billable_hours: 64,
      revenue_loss: 224000,
      hours_without_rate: 8,
    },
  ],
  totals: [{ currency: 'INR', revenue_leakage: 142000, revenue_loss: 224000 }],
};

describe('Projects Net Margins', () => {
  afterEach(() => setSalaryShown(false));

  it('lists each project with its billing, costs and margin, worst first, with the totals of the year', async () => {
    const { lastQuery, router } = openTool(
      NetMarginsTool,
      'Projects Net Margins',
      {},
      {
        [`GET ${API}/net-margins/`]: () => ({ body: MARGINS }),
      },
    );
    await screen.findByRole('link', { name: 'Atlas Portal' });
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getByText('INR 5,00,000.00')).toBeTruthy();
    expect(within(table).getByText('INR 5,50,000.00')).toBeTruthy();
    expect(within(table).getByText('-10%')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Totals' })).getByText('Net margin, INR')).toBeTruthy();
    expect(screen.getByText(/Revenue recorded from 01-Apr-2026 to 31-Mar-2027/)).toBeTruthy();
    expect(lastQuery('/net-margins/')).toMatchObject({ order_by: 'net_margin', offset: '0' });

    fireEvent.click(within(table).getByRole('link', { name: 'Atlas Portal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-overview'));
  });

  it('masks costs and margins in the project-overview workspace until salaries are shown', async () => {
    openTool(
      NetMarginsTool,
      'Projects Net Margins',
      {},
      { [`GET ${API}/net-margins/`]: () => ({ body: MARGINS }) },
      '/workspace/project-overview',
    );
    const table = await screen.findByRole('table', { name: 'Projects' });
    await within(table).findByText('INR 5,00,000.00');
    expect(within(table).queryByText('INR 5,50,000.00')).toBeNull();
    expect(within(table).queryByText('-10%')).toBeNull();
    expect(within(table).getAllByRole('img', { name: 'Masked' })).toHaveLength(3);
    expect(
      within(screen.getByRole('group', { name: 'Totals' })).getByRole('img', { name: 'Masked' }),
    ).toBeTruthy();

    act(() => setSalaryShown(true));
    expect(await within(table).findByText('INR 5,50,000.00')).toBeTruthy();
    expect(within(table).getByText('-10%')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Masked' })).toBeNull();
  });

  it('asks for the chosen financial year', async () => {
    const { lastQuery } = openTool(
      NetMarginsTool,
      'Projects Net Margins',
      { year: '2025' },
      {
        [`GET ${API}/net-margins/`]: () => ({ body: MARGINS }),
      },
    );
    await screen.findByRole('table', { name: 'Projects' });
    expect(lastQuery('/net-margins/')).toMatchObject({ start_date: '2025-04-01', end_date: '2026-03-31' });
  });
});

describe('Projects Revenue Leakages and Losses', () => {
  it('shows what each project leaked and lost, and the hours without a rate', async () => {
    const { lastQuery } = openTool(
      LeakageLossTool,
      'Projects Revenue Leakages and Losses',
      {},
      {
        [`GET ${API}/leakage-losses/`]: () => ({ body: LEAKAGE }),
      },
    );
    await screen.findByRole('link', { name: 'Atlas Portal' });
    const table = screen.getByRole('table', { name: 'Projects' });
    for (const text of ['INR 42,000.00', 'INR 1,00,000.00', 'INR 1,42,000.00', 'INR 2,24,000.00', '64 h'])
      expect(within(table).getByText(text)).toBeTruthy();
    expect(within(table).getByLabelText('8 h without a rate')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Totals' })).getByText('Revenue loss, INR')).toBeTruthy();
    expect(lastQuery('/leakage-losses/')).toMatchObject({ order_by: '-revenue_leakage' });
  });
});
