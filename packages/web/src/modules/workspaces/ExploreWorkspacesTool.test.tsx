import { DEFAULT_MESSAGES, ERROR_PAGE_TEXTS, type WorkspaceSummary } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRequest, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { EXPLORE_WORKSPACE, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const LIST_PATH = `/api/${ORG.id}/workspace/workspaces/`;

const summary = (id: number, name: string, display_name: string, is_enabled = true): WorkspaceSummary => ({
  id,
  name,
  display_name,
  tool_count: (id % 4) + 1,
  is_enabled,
});

/** 25 workspaces: the three the tests look at, then filler to page through. */
const ALL: WorkspaceSummary[] = [
  summary(15, 'audit-log', 'Audit Log'),
  summary(9, 'salary-management', 'Salary Management', false),
  summary(1, 'default', 'Dashboard'),
  ...Array.from({ length: 22 }, (_, index) =>
    summary(100 + index, `team-${index + 10}`, `Team ${index + 10}`),
  ),
];

/** The server's list: search on either name, order by a field (`-` descending), then the page. */
function answerList({ query }: FakeRequest): FakeResponse {
  const search = query.get('search')?.toLowerCase() ?? '';
  const orderBy = query.get('order_by') ?? 'display_name';
  const field = orderBy.replace('-', '') as 'name' | 'display_name';
  const found = ALL.filter((row) => `${row.name} ${row.display_name}`.toLowerCase().includes(search)).sort(
    (a, b) => a[field].localeCompare(b[field]) * (orderBy.startsWith('-') ? -1 : 1),
  );
  const offset = Number(query.get('offset'));
  return { body: { count: found.length, results: found.slice(offset, offset + Number(query.get('limit'))) } };
}

function openExplore(list: (request: FakeRequest) => FakeResponse = answerList) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${LIST_PATH}explore/`]: () => ({ body: EXPLORE_WORKSPACE }),
    [`GET ${LIST_PATH}`]: list,
  });
  // The navigation asks for every workspace at once; the tool pages.
  const lists = () =>
    api.calls.filter((call) => call.path === LIST_PATH && call.query.get('limit') !== '200');
  return { ...api, lists, ...renderApp('/workspace/explore') };
}

const tool = () => screen.getByRole('region', { name: 'Explore Workspaces' });
const findLink = async (name: string) =>
  within(await screen.findByRole('region', { name: 'Explore Workspaces' })).findByRole('link', { name });
const workspaceLinks = () =>
  within(tool())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Explore Workspaces', () => {
  it('lists the workspaces the caller may open, each a link to open it', async () => {
    const { router } = openExplore();
    const audit = await findLink('Audit Log');
    expect(audit.getAttribute('href')).toBe('/workspace/audit-log');
    const salaryRow = within(tool())
      .getByRole('link', { name: 'Salary Management' })
      .closest('tr') as HTMLElement;
    expect(within(salaryRow).getByText('Disabled')).toBeTruthy();
    expect(workspaceLinks()).toHaveLength(10);

    fireEvent.click(audit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/audit-log'));
  });

  it('names each workspace by its display name, never by its key', async () => {
    openExplore();
    await findLink('Audit Log');
    expect(
      within(tool())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Workspace', 'Tools', 'Status']);
    expect(within(tool()).getByText('Salary Management')).toBeTruthy();
    expect(within(tool()).queryByText('salary-management')).toBeNull();
    expect(within(tool()).queryByText('audit-log')).toBeNull();
  });

  it('searches on the server and keeps the search in the URL', async () => {
    const { lists, router } = openExplore();
    await findLink('Audit Log');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search workspaces' }), {
      target: { value: 'sal' },
    });
    await waitFor(() => expect(workspaceLinks()).toEqual(['Salary Management']));
    expect(lists().at(-1)?.query.get('search')).toBe('sal');
    expect(new URLSearchParams(router.state.location.search).get('tools_data')).toBe(
      JSON.stringify({ 'explore-workspace': { search: 'sal' } }),
    );
  });

  it('pages on the server, ten at a time', async () => {
    const { lists } = openExplore();
    await findLink('Audit Log');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(workspaceLinks()).toHaveLength(5));
    expect(lists().at(-1)?.query.get('offset')).toBe('20');
    expect(lists().at(-1)?.query.get('limit')).toBe('10');
  });

  it('sorts on the server by a column header, and back to the first page', async () => {
    const { lists } = openExplore();
    await findLink('Audit Log');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists().at(-1)?.query.get('offset')).toBe('10'));
    fireEvent.click(within(tool()).getByText('Workspace'));
    await waitFor(() => expect(lists().at(-1)?.query.get('order_by')).toBe('display_name'));
    expect(lists().at(-1)?.query.get('offset')).toBe('0');
    fireEvent.click(within(tool()).getByText('Workspace'));
    await waitFor(() => expect(lists().at(-1)?.query.get('order_by')).toBe('-display_name'));
    await waitFor(() => expect(workspaceLinks()[0]).toBe('Team 31'));
  });

  it('says when nothing matches and offers to clear the search', async () => {
    openExplore();
    await findLink('Audit Log');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search workspaces' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No workspace matches "zzz".')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await findLink('Audit Log')).toBeTruthy();
  });

  it('shows access denied inside the tool when the list is refused', async () => {
    const { router } = openExplore(() => ({ status: 403, body: { code: 'permission_denied' } }));
    expect(
      await within(await screen.findByRole('region', { name: 'Explore Workspaces' })).findByText(
        ERROR_PAGE_TEXTS.accessDenied.heading,
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/explore');
  });

  it('shows the server-error state inside the tool for a 5xx', async () => {
    openExplore(() => ({ status: 500, body: { code: 'unknown_error' } }));
    const region = await screen.findByRole('region', { name: 'Explore Workspaces' });
    expect(await within(region).findByText(DEFAULT_MESSAGES.errorDialogText)).toBeTruthy();
  });
});
