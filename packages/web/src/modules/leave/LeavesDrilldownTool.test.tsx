import { ERROR_PAGE_TEXTS, type TeamLeave, type TeamLeaves, type ToolOptions } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { BASE_ROUTES, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { beyondMaxRange, LeavesDrilldownTool } from './LeavesDrilldownTool';

const API = `/api/${ORG.id}/leave-portal/team-leaves/`;
const leave = (
  request_id: number,
  name: string,
  status: TeamLeave['status'],
  dates: Partial<TeamLeave> = {},
): TeamLeave => ({
  request_id,
  code: `LR-${String(request_id).padStart(4, '0')}`,
  employee: { id: request_id + 100, name, code: `E${request_id}` },
  leave_type: { code: 'CL', name: 'Casual leave' },
  start_date: '2026-05-04',
  end_date: '2026-05-06',
  start_half: false,
  end_half: false,
  quantity: 3,
  status,
  ...dates,
});

const TEAM: TeamLeaves = {
  team_size: 9,
  away_today: 2,
  away_this_week: 3,
  truncated: false,
  results: [
    leave(1, 'Asha Rao', 'approved'),
    leave(2, 'Ravi Kumar', 'pending', {
      start_date: '2026-05-05',
      end_date: '2026-05-05',
      end_half: true,
      quantity: 0.5,
    }),
    leave(3, 'Mia Chen', 'cancellation_requested', { leave_type: { code: 'EL', name: 'Earned leave' } }),
  ],
};

const iso = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');
/** Monday and Sunday of the week `weeks` from this one. */
function week(weeks = 0) {
  const today = dayjs().startOf('day');
  const monday = today.subtract((today.day() + 6) % 7, 'day').add(weeks, 'week');
  return { from: iso(monday), to: iso(monday.add(6, 'day')) };
}

function openTool(answer: () => FakeResponse = () => ({ body: TEAM }), options: ToolOptions = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, [`GET ${API}`]: answer });
  const lastQuery = () =>
    Object.fromEntries(api.calls.filter((call) => call.path === API).at(-1)?.query ?? []);
  return { ...api, lastQuery, ...renderTool(LeavesDrilldownTool, 'Leaves Drilldown', options) };
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Leaves Drilldown', () => {
  it('lists this week’s team leaves: employee, code, type, dates, days and status', async () => {
    const { lastQuery } = openTool();
    const tool = await screen.findByRole('region', { name: 'Leaves Drilldown' });
    const table = await within(tool).findByRole('table');
    await within(table).findByText('Asha Rao');
    expect(lastQuery()).toEqual(week());
    expect(cellsOf(table)).toEqual([
      ['Asha Rao', 'E1', 'Casual leave', '04-May-2026 – 06-May-2026', '3', 'Approved'],
      ['Ravi Kumar', 'E2', 'Casual leave', '05-May-2026 (half day)', '0.5', 'Pending'],
      ['Mia Chen', 'E3', 'Earned leave', '04-May-2026 – 06-May-2026', '3', 'Cancellation requested'],
    ]);
    const size = within(tool).getByText('Team size').closest('.ant-statistic') as HTMLElement;
    expect(within(size).getByText('9')).toBeTruthy();
    const away = within(tool).getByText('On leave today').closest('.ant-statistic') as HTMLElement;
    expect(within(away).getByText('2')).toBeTruthy();
  });

  it('opens an employee’s profile from their name', async () => {
    const { router } = openTool();
    fireEvent.click(await screen.findByRole('link', { name: 'Asha Rao' }));
    expect(router.state.location.pathname).toBe('/employee-viewer');
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('tools_data') ?? '')).toEqual({
      'employee-viewer': { id: 101 },
    });
  });

  it('filters by status, from the options and from the status select', async () => {
    const { optionsSeen } = openTool(undefined, { status: 'approved' });
    const table = await screen.findByRole('table');
    await within(table).findByText('Asha Rao');
    expect(within(table).queryByText('Ravi Kumar')).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Pending'));
    expect(await within(table).findByText('Ravi Kumar')).toBeTruthy();
    expect(within(table).queryByText('Asha Rao')).toBeNull();
    expect(optionsSeen.at(-1)).toEqual({ status: 'pending' });
  });

  it('asks for the range the options name, and for this week when that range is too long', async () => {
    const first = openTool(undefined, { from: '2026-03-01', to: '2026-05-31' });
    await screen.findByRole('table');
    expect(first.lastQuery()).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    first.unmount();
    const second = openTool(undefined, { from: '2026-03-01', to: '2026-06-01' });
    await screen.findByRole('table');
    expect(second.lastQuery()).toEqual(week());
  });

  it('moves to next week from the range presets', async () => {
    const { lastQuery, optionsSeen } = openTool();
    await screen.findByRole('table');
    fireEvent.click(screen.getByLabelText('Dates'));
    fireEvent.click(await screen.findByText('Next week'));
    await waitFor(() => expect(lastQuery()).toEqual(week(1)));
    expect(optionsSeen.at(-1)).toEqual(week(1));
  });

  it('keeps a range within 92 days, as the API does', () => {
    const start = dayjs('2026-01-01');
    expect(beyondMaxRange(dayjs('2026-04-02'), start)).toBe(false);
    expect(beyondMaxRange(dayjs('2026-04-03'), start)).toBe(true);
    expect(beyondMaxRange(dayjs('2025-10-02'), start)).toBe(false);
    expect(beyondMaxRange(dayjs('2025-10-01'), start)).toBe(true);
  });

  it('says so when nobody in the team is on leave, and when none has the status chosen', async () => {
    const { unmount } = openTool(() => ({ body: { ...TEAM, results: [] } }), {
      from: '2026-05-04',
      to: '2026-05-10',
    });
    expect(await screen.findByText('No leaves in your team for 04-May-2026 – 10-May-2026.')).toBeTruthy();
    unmount();
    openTool(() => ({ body: { ...TEAM, results: [leave(1, 'Asha Rao', 'approved')] } }), {
      from: '2026-05-04',
      to: '2026-05-04',
      status: 'pending',
    });
    expect(await screen.findByText('No pending leaves in your team for 04-May-2026.')).toBeTruthy();
  });

  it('warns when the range holds more leaves than one answer', async () => {
    openTool(() => ({ body: { ...TEAM, truncated: true } }));
    expect(await screen.findByText('More leaves fall in this range than can be shown at once.')).toBeTruthy();
  });

  it('shows a skeleton while the leaves load', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    installFakeApi(BASE_ROUTES);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const { container } = renderTool(LeavesDrilldownTool, 'Leaves Drilldown');
    await screen.findByRole('region', { name: 'Leaves Drilldown' });
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeTruthy());
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the access-denied state to someone without a team', async () => {
    openTool(() => ({ status: 403, body: { code: 'permission_denied' } }));
    expect(await screen.findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
  });
});
