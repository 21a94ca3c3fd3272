import type { ChangeRequest, FixedBidFigures, FixedBidNumbers } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FixedBidNumbersTool } from './FixedBidNumbersTool';
import { API, openTool, PERMISSIONS, PROJECT, page } from './projectsTestData';

const FIXED = { ...PROJECT, billing_type: 'fixed-bid' as const };

const FIGURES: FixedBidFigures = {
  as_of: '2026-11-25',
  contract: { milestones: 78000, approved_change_requests: 4000, value: 82000 },
  revenue: { by_milestone: 48000, by_percent_complete: 41000 },
  percent_complete: 50,
  burn_percent: 30,
  cost_to_date: {
    costs: 3200,
    expenses: 800,
    labour: 20600,
    total: 24600,
    hours: 520,
    hours_without_cost_rate: 5,
  },
  remaining: { hours: 600, cost: 24600, hours_without_cost_rate: 0 },
  estimate_at_completion: 49200,
  margin: 32800,
  margin_percent: 40,
  overrun: 0,
};

const NUMBERS: FixedBidNumbers = {
  project: FIXED,
  permissions: PERMISSIONS,
  is_fixed_bid: true,
  calculation: {
    state: 'done',
    stale: false,
    requested_at: '2026-11-25T09:00:00Z',
    calculated_at: '2026-11-25T09:00:05Z',
  },
  figures: FIGURES,
};

const REQUEST: ChangeRequest = {
  id: 7,
  title: 'Extra reports',
  amount: 5000,
  request_date: '2026-02-01',
  status: 'approved',
  created_by: { id: 12, name: 'Vikram Singh' },
  created: '2026-02-01T09:00:00Z',
  updated: '2026-02-01T09:00:00Z',
};

const routes = (numbers: FixedBidNumbers = NUMBERS, requests: ChangeRequest[] = [REQUEST]) => ({
  [`GET ${API}/projects/`]: () => page([numbers.project], 1, { can_create: false }),
  [`GET ${API}/projects/4/fixed-bid-numbers/`]: () => ({ body: numbers }),
  [`POST ${API}/projects/4/fixed-bid-numbers/recalculate/`]: () => ({
    status: 202,
    body: { ...numbers, calculation: { ...numbers.calculation, state: 'queued' } },
  }),
  [`GET ${API}/projects/4/change-requests/`]: () => ({
    body: { project: numbers.project, permissions: numbers.permissions, results: requests },
  }),
  [`DELETE ${API}/projects/4/change-requests/7/`]: () => ({ status: 204 }),
});

describe('Fixed Bid Numbers', () => {
  it('asks for a project first', async () => {
    openTool(FixedBidNumbersTool, 'Fixed Bid Numbers', {}, routes());
    expect(
      await screen.findByText('Choose a fixed-bid project to see its plan against its actuals.'),
    ).toBeTruthy();
  });

  it('shows the contract value, cost, estimate and margin, and the figures behind them', async () => {
    openTool(FixedBidNumbersTool, 'Fixed Bid Numbers', { id: 4 }, routes());
    const totals = await screen.findByRole('group', { name: 'Totals' });
    for (const text of [
      'INR 82,000.00',
      'INR 24,600.00',
      'INR 49,200.00',
      'INR 32,800.00',
      '40% of the contract value',
    ])
      expect(within(totals).getByText(text)).toBeTruthy();
    expect(screen.getByText('Revenue recognised by milestone')).toBeTruthy();
    expect(screen.getByText('INR 48,000.00')).toBeTruthy();
    expect(screen.getByText('INR 41,000.00')).toBeTruthy();
    expect(screen.getByText('INR 20,600.00 for 515 h')).toBeTruthy();
    expect(screen.getByText(/^5 h/)).toBeTruthy();
    expect(screen.getByText(/Calculated on 25-Nov-2026/)).toBeTruthy();
    const requests = await screen.findByRole('row', { name: /Extra reports/ });
    expect(within(requests).getByText('INR 5,000.00')).toBeTruthy();
  });

  it('queues a recalculation', async () => {
    const { calls } = openTool(FixedBidNumbersTool, 'Fixed Bid Numbers', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('button', { name: /Recalculate/ }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path.endsWith('/fixed-bid-numbers/recalculate/')),
      ).toBe(true),
    );
  });

  it('greys the last figures while a calculation runs', async () => {
    openTool(
      FixedBidNumbersTool,
      'Fixed Bid Numbers',
      { id: 4 },
      routes({ ...NUMBERS, calculation: { ...NUMBERS.calculation, state: 'running' } }),
    );
    expect(await screen.findByText('Calculation in progress')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Totals' }).closest('[aria-busy="true"]')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Recalculate/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a recalculation of stale figures and warns of an overrun', async () => {
    openTool(
      FixedBidNumbersTool,
      'Fixed Bid Numbers',
      { id: 4 },
      routes({
        ...NUMBERS,
        calculation: { ...NUMBERS.calculation, stale: true },
        figures: { ...FIGURES, estimate_at_completion: 90000, margin: -8000, overrun: 8000 },
      }),
    );
    expect(await screen.findByText(/changed since these figures were calculated/)).toBeTruthy();
    expect(
      screen.getByText(
        'Overrun forecast: the estimate at completion exceeds the contract value by INR 8,000.00.',
      ),
    ).toBeTruthy();
  });

  it('deletes a change request after a confirmation', async () => {
    const { calls } = openTool(FixedBidNumbersTool, 'Fixed Bid Numbers', { id: 4 }, routes());
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Extra reports' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Extra reports \(INR 5,000.00, 01-Feb-2026\) will be deleted/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete change request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('says a time-and-material project has no fixed-bid numbers', async () => {
    openTool(
      FixedBidNumbersTool,
      'Fixed Bid Numbers',
      { id: 4 },
      routes({ ...NUMBERS, project: PROJECT, is_fixed_bid: false, figures: null }),
    );
    expect(await screen.findByText(/Fixed Bid Numbers are for fixed-bid projects/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Numbers' })).toBeTruthy();
  });
});
