import type { Widget } from '@atrium/contracts';
import { fireEvent, screen } from '@testing-library/react';
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
    expect(screen.getByRole('link', { name: 'Open Active Employees' })).toBeTruthy();
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
    fireEvent.click(await screen.findByRole('link', { name: 'Open Function Head Count' }));
    expect(router.state.location.pathname).toBe('/workspace/departments');
  });
});
