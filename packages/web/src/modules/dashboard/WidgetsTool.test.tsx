import type { Widget } from '@atrium/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { renderInApp } from '../../test/renderInApp';
import { WidgetsTool } from './WidgetsTool';

const BASE = `/api/${ORG.id}/dashboard/widgets/`;
const tile = (identifier: Widget['identifier'], title: string, drill: Partial<Widget> = {}): Widget => ({
  identifier,
  title,
  tool_key: null,
  path_key: null,
  workspace_key: null,
  data: {},
  ...drill,
});

const noop = () => undefined;
const renderTool = () =>
  renderInApp(<WidgetsTool toolKey="widgets" path={null} options={{}} onOptionsChange={noop} />);

describe('Widgets tool', () => {
  it('shows each tile with its figure, the pyramid as a chart, and a failing tile’s error banner', async () => {
    installFakeApi({
      [`GET ${BASE}`]: () => ({
        body: {
          results: [
            tile('active_employees', 'Active Employees', { tool_key: 'employee-list' }),
            tile('employees_on_notice', 'Employees On Notice'),
            tile('employees_pyramid', 'Employees Pyramid'),
          ],
        },
      }),
      [`GET ${BASE}active_employees/`]: () => ({ body: { count: 57 } }),
      [`GET ${BASE}employees_on_notice/`]: () => ({ status: 403, body: { code: 'permission_denied' } }),
      [`GET ${BASE}employees_pyramid/`]: () => ({
        body: {
          results: [
            { id: 1, bracket: { start_year: 0, multiplying_factor: 1 }, employee_count: 4 },
            { id: 2, bracket: { start_year: 2, multiplying_factor: 1 }, employee_count: 9 },
          ],
        },
      }),
    });
    renderTool();
    expect(await screen.findByText('57')).toBeTruthy();
    expect(await screen.findByText('Sorry, you do not have permission to perform this action')).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'Employees by experience: 2+ y: 9, 0–2 y: 4' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Active Employees/ })).toBeTruthy();
  });

  it('shows the people tiles: joiners and exits, attrition, people in notice and exit clearance', async () => {
    installFakeApi({
      [`GET ${BASE}`]: () => ({
        body: {
          results: [
            tile('joiners_exits', 'New Joiners and Exits'),
            tile('attrition_rate', 'Attrition Rate', { tool_key: 'attrition-drilldown' }),
            tile('people_in_notice', 'People In Notice'),
            tile('exit_clearance', 'Exit Clearance and Full and Final Pending'),
          ],
        },
      }),
      [`GET ${BASE}joiners_exits/`]: () => ({
        body: {
          joiners: [
            { joining_date: '2026-11-23', number_of_joinees: 3 },
            { joining_date: '2026-11-30', number_of_joinees: 0 },
          ],
          exits: [
            { last_working_day: '2026-11-23', employee_exits_count: 1 },
            { last_working_day: '2026-11-30', employee_exits_count: 2 },
          ],
        },
      }),
      [`GET ${BASE}attrition_rate/`]: () => ({
        body: {
          results: [
            { month: 9, year: 2026, attrition_rate: 2.5, exit_count: 1, total_count: 40 },
            { month: 10, year: 2026, attrition_rate: 0, exit_count: 0, total_count: 39 },
          ],
        },
      }),
      [`GET ${BASE}people_in_notice/`]: () => ({ body: { in_notice_resource_count: 7 } }),
      [`GET ${BASE}exit_clearance/`]: () => ({
        body: { exit_clearance_pending_count: 4, exit_final_pending_count: 6 },
      }),
    });
    renderTool();
    expect(
      await screen.findByRole('img', {
        name: 'Joiners and exits per week: week of 23-Nov-2026: 3 joining, 1 leaving; week of 30-Nov-2026: 0 joining, 2 leaving',
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'Attrition rate by month: Sep 2026: 2.5%, Oct 2026: 0%' }),
    ).toBeTruthy();
    expect(await screen.findByText('7')).toBeTruthy();
    const clearance = screen.getByText('Clearance pending').closest('.ant-statistic') as HTMLElement;
    expect(within(clearance).getByText('4')).toBeTruthy();
    const final = screen.getByText('Full and final pending').closest('.ant-statistic') as HTMLElement;
    expect(within(final).getByText('6')).toBeTruthy();
  });

  it('shows how many of the team are on leave today on the team leaves tile', async () => {
    installFakeApi({
      [`GET ${BASE}`]: () => ({
        body: { results: [tile('team_leaves', 'Team Leaves', { tool_key: 'leaves-drilldown' })] },
      }),
      [`GET ${BASE}team_leaves/`]: () => ({ body: { effective_leave_count: 3 } }),
    });
    renderTool();
    const link = await screen.findByRole('link', { name: /^Team Leaves/ });
    const statistic = (await within(link).findByText('On leave today')).closest(
      '.ant-statistic',
    ) as HTMLElement;
    expect(within(statistic).getByText('3')).toBeTruthy();
  });

  it('shows the resource allocation pie of allocated versus bench, and No allocations when nobody is', async () => {
    let answer = { date: '2026-11-30', allocated_count: 3, bench_count: 1 };
    const pie = tile('resource_allocation', 'Resource Allocation', { workspace_key: 'resource-management' });
    installFakeApi({
      [`GET ${BASE}`]: () => ({ body: { results: [pie] } }),
      [`GET ${BASE}resource_allocation/`]: () => ({ body: answer }),
    });
    const { unmount } = renderTool();
    expect(await screen.findByRole('img', { name: 'Allocated 3 (75%), bench 1 of 4 people' })).toBeTruthy();
    expect(screen.getByText(/Bench 1/)).toBeTruthy();
    unmount();
    answer = { date: '2026-11-30', allocated_count: 0, bench_count: 4 };
    renderTool();
    expect(await screen.findByText('No allocations')).toBeTruthy();
  });

  it('draws target, order book and achievement by quarter, and the existing versus new client pie', async () => {
    const quarters = ['q1', 'q2', 'q3', 'q4'] as const;
    let split = quarters.map((quarter, index) => ({
      quarter,
      existing_client_achievement: index === 0 ? 300_000 : 0,
      new_client_achievement: index === 1 ? 100_000 : 0,
    }));
    installFakeApi({
      [`GET ${BASE}`]: () => ({
        body: {
          results: [
            tile('target_achievements', 'Target and Achievements', { workspace_key: 'sales-target' }),
            tile('client_achievements', 'Existing and New Client Achievements', {
              workspace_key: 'sales-target',
            }),
          ],
        },
      }),
      [`GET ${BASE}target_achievements/`]: () => ({
        body: {
          financial_year: 2026,
          currency: 'INR',
          plan_id: 4,
          target_achievements: quarters.map((quarter, index) => ({
            quarter,
            target: 2_500_000,
            order_book: index === 0 ? 800_000 : 0,
            achievements: index < 2 ? 400_000 : 0,
          })),
        },
      }),
      [`GET ${BASE}client_achievements/`]: () => ({
        body: { financial_year: 2026, currency: 'INR', client_achievements: split },
      }),
    });
    const { unmount } = renderTool();
    expect(
      await screen.findByRole('img', {
        name: /^Target and achievements in INR by quarter: Q1: target 25L, order book 8L, achievement 4L; Q2/,
      }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Existing clients INR 3,00,000.00 (75%), new clients INR 1,00,000.00',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/New 1L/)).toBeTruthy();
    unmount();
    split = split.map((row) => ({ ...row, existing_client_achievement: 0, new_client_achievement: 0 }));
    renderTool();
    expect(await screen.findByText('No achievements recorded')).toBeTruthy();
  });

  it('says so when the user has no tiles', async () => {
    installFakeApi({ [`GET ${BASE}`]: () => ({ body: { results: [] } }) });
    renderTool();
    expect(await screen.findByText('No dashboard tiles for your roles yet.')).toBeTruthy();
  });
});

