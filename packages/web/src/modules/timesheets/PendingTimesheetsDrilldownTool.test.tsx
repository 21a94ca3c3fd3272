import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toolLink } from '../../platform/tools/toolLink';
import { BASE_ROUTES, type FakeRequest, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const PENDING_PATH = `/api/${ORG.id}/timesheets/pending/`;
const WEEKS = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];

const row = (id: number, kind: string) => ({
  id,
  timesheet_id: kind === 'approval' ? 40 + id : null,
  code: kind === 'approval' ? `TS-00${40 + id}` : null,
  employee: { id: id + 10, name: `Person ${id}`, code: `E00${id}`, designation: 'Engineer' },
  project: kind === 'approval' ? { id: 7, code: 'PR-0007', name: 'Alpha' } : null,
  week_start: '2026-11-16',
  minutes: kind === 'approval' ? 480 : 0,
  status: kind === 'approval' ? 'submitted' : null,
});

function pending({ query }: FakeRequest) {
  const kind = query.get('kind') ?? 'submission';
  const count = kind === 'approval' ? 2 : 3;
  const limit = Number(query.get('limit'));
  return {
    body: {
      count,
      results: Array.from({ length: Math.min(limit, count) }, (_, index) => row(index + 1, kind)),
      weeks: WEEKS,
    },
  };
}

function openDrilldown(key = 'widget-drilldowns#/pending-timesheets') {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, [`GET ${PENDING_PATH}`]: pending });
  const view = renderApp(toolLink(key));
  const lastQuery = (kind: string) =>
    Object.fromEntries(
      api.calls.filter((call) => call.path === PENDING_PATH && call.query.get('kind') === kind).at(-1)
        ?.query ?? [],
    );
  return { ...api, ...view, lastQuery };
}

describe('Pending Timesheets drilldown', () => {
  it('shows both kinds with their counts, who has not submitted, and switches to what waits', async () => {
    const { lastQuery, router } = openDrilldown();
    const tool = await screen.findByRole('region', { name: 'Widget Drilldown' });
    expect(await within(tool).findByRole('tab', { name: 'Submission pending (3)' })).toBeTruthy();
    expect(await within(tool).findByRole('tab', { name: 'Approval pending (2)' })).toBeTruthy();
    const weeks = within(tool).getByRole('table', { name: 'Weeks not submitted' });
    const first = within(weeks).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Person 1', 'E001', 'Engineer', '16-Nov-2026', '0', 'Not started']);
    expect(lastQuery('submission')).toMatchObject({ limit: '10', offset: '0' });

    fireEvent.click(within(tool).getByRole('tab', { name: 'Approval pending (2)' }));
    const lines = await within(tool).findByRole('table', { name: 'Lines waiting for approval' });
    await waitFor(() => expect(within(lines).getAllByRole('row')).toHaveLength(3));
    expect(lastQuery('approval')).toMatchObject({ limit: '10' });
    expect(within(lines).getAllByText('PR-0007 Alpha')).toHaveLength(2);

    fireEvent.click(within(lines).getByRole('button', { name: 'Review Person 1’s week of 16-Nov-2026' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/timesheet'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('tools_data') ?? '')).toEqual({
      timesheet: { tab: 'approvals', week: '2026-11-16', search: 'Person 1' },
    });
  });

  it('filters by one of the four weeks, shown as DD-MMM-YYYY', async () => {
    const { lastQuery } = openDrilldown();
    const tool = await screen.findByRole('region', { name: 'Widget Drilldown' });
    await within(tool).findByRole('tab', { name: 'Submission pending (3)' });
    fireEvent.mouseDown(within(tool).getByRole('combobox', { name: 'Week' }));
    fireEvent.click(await screen.findByTitle('09-Nov-2026'));
    await waitFor(() => expect(lastQuery('submission')).toMatchObject({ week: '2026-11-09' }));
    expect(lastQuery('approval')).toMatchObject({ week: '2026-11-09', limit: '1' });
  });

  it('says so for a drilldown that does not exist, instead of failing', async () => {
    openDrilldown('widget-drilldowns#/unknown-numbers');
    const tool = await screen.findByRole('region', { name: 'Widget Drilldown' });
    expect(await within(tool).findByText('There is no such drilldown.')).toBeTruthy();
  });
});
