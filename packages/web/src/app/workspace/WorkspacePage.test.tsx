import { CODE_MESSAGES } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { EXPLORE_WORKSPACE, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { renderInApp } from '../../test/renderInApp';
import { COMING_SOON_TEXT } from '../tools/ComingSoonTool';
import { WorkspaceView } from './WorkspaceView';

const WORKSPACES = `/api/${ORG.id}/workspace/workspaces/`;
const LIST = `GET ${WORKSPACES}`;
const EMPTY_LIST = { body: { count: 0, results: [] } };

function openWorkspace(path: string, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, [LIST]: () => EMPTY_LIST, ...routes });
  return { ...api, ...renderApp(path) };
}

const toolsDataParam = (search: string) =>
  JSON.parse(new URLSearchParams(search).get('tools_data') ?? 'null');

describe('workspace page', () => {
  it('loads the default workspace and lays its tools out in the layout grid by container', async () => {
    const { calls } = openWorkspace('/workspace/default');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const profile = await screen.findByRole('region', { name: 'Profile Viewer' });
    const tasks = screen.getByRole('region', { name: 'Tasks' });

    const main = profile.closest<HTMLElement>('[data-container]');
    const side = tasks.closest<HTMLElement>('[data-container]');
    expect([main?.dataset.container, main?.style.gridArea]).toEqual(['main', 'main']);
    expect([side?.dataset.container, side?.style.gridArea]).toEqual(['side', 'side']);
    expect(main?.parentElement?.style.gridTemplateAreas).toBe('"main main side"');
    expect(calls.some((call) => call.path === `/api/${ORG.id}/workspace/default-workspace/`)).toBe(true);
  });

  it('shows a real tool with real data and an unbuilt one as coming soon', async () => {
    openWorkspace('/workspace/default');
    const profile = await screen.findByRole('region', { name: 'Profile Viewer' });
    expect(await within(profile).findByRole('heading', { name: 'Welcome, Grace' })).toBeTruthy();
    const tasks = screen.getByRole('region', { name: 'Tasks' });
    expect(within(tasks).getByText(COMING_SOON_TEXT)).toBeTruthy();
  });

  it('takes the workspace name from display_name in the URL when given', async () => {
    openWorkspace('/workspace/default?display_name=My%20day');
    expect(await screen.findByRole('heading', { name: 'My day', level: 1 })).toBeTruthy();
  });

  it('titles a tool from the registry when its entry has no title, and never loses a tool', async () => {
    const config = { display_name: 'Leaves', layout_id: 1 as const, tools_data: {} };
    const tools = [{ identifier: 'team-leaves', title: '', data: {}, container_id: 'nowhere' }];
    renderInApp(<WorkspaceView config={{ ...config, tools }} />);
    const teamLeaves = screen.getByRole('region', { name: 'Team Leaves' });
    // A container the layout lacks: the tool goes in the layout's first container.
    expect(teamLeaves.closest<HTMLElement>('[data-container]')?.dataset.container).toBe('main');
  });

  /** The Explore tool's own list call, not the navigation's (which asks for every workspace at once). */
  const isExploreList = (call: FakeRequest) => call.path === WORKSPACES && call.query.get('limit') !== '200';

  it('merges options: the tool entry, then the workspace tools_data, then the URL tools_data', async () => {
    const explore = {
      ...EXPLORE_WORKSPACE,
      tools: EXPLORE_WORKSPACE.tools.map((tool) => ({
        ...tool,
        data: { options: { order_by: 'display_name', search: 'x' } },
      })),
      tools_data: { 'explore-workspace': { search: 'sal' } },
    };
    const toolsData = encodeURIComponent(JSON.stringify({ 'explore-workspace': { page: 3 } }));
    const { calls } = openWorkspace(`/workspace/explore?tools_data=${toolsData}`, {
      [`GET ${WORKSPACES}explore/`]: () => ({ body: explore }),
    });
    await waitFor(() => expect(calls.some(isExploreList)).toBe(true));
    const list = calls.find(isExploreList);
    expect(Object.fromEntries(list?.query ?? [])).toEqual({
      limit: '10',
      offset: '20',
      search: 'sal',
      order_by: 'display_name',
    });
  });

  it('rewrites the URL in place to carry the options when a tool changes them', async () => {
    const { router } = openWorkspace('/workspace/explore?uniqueId=7', {
      [`GET ${WORKSPACES}explore/`]: () => ({ body: EXPLORE_WORKSPACE }),
    });
    const search = await screen.findByRole('searchbox', { name: 'Search workspaces' });
    fireEvent.change(search, { target: { value: 'audit' } });
    await waitFor(() =>
      expect(toolsDataParam(router.state.location.search)).toEqual({
        'explore-workspace': { search: 'audit' },
      }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(new URLSearchParams(router.state.location.search).get('uniqueId')).toBe('7');
  });

  it('says the link is broken for malformed tools_data and opens the workspace without it', async () => {
    const { router, calls } = openWorkspace('/workspace/explore?tools_data=%7B%22explore-workspace%22%3A', {
      [`GET ${WORKSPACES}explore/`]: () => ({ body: EXPLORE_WORKSPACE }),
    });
    expect(await screen.findByText(CODE_MESSAGES.invalid_url)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Explore Workspaces' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls.some(isExploreList)).toBe(true));
    expect(calls.find(isExploreList)?.query.get('search')).toBeNull();
    expect(screen.getAllByText(CODE_MESSAGES.invalid_url)).toHaveLength(1);
  });

  it('uses the cached config when the same workspace opens again', async () => {
    const { router, calls } = openWorkspace('/workspace/explore', {
      [`GET ${WORKSPACES}explore/`]: () => ({ body: EXPLORE_WORKSPACE }),
    });
    await screen.findByRole('region', { name: 'Explore Workspaces' });
    await act(() => router.navigate('/workspace/default'));
    await screen.findByRole('region', { name: 'Profile Viewer' });
    await act(() => router.navigate('/workspace/explore'));
    await screen.findByRole('region', { name: 'Explore Workspaces' });
    expect(calls.filter((call) => call.path === `${WORKSPACES}explore/`)).toHaveLength(1);
  });

  it.each([
    ['salary-management', 403, 'permission_denied', '/403', "Looks like you don't have access!"],
    ['employee-hierarchy', 403, 'permission_denied', '/403', "Looks like you don't have access!"],
    [
      'tas',
      403,
      'disabled_workspace',
      '/disabled-workspace',
      "Looks like you don't have access of this workspace!",
    ],
    ['no-such-place', 404, 'not_found', '/404', 'Resource Not Found!'],
  ])('/workspace/%s answered %i %s opens %s', async (name, status, code, path, heading) => {
    const { router } = openWorkspace(`/workspace/${name}`, {
      [`GET ${WORKSPACES}${name}/`]: () => ({ status, body: { code } }),
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    // Not the page that failed: the one before it, or the dashboard when there was none.
    expect(new URLSearchParams(router.state.location.search).get('redirect_path')).toBe('/workspace/default');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page loader under the header until the config arrives', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    installFakeApi(BASE_ROUTES);
    const answer = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/default-workspace/')) await gate;
      return answer(input, init);
    };
    renderApp('/workspace/default');
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Profile Viewer' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });
});

describe('dashboard', () => {
  it('shows the org tool (Setup) on a page of its own, in the tool frame', async () => {
    openWorkspace('/dashboard');
    const setup = await screen.findByRole('region', { name: 'Setup' });
    expect(await within(setup).findByRole('tab', { name: 'Designations' })).toBeTruthy();
    expect(within(setup).queryByText(COMING_SOON_TEXT)).toBeNull();
  });
});
