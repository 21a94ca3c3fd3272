import { CODE_MESSAGES } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { EXPLORE_WORKSPACE, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const RESOLVE = `POST /api/${ORG.id}/workspace/resolve/`;

function openResolver(search: string, answer: () => FakeResponse = () => ({ status: 500 })) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [RESOLVE]: answer,
    [`GET /api/${ORG.id}/workspace/workspaces/explore/`]: () => ({ body: EXPLORE_WORKSPACE }),
    [`GET /api/${ORG.id}/workspace/workspaces/`]: () => ({ body: { count: 0, results: [] } }),
  });
  const resolves = () => api.calls.filter((call) => call.method === 'POST');
  return { ...api, resolves, ...renderApp(`/resolver?${search}`) };
}

const EXPLORE_ANSWER = () => ({
  body: { tools_data: { 'explore-workspace': { id: 1 } }, workspace_info: { name: 'explore' } },
});

describe('/resolver', () => {
  it('opens a named workspace on one object: for_workspace and data', async () => {
    const data = encodeURIComponent(JSON.stringify({ id: 1 }));
    const { router, resolves } = openResolver(`for_workspace=explore&data=${data}`, EXPLORE_ANSWER);
    expect(await screen.findByRole('region', { name: 'Explore Workspaces' })).toBeTruthy();
    expect(resolves().map((call) => call.body)).toEqual([{ for_workspace: 'explore', data: { id: 1 } }]);
    expect(router.state.location.pathname).toBe('/workspace/explore');
    expect(new URLSearchParams(router.state.location.search).get('tools_data')).toBe(
      JSON.stringify({ 'explore-workspace': { id: 1 } }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the workspace a notification names: action, recipient_type and notification_data', async () => {
    const notificationData = encodeURIComponent(
      JSON.stringify({ request_id: 42, request_type: 'timesheet' }),
    );
    const { router, resolves } = openResolver(
      `action=timesheet_submitted&recipient_type=approver&notification_data=${notificationData}`,
      () => ({ body: { tools_data: { timesheet: { id: 42 } }, workspace_info: { name: 'timesheets' } } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/timesheets'));
    expect(resolves().map((call) => call.body)).toEqual([
      {
        action: 'timesheet_submitted',
        recipient_type: 'approver',
        notification_data: { request_id: 42, request_type: 'timesheet' },
      },
    ]);
    expect(new URLSearchParams(router.state.location.search).get('tools_data')).toBe(
      '{"timesheet":{"id":42}}',
    );
  });

  it('goes to the default workspace without usable parameters, asking nothing', async () => {
    const { router, resolves } = openResolver('utm_source=mail');
    expect(await screen.findByRole('region', { name: 'Profile Viewer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/default');
    expect(resolves()).toEqual([]);
  });

  it.each([
    ['data that is not JSON', 'for_workspace=explore&data=%7Bid%3A1'],
    ['data of the wrong shape', `for_workspace=explore&data=${encodeURIComponent('{"name":"x"}')}`],
    ['notification_data that is not JSON', 'action=leave_applied&notification_data=%5B1%2C'],
  ])('says the link is broken for %s and opens the default workspace', async (_case, search) => {
    const { router, resolves } = openResolver(search, EXPLORE_ANSWER);
    expect(await screen.findByText(CODE_MESSAGES.invalid_url)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/default'));
    expect(resolves()).toEqual([]);
  });

  it('shows the message for the code when the server refuses', async () => {
    const { router } = openResolver('for_workspace=salary-management&data=%7B%7D', () => ({
      status: 403,
      body: { code: 'permission_denied' },
    }));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(CODE_MESSAGES.permission_denied)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resolver');
    expect(within(main).getByRole('button', { name: 'Back to Dashboard' })).toBeTruthy();
  });
});
