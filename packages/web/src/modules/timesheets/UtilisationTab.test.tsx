import type { ToolOptions, UtilisationPage, UtilisationRow } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { BulkTimesheetsTool } from './BulkTimesheetsTool';
import { TimesheetTool } from './TimesheetTool';

const API = `/api/${ORG.id}/timesheets`;
const PEOPLE: UtilisationRow[] = [
  { id: 31, name: 'Ana Silva', code: 'E31', billable_hours: 38, capacity_hours: 144, utilisation: 26.4 },
  { id: -4, name: 'Kiran Rao', code: 'C-0004', billable_hours: 16.5, capacity_hours: 112, utilisation: 14.7 },
  { id: 32, name: 'Dan Novak', code: 'E32', billable_hours: 0, capacity_hours: 0, utilisation: null },
];
const DEPARTMENTS: UtilisationRow[] = [
  { id: -1, name: 'Contractors', code: null, billable_hours: 16.5, capacity_hours: 112, utilisation: 14.7 },
  { id: 2, name: 'Engineering', code: null, billable_hours: 38, capacity_hours: 144, utilisation: 26.4 },
];

function utilisation({ query }: FakeRequest): { body: UtilisationPage } {
  const by = (query.get('by') ?? 'person') as UtilisationPage['by'];
  const month = query.get('month') ?? '2026-10';
  const results = month === '2026-10' ? (by === 'department' ? DEPARTMENTS : PEOPLE) : [];
  return {
    body: {
      month,
      by,
      count: results.length,
      results,
      totals: results.length
        ? { billable_hours: 54.5, capacity_hours: 256, utilisation: 21.3 }
        : { billable_hours: 0, capacity_hours: 0, utilisation: null },
    },
  };
}

function open(
  Tool: typeof BulkTimesheetsTool,
  routes: FakeRoutes = {},
  options: ToolOptions = { tab: 'month' },
) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/bulk/month/`]: () => ({ body: { month: '2026-10', statuses: [] } }),
    [`GET ${API}/approvals/`]: () => ({
      body: { count: 0, results: [], totals: { minutes: 0, billable_minutes: 0 } },
    }),
    [`GET ${API}/my-week/`]: () => ({ status: 404, body: { code: 'not_found' } }),
    [`GET ${API}/utilisation/`]: utilisation,
    ...routes,
  });
  const lastQuery = () =>
    Object.fromEntries(api.calls.filter((call) => call.path === `${API}/utilisation/`).at(-1)?.query ?? []);
  return { ...api, ...renderTool(Tool, 'Timesheets', options), lastQuery };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Utilisation', () => {
  it('opens last month by person, with percentages, bars and the totals of every row', async () => {
    const { lastQuery, calls } = open(BulkTimesheetsTool);
    await screen.findByRole('table', { name: /by status/ });
    expect(calls.some((call) => call.path === `${API}/utilisation/`)).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Utilisation' }));
    const table = await screen.findByRole('table', { name: 'Team members' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(lastQuery()).toEqual({ by: 'person', limit: '10', offset: '0' });
    const [, ana, kiran, dan] = within(table).getAllByRole('row') as HTMLElement[];
    expect(cellsOf(ana as HTMLElement)).toEqual(['Ana Silva', 'E31', '38', '144', '26.4%']);
    expect(cellsOf(kiran as HTMLElement)).toEqual(['Kiran Rao', 'C-0004', '16.5', '112', '14.7%']);
    expect(cellsOf(dan as HTMLElement)).toEqual(['Dan Novak', 'E32', '0', '0', '—']);
    expect(within(table).getByRole('progressbar', { name: 'Utilisation of Ana Silva: 26.4%' })).toBeTruthy();
    const totals = screen.getByRole('group', { name: 'Totals of October 2026' });
    expect(totals.textContent).toContain('54.5 billable of 256 hours');
    expect(within(totals).getByRole('progressbar', { name: 'Total utilisation: 21.3%' })).toBeTruthy();
    expect(screen.getByText(/Utilisation is billable hours ÷ capacity/).textContent).not.toContain(
      'Only the projects you lead or own',
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Month' }) as HTMLInputElement).value).toBe('October 2026'),
    );
  });

  it('groups by department, with contractors in a row of their own, and sorts on the server', async () => {
    const { lastQuery } = open(BulkTimesheetsTool);
    fireEvent.click(await screen.findByRole('radio', { name: 'Utilisation' }));
    await screen.findByRole('table', { name: 'Team members' });
    fireEvent.click(screen.getByText('By department'));
    const table = await screen.findByRole('table', { name: 'Departments' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ by: 'department' }));
    await within(table).findByText('Contractors');
    expect(within(table).queryByRole('columnheader', { name: /Code/ })).toBeNull();
    expect(cellsOf(within(table).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Contractors',
      '16.5',
      '112',
      '14.7%',
    ]);
    fireEvent.click(within(table).getByRole('columnheader', { name: /Utilisation/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ by: 'department', order_by: 'utilisation' }));
  });

  it('opens the month its options name, and says so when it has no time', async () => {
    const { lastQuery } = open(
      BulkTimesheetsTool,
      {},
      { tab: 'utilisation', utilisation: { month: '2026-09' } },
    );
    expect(await screen.findByText('No billable time or capacity in September 2026.')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ month: '2026-09', by: 'person' });
    expect(screen.queryByRole('group', { name: /Totals/ })?.textContent).toContain('0 billable of 0 hours');
  });

  it('is a tab of the Timesheets tool for a delivery lead, counting their projects only', async () => {
    const lead = { ...CEO, roles: ['project:delivery-lead', 'org:employee'] };
    open(TimesheetTool, {
      [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: lead }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Utilisation' }));
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.getByText(/Utilisation is billable hours ÷ capacity/).textContent).toContain(
      'Only the projects you lead or own count',
    );
  });
});
