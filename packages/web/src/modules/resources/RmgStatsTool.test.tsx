import { type RmgStats, ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { RmgStatsTool } from './RmgStatsTool';
import { API, installResourcesApi } from './resourcesTestData';

const figures = (headcount: number, utilisation: number, billable: number, bench: number) => ({
  headcount,
  utilisation_percent: utilisation,
  billable_percent: billable,
  bench_percent: headcount ? Math.round((bench / headcount) * 1000) / 10 : 0,
  bench_count: bench,
});

const STATS: RmgStats = {
  date: '2026-12-01',
  ...figures(10, 62.5, 40, 3),
  by_department: [{ name: 'Delivery', ...figures(10, 62.5, 40, 3) }],
  by_skill: [
    { name: 'React', ...figures(2, 100, 100, 0) },
    { name: null, ...figures(8, 53.1, 25, 3) },
  ],
  by_location: [{ name: 'Pune', ...figures(10, 62.5, 40, 3) }],
  trend: [
    { week_start: '2026-11-23', ...figures(10, 55, 35, 4) },
    { week_start: '2026-11-30', ...figures(10, 62.5, 40, 3) },
  ],
  missing_actuals: {
    week_start: '2026-11-23',
    week_end: '2026-11-29',
    people: [
      {
        employee_id: 7,
        name: 'Asha Rao',
        code: 'ACME0007',
        project_id: 4,
        project_code: 'PR-0004',
        project_name: 'Portal',
        allocated_hours: 40,
        logged_hours: 24,
        missing_hours: 16,
        currency: 'INR',
        billing_rate: 2500,
        missing_value: 40000,
      },
    ],
    count: 1,
    total_hours: 16,
    totals: [{ currency: 'INR', value: 40000 }],
  },
};

describe('RMG Statistics', () => {
  it('shows the day’s figures, a breakdown by the chosen grouping, the weeks and the missing actuals', async () => {
    const { callsTo } = installResourcesApi({ [`GET ${API}/stats/`]: () => ({ body: STATS }) }, [
      ROLES.RMG_MANAGER,
    ]);
    renderTool(RmgStatsTool, 'Statistics', { date: '2026-12-01', weeks: '2' });
    expect(await screen.findByRole('table', { name: 'Utilisation by department' })).toBeTruthy();
    expect(screen.getAllByText('62.5%').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('tab', { name: 'By skill' }));
    const bySkill = await screen.findByRole('table', { name: 'Utilisation by skill' });
    expect(within(bySkill).getByText('No skills recorded')).toBeTruthy();

    const weeks = screen.getByRole('table', { name: 'Utilisation week by week' });
    const rows = within(weeks).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '30-Nov-2026',
      '23-Nov-2026',
    ]);

    const missing = screen.getByRole('table', { name: 'Missing actuals' });
    const asha = within(missing).getByRole('row', { name: /Asha Rao/ });
    expect(within(asha).getByText('16 h')).toBeTruthy();
    expect(within(asha).getByText('INR 2,500.00 / hour')).toBeTruthy();
    expect(within(asha).getByText('INR 40,000.00')).toBeTruthy();
    expect(screen.getByText('Missing actuals, 23-Nov-2026 – 29-Nov-2026')).toBeTruthy();
    expect(screen.queryByText(/largest of/)).toBeNull();
    await waitFor(() => expect(callsTo('GET', '/stats/').at(-1)?.query.get('weeks')).toBe('2'));
  });

  it('says how many gaps there are when only the largest are listed', async () => {
    installResourcesApi(
      {
        [`GET ${API}/stats/`]: () => ({
          body: { ...STATS, missing_actuals: { ...STATS.missing_actuals, count: 2_345, total_hours: 9_000 } },
        }),
      },
      [ROLES.RMG_MANAGER],
    );
    renderTool(RmgStatsTool, 'Statistics');
    expect(
      await screen.findByText(/The 1 largest of 2,345 gaps are listed, by missing value\./),
    ).toBeTruthy();
  });

  it('says so when everyone billable logged their time', async () => {
    installResourcesApi(
      {
        [`GET ${API}/stats/`]: () => ({
          body: {
            ...STATS,
            missing_actuals: { ...STATS.missing_actuals, people: [], count: 0, total_hours: 0, totals: [] },
          },
        }),
      },
      [ROLES.RMG_MANAGER],
    );
    renderTool(RmgStatsTool, 'Statistics');
    expect(
      await screen.findByText('Everyone billable logged their allocated time in the week of 23-Nov-2026'),
    ).toBeTruthy();
  });
});
