import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, openLeaveTool, REQUEST, TEAM } from './leaveTestData';
import { TeamLeavesTool } from './TeamLeavesTool';

const routes = {
  [`GET ${API}/team-leaves/`]: () => ({ body: TEAM }),
  [`GET ${API}/leave-requests/:id/`]: () => ({ body: REQUEST }),
};
const WEDNESDAY = { date: '2026-05-06' };

describe('Team Leaves', () => {
  it('shows the week Monday to Sunday with who is away and the counters', async () => {
    const { lastQuery } = openLeaveTool(TeamLeavesTool, 'Team Leaves', routes, WEDNESDAY);
    const calendar = await screen.findByRole('table', { name: 'Team leave calendar' });
    expect(lastQuery('/team-leaves/')).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(screen.getByText('04-May-2026 – 10-May-2026')).toBeTruthy();
    const row = within(calendar).getByText('Asha Nair (ACME0031)').closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('button')).toHaveLength(3);
    expect(
      within(row).getByRole('button', { name: 'Asha Nair: Casual Leave, Approved, 09-May-2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Team size').closest('.ant-statistic')?.textContent).toContain('6');
    expect(screen.getByText('Away today').closest('.ant-statistic')?.textContent).toContain('1');
    expect(screen.getByText('Away this week').closest('.ant-statistic')?.textContent).toContain('2');
  });

  it('moves a week or a month at a time, marking the half day', async () => {
    const { lastQuery } = openLeaveTool(TeamLeavesTool, 'Team Leaves', routes, WEDNESDAY);
    fireEvent.click(await screen.findByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(lastQuery('/team-leaves/')).toEqual({ from: '2026-04-27', to: '2026-05-03' }));
    fireEvent.click(screen.getByText('Month'));
    await waitFor(() => expect(lastQuery('/team-leaves/')).toEqual({ from: '2026-04-01', to: '2026-04-30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(lastQuery('/team-leaves/')).toEqual({ from: '2026-05-01', to: '2026-05-31' }));
    expect(
      await screen.findByRole('button', {
        name: 'Asha Nair: Casual Leave (half day), Approved, 11-May-2026',
      }),
    ).toBeTruthy();
    expect(screen.getByText('May 2026')).toBeTruthy();
  });

  it('opens the same range as a list in the Leaves Drilldown', async () => {
    openLeaveTool(TeamLeavesTool, 'Team Leaves', routes, WEDNESDAY);
    const link = await screen.findByRole('link', { name: 'Show as a list' });
    const target = new URL(link.getAttribute('href') as string, 'http://atrium.test');
    expect(target.pathname).toBe('/leaves-drilldown');
    expect(JSON.parse(target.searchParams.get('tools_data') as string)).toEqual({
      'leaves-drilldown': { from: '2026-05-04', to: '2026-05-10' },
    });
  });

  it('opens a leave’s request', async () => {
    openLeaveTool(TeamLeavesTool, 'Team Leaves', routes, WEDNESDAY);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Asha Nair: Casual Leave, Approved, 08-May-2026' }),
    );
    expect(await screen.findByText('Leave details')).toBeTruthy();
    expect(await screen.findByText('Family wedding')).toBeTruthy();
  });

  it('asks to narrow the range when the answer is cut short', async () => {
    openLeaveTool(
      TeamLeavesTool,
      'Team Leaves',
      { [`GET ${API}/team-leaves/`]: () => ({ body: { ...TEAM, truncated: true } }) },
      { ...WEDNESDAY, view: 'month' },
    );
    expect(await screen.findByText('More leaves fall in this range than can be shown at once.')).toBeTruthy();
    expect(screen.getByText('Switch to the week view to see them all.')).toBeTruthy();
  });

  it('says so when no one is away', async () => {
    openLeaveTool(
      TeamLeavesTool,
      'Team Leaves',
      {
        [`GET ${API}/team-leaves/`]: () => ({
          body: { ...TEAM, away_today: 0, away_this_week: 0, results: [] },
        }),
      },
      WEDNESDAY,
    );
    expect(await screen.findByText('No one in your team is on leave this week.')).toBeTruthy();
  });
});
