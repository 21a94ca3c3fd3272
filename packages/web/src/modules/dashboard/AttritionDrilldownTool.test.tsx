import { ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const RATES_PATH = `/api/${ORG.id}/dashboard/widgets/attrition_rate/`;
const EXITS_PATH = `/api/${ORG.id}/dashboard/attrition/exits/`;

const month = (m: number, exit_count: number, total_count: number, attrition_rate: number) => ({
  month: m,
  year: 2026,
  exit_count,
  total_count,
  attrition_rate,
});
const RATES = {
  results: [
    month(5, 0, 40, 0),
    month(6, 1, 40, 2.5),
    month(7, 0, 39.5, 0),
    month(8, 2, 38, 5.26),
    month(9, 0, 38, 0),
    month(10, 1, 37.5, 2.67),
  ],
};
const exit = (id: number, first_name: string, last_working_day: string) => ({
  id,
  employee_id: id + 100,
  first_name,
  last_name: 'Tester',
  code: `E${id}`,
  designation: 'Engineer',
  department: null,
  last_working_day,
});

function openTool(
  answers: { rates?: () => FakeResponse; exits?: (request: FakeRequest) => FakeResponse } = {},
  path = '/attrition-drilldown',
) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${RATES_PATH}`]: answers.rates ?? (() => ({ body: RATES })),
    [`GET ${EXITS_PATH}`]:
      answers.exits ?? (() => ({ body: { count: 1, results: [exit(1, 'Xavier', '2026-10-15')] } })),
  });
  const lastExitsQuery = () =>
    Object.fromEntries(api.calls.filter((call) => call.path === EXITS_PATH).at(-1)?.query ?? []);
  return { ...api, lastExitsQuery, ...renderApp(path) };
}

describe('Attrition Rate Drilldown', () => {
  it('states the formula, lists the 6 months and shows the latest month’s exits', async () => {
    const { lastExitsQuery } = openTool();
    const tool = await screen.findByRole('region', { name: 'Attrition Rate Drilldown' });
    const months = await within(tool).findByRole('table', { name: 'Attrition by month' });
    expect(within(tool).getByText(/exits completed in the month ÷ average head count × 100/)).toBeTruthy();
    const rows = within(months).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['May 2026', '0', '40', '0%'],
      ['Jun 2026', '1', '40', '2.5%'],
      ['Jul 2026', '0', '39.5', '0%'],
      ['Aug 2026', '2', '38', '5.26%'],
      ['Sep 2026', '0', '38', '0%'],
      ['Oct 2026', '1', '37.5', '2.67%'],
    ]);
    expect(within(tool).getByRole('radio', { name: 'Show the exits of Oct 2026' })).toHaveProperty(
      'checked',
      true,
    );
    const exits = await within(tool).findByRole('table', { name: 'Exits in Oct 2026' });
    expect(await within(exits).findByText('Xavier Tester')).toBeTruthy();
    expect(within(exits).getByText('15-Oct-2026')).toBeTruthy();
    expect(within(exits).getByText('Engineer')).toBeTruthy();
    expect(lastExitsQuery()).toEqual({ year: '2026', month: '10', limit: '10', offset: '0' });
  });

  it('shows the exits of the month chosen, a page at a time', async () => {
    const { lastExitsQuery } = openTool({
      exits: ({ query }) => ({
        body: {
          count: 12,
          results:
            query.get('offset') === '10'
              ? [exit(11, 'Kim', '2026-06-20'), exit(12, 'Lee', '2026-06-21')]
              : [exit(1, 'Ann', '2026-06-03')],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Show the exits of Jun 2026' }));
    await waitFor(() => expect(lastExitsQuery()).toMatchObject({ year: '2026', month: '6', offset: '0' }));
    const exits = await screen.findByRole('table', { name: 'Exits in Jun 2026' });
    expect(await within(exits).findByText('Ann Tester')).toBeTruthy();
    expect(screen.getByText('12 exits')).toBeTruthy();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastExitsQuery()).toMatchObject({ month: '6', offset: '10' }));
    expect(await screen.findByText('Kim Tester')).toBeTruthy();
  });

  it('sorts the exits on the server', async () => {
    const { lastExitsQuery } = openTool();
    const exits = await screen.findByRole('table', { name: 'Exits in Oct 2026' });
    fireEvent.click(within(exits).getByRole('columnheader', { name: 'Last working day' }));
    await waitFor(() => expect(lastExitsQuery()).toMatchObject({ order_by: 'last_working_day' }));
  });

  it('opens on the month a link names', async () => {
    const toolsData = encodeURIComponent(JSON.stringify({ 'attrition-drilldown': { year: 2026, month: 8 } }));
    const { lastExitsQuery } = openTool({}, `/attrition-drilldown?tools_data=${toolsData}`);
    expect(await screen.findByRole('table', { name: 'Exits in Aug 2026' })).toBeTruthy();
    expect(lastExitsQuery()).toMatchObject({ year: '2026', month: '8' });
  });

  it('says so when the month had no exits', async () => {
    openTool({ exits: () => ({ body: { count: 0, results: [] } }) });
    expect(await screen.findByText('No exits in Oct 2026.')).toBeTruthy();
  });

  it('shows the access-denied state to someone who may not see the attrition rate', async () => {
    openTool({ rates: () => ({ status: 403, body: { code: 'permission_denied' } }) });
    expect(await screen.findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
  });
});
