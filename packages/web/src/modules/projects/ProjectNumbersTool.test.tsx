import type { ProjectNumbers } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSalaryShown } from '../../platform/salaryMask';
import { ProjectNumbersTool } from './ProjectNumbersTool';
import { API, openTool, PROJECT, page } from './projectsTestData';

const NUMBERS: ProjectNumbers = {
  project: PROJECT,
  as_of: '2026-11-25',
  revenue: { total: 300000, recorded: 50000, invoiced: 100000, partial_paid: 0, paid: 150000 },
  costs: 40000,
  expenses: 10000,
  received: 120000,
  margin: 250000,
  margin_percent: 83.33,
  outstanding: 180000,
  milestones: { count: 3, completed: 1, planned: 450000, actual: 100000 },
  team: { people: 6, billable: 4 },
};

const routes = (numbers = NUMBERS) => ({
  [`GET ${API}/projects/`]: () => page([PROJECT], 1, { can_create: false }),
  [`GET ${API}/projects/4/numbers/`]: () => ({ body: numbers }),
});

describe('Numbers', () => {
  afterEach(() => setSalaryShown(false));

  it('asks for a project first', async () => {
    openTool(ProjectNumbersTool, 'Numbers', {}, routes());
    expect(await screen.findByText('Choose a project to see its numbers.')).toBeTruthy();
  });

  it('shows the totals, margin and what is owed in the project currency, and the figures behind them', async () => {
    const { router } = openTool(ProjectNumbersTool, 'Numbers', { id: 4 }, routes());
    const totals = await screen.findByRole('group', { name: 'Totals' });
    for (const text of [
      'INR 3,00,000.00',
      'INR 50,000.00',
      'INR 2,50,000.00',
      '83.33% of revenue',
      'INR 1,80,000.00',
    ])
      expect(within(totals).getByText(text)).toBeTruthy();
    expect(
      screen.getByText('1 of 3 completed; planned INR 4,50,000.00, actual INR 1,00,000.00'),
    ).toBeTruthy();
    expect(screen.getByText('People on 25-Nov-2026')).toBeTruthy();
    expect(screen.getByText('6 (4 billable)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open Finances' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-financial-records'));
  });

  it('masks costs and the margin in the project-overview workspace, revenue left shown, until salaries are shown', async () => {
    openTool(ProjectNumbersTool, 'Numbers', { id: 4 }, routes(), '/workspace/project-overview');
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('INR 3,00,000.00')).toBeTruthy();
    expect(within(totals).queryByText('INR 50,000.00')).toBeNull();
    for (const hidden of ['INR 2,50,000.00', '83.33% of revenue', 'INR 40,000.00'])
      expect(screen.queryByText(hidden)).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Masked' })).toHaveLength(4);

    act(() => setSalaryShown(true));
    expect(await within(totals).findByText('INR 2,50,000.00')).toBeTruthy();
    expect(screen.getByText('INR 40,000.00')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Masked' })).toBeNull();
  });

  it('says when there is no revenue to take a margin of', async () => {
    openTool(
      ProjectNumbersTool,
      'Numbers',
      { id: 4 },
      routes({ ...NUMBERS, revenue: { ...NUMBERS.revenue, total: 0 }, margin_percent: null }),
    );
    expect(await screen.findByText('No revenue yet')).toBeTruthy();
  });

  it('links a fixed-bid project to its Fixed Bid Numbers', async () => {
    const { router } = openTool(
      ProjectNumbersTool,
      'Numbers',
      { id: 4 },
      routes({ ...NUMBERS, project: { ...PROJECT, billing_type: 'fixed-bid' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open Fixed Bid Numbers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fixed-bid-numbers'));
  });

  it('has no Fixed Bid Numbers for a time-and-material project', async () => {
    openTool(ProjectNumbersTool, 'Numbers', { id: 4 }, routes());
    expect(await screen.findByRole('button', { name: 'Open Finances' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Fixed Bid Numbers' })).toBeNull();
  });
});
