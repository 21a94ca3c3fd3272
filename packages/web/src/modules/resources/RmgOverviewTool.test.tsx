import { ROLES } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { RmgOverviewTool } from './RmgOverviewTool';
import { API, installResourcesApi } from './resourcesTestData';

const OVERVIEW = {
  date: '2026-11-30',
  headcount: 10,
  utilisation_percent: 62.5,
  billable_percent: 40,
  bench_percent: 30,
  bench_count: 3,
  departments: [
    {
      department: 'Delivery',
      headcount: 8,
      utilisation_percent: 75,
      billable_percent: 50,
      bench_percent: 12.5,
      bench_count: 1,
    },
    {
      department: null,
      headcount: 2,
      utilisation_percent: 12.5,
      billable_percent: 0,
      bench_percent: 100,
      bench_count: 2,
    },
  ],
};

describe('Resource Management Overview', () => {
  it('shows utilisation, billable and bench shares in all and by department, for the day in its options', async () => {
    const { callsTo } = installResourcesApi({ [`GET ${API}/overview/`]: () => ({ body: OVERVIEW }) }, [
      ROLES.RMG_MANAGER,
    ]);
    renderTool(RmgOverviewTool, 'Resource Management Overview', { date: '2026-11-30' });
    expect(await screen.findByText('62.5%')).toBeTruthy();
    expect(screen.getByText('3 (30%)')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Utilisation by department' });
    expect(within(table).getByText('No department')).toBeTruthy();
    expect(within(table).getByText('1 (12.5%)')).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', '/overview/').at(-1)?.query.get('date')).toBe('2026-11-30'));
  });
});
