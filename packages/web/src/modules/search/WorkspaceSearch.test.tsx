import { HEADER_SEARCH_DEBOUNCE_MS, type SearchResult } from '@atrium/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentSearches, recordRecentSearch } from '../../platform/recentSearches';
import { type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { WorkspaceSearch } from './WorkspaceSearch';

const SEARCH = `/api/${ORG.id}/workspace/universal-search/`;

function result(type: SearchResult['type'], id: number, name: string, label: string | null = null) {
  const resolve = { for_workspace: type === 'project' ? 'project-overview' : 'my-profile', data: { id } };
  return { type, id, display_name: name, sub_text: `code ${id}`, label, resolve } satisfies SearchResult;
}

const RESULTS = [
  result('employee', 31, 'Grace Hopper'),
  result('project', 5, 'Grace Migration', 'Draft Project'),
  result('employee', 32, 'Grace Kelly', 'Exited'),
  result('workspace', 6, 'Grace Workspace'),
];

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(answer?: FakeResponse) {
  const api = installFakeApi({
    [`GET ${SEARCH}`]: ({ query }) => {
      if (answer) return answer;
      const term = query.get('search')?.toLowerCase() ?? '';
      return { body: { results: RESULTS.filter((hit) => hit.display_name.toLowerCase().includes(term)) } };
    },
  });
  renderInApp(
    <>
      <WorkspaceSearch />
      <LocationProbe />
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Search workspaces' });
  const searches = () => api.calls.filter((call) => call.path === SEARCH);
  return { input, searches };
}

/** Runs the timers, letting the fake API's answer arrive in between. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const option = (name: string) => screen.getByLabelText(name, { selector: '.ant-select-item-option' });

/** After a choice the list closes; a press on the input opens it again. */
async function reopen(input: HTMLElement) {
  await wait(0);
  fireEvent.mouseDown(input);
}

async function typeTerm(input: HTMLElement, term: string) {
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: term } });
  await wait(HEADER_SEARCH_DEBOUNCE_MS);
  await wait(50); // the answer
}

describe('workspace search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server once the typing has paused for 300 ms, with the limit of 5', async () => {
    const { input, searches } = renderSearch();
    fireEvent.mouseDown(input);
    for (const text of ['g', 'gr', 'grace']) {
      fireEvent.change(input, { target: { value: text } });
      await wait(HEADER_SEARCH_DEBOUNCE_MS - 100);
    }
    expect(searches()).toHaveLength(0);
    await wait(100);

    expect(searches()).toHaveLength(1);
    expect(Object.fromEntries(searches()[0]?.query ?? [])).toEqual({ search: 'grace', limit: '5' });
  });

  it('groups the results by type and shows their labels', async () => {
    const { input } = renderSearch();
    await typeTerm(input, 'grace');

    const groups = [...document.querySelectorAll('.ant-select-item-group')].map((group) => group.textContent);
    expect(groups).toEqual(['Projects', 'Workspaces', 'Employees']);
    expect(within(option('Grace Kelly, code 32, Exited')).getByText('Exited')).toBeTruthy();
    expect(within(option('Grace Migration, code 5, Draft Project')).getByText('Draft Project')).toBeTruthy();
    expect(within(option('Grace Hopper, code 31')).queryByText('Exited')).toBeNull();
  });

  it('keeps the answer for a term: searching it again asks nothing', async () => {
    const { input, searches } = renderSearch();
    await typeTerm(input, 'grace');
    await typeTerm(input, 'grace k');
    await typeTerm(input, 'grace');
    expect(searches().map((call) => call.query.get('search'))).toEqual(['grace', 'grace k']);
    expect(option('Grace Hopper, code 31')).toBeTruthy();
  });

  it.each([
    ['Ctrl+/', { ctrlKey: true }],
    ['Cmd+/', { metaKey: true }],
  ])('%s focuses it from anywhere on the page', (_keys, modifier) => {
    const { input } = renderSearch();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).not.toBe(input);
    fireEvent.keyDown(document.body, { key: '/', ...modifier });
    expect(document.activeElement).toBe(input);
  });

  it('offers Dashboard and Explore when empty', async () => {
    const { input } = renderSearch();
    fireEvent.mouseDown(input);
    fireEvent.click(option('Explore'));
    expect(location()).toBe('/workspace/explore');
    await reopen(input);
    fireEvent.click(option('Dashboard'));
    expect(location()).toBe('/workspace/default');
  });

  it('opens a chosen result through the resolver and remembers it', async () => {
    const { input } = renderSearch();
    await typeTerm(input, 'kelly');
    fireEvent.click(option('Grace Kelly, code 32, Exited'));

    const opened = new URL(location() ?? '', 'http://localhost');
    expect(opened.pathname).toBe('/resolver');
    expect(opened.searchParams.get('for_workspace')).toBe('my-profile');
    expect(JSON.parse(opened.searchParams.get('data') ?? '')).toEqual({ id: 32 });
    expect((input as HTMLInputElement).value).toBe('');
    await reopen(input);
    expect(option('Grace Kelly, Employees')).toBeTruthy();
  });

  it.each([
    ['nothing matches', { body: { results: [] } }, 'No matches'],
    [
      'the search fails',
      { status: 503, body: { code: 'unknown_error' } },
      'The application has encountered an unknown error',
    ],
  ])('says so when %s', async (_case, answer, text) => {
    const { input } = renderSearch(answer);
    await typeTerm(input, 'nobody');
    expect(screen.getByRole('listbox').textContent).toBe(text);
  });

  it('chooses with the keyboard', async () => {
    const { input } = renderSearch();
    await typeTerm(input, 'migration');
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(location()).toContain('for_workspace=project-overview');
  });

  it('keeps the three most recent searches, newest first, and reopens them', async () => {
    for (const hit of [RESULTS[0], RESULTS[1], RESULTS[2]]) if (hit) recordRecentSearch(hit);
    const { input } = renderSearch();
    await typeTerm(input, 'workspace');
    fireEvent.click(option('Grace Workspace, code 6'));

    expect(readRecentSearches().map((recent) => recent.display_name)).toEqual([
      'Grace Workspace',
      'Grace Kelly',
      'Grace Migration',
    ]);
    await reopen(input);
    const recents = [...document.querySelectorAll('.ant-select-item-option')].map((item) =>
      item.getAttribute('aria-label'),
    );
    expect(recents).toEqual([
      'Dashboard',
      'Explore',
      'Grace Workspace, Workspaces',
      'Grace Kelly, Employees',
      'Grace Migration, Projects',
    ]);
    fireEvent.click(option('Grace Migration, Projects'));
    expect(location()).toContain('for_workspace=project-overview');
    expect(readRecentSearches()[0]?.display_name).toBe('Grace Migration');
  });
});