describe('a tile click', () => {
  it('opens the tile’s workspace', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    installFakeApi({
      ...BASE_ROUTES,
      [`GET /api/${ORG.id}/workspace/default-workspace/`]: () => ({
        body: {
          id: 1,
          name: 'default',
          display_name: 'Dashboard',
          layout_id: 11,
          tools: [{ identifier: 'widgets', title: 'Widgets', data: {}, container_id: 'widgets' }],
          tools_data: {},
        },
      }),
      [`GET ${BASE}`]: () => ({
        body: {
          results: [tile('department_head_count', 'Function Head Count', { workspace_key: 'departments' })],
        },
      }),
      [`GET ${BASE}department_head_count/`]: () => ({ body: { department_head_count: 12 } }),
    });
    const { router } = renderApp('/workspace/default');
    fireEvent.click(await screen.findByRole('link', { name: /^Function Head Count/ }));
    expect(router.state.location.pathname).toBe('/workspace/departments');
  });
});

describe('a people tile click', () => {
  const openDashboard = (widgets: Widget[]) => {
    window.localStorage.setItem('atrium.access', 'token-1');
    installFakeApi({
      ...BASE_ROUTES,
      [`GET /api/${ORG.id}/workspace/default-workspace/`]: () => ({
        body: {
          id: 1,
          name: 'default',
          display_name: 'Dashboard',
          layout_id: 11,
          tools: [{ identifier: 'widgets', title: 'Widgets', data: {}, container_id: 'widgets' }],
          tools_data: {},
        },
      }),
      [`GET ${BASE}`]: () => ({ body: { results: widgets } }),
      [`GET ${BASE}:widget/`]: () => ({ body: { results: [] } }),
    });
    return renderApp('/workspace/default');
  };

  it('opens the Attrition Rate Drilldown from the attrition tile', async () => {
    const { router } = openDashboard([
      tile('attrition_rate', 'Attrition Rate', { tool_key: 'attrition-drilldown' }),
    ]);
    fireEvent.click(await screen.findByRole('link', { name: /^Attrition Rate/ }));
    expect(router.state.location.pathname).toBe('/attrition-drilldown');
  });

  it('opens the Leaves Drilldown from the team leaves tile', async () => {
    const { router } = openDashboard([tile('team_leaves', 'Team Leaves', { tool_key: 'leaves-drilldown' })]);
    fireEvent.click(await screen.findByRole('link', { name: /^Team Leaves/ }));
    expect(router.state.location.pathname).toBe('/leaves-drilldown');
  });

  it('opens the exits workspace from the exit clearance tile, by keyboard too', async () => {
    const { router } = openDashboard([
      tile('exit_clearance', 'Exit Clearance and Full and Final Pending', {
        tool_key: 'employee-clearance-list',
        workspace_key: 'employee-exit',
      }),
    ]);
    const link = await screen.findByRole('link', { name: /^Exit Clearance and Full and Final Pending/ });
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/workspace/employee-exit');
  });
});
