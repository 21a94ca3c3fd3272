import type { SearchResult } from '@atrium/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../test/fakeApi';
import { ORG } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { readRecentSearches, recordRecentSearch } from './recentSearches';

const KEY = 'atrium.recent-searches';

function employee(id: number): SearchResult {
  const resolve = { for_workspace: 'my-profile', data: { id } };
  return { type: 'employee', id, display_name: `Person ${id}`, sub_text: null, label: null, resolve };
}

describe('recent searches', () => {
  it('keeps three, newest first, each once, with what reopens it', () => {
    for (const id of [1, 2, 3, 2, 4]) recordRecentSearch(employee(id));
    expect(readRecentSearches()).toEqual(
      [4, 2, 3].map((id) => ({
        type: 'employee',
        display_name: `Person ${id}`,
        resolve: { for_workspace: 'my-profile', data: { id } },
      })),
    );
  });

  it('skips what it cannot read', () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ display_name: 'no way back' }, employee(5)]));
    expect(readRecentSearches().map((recent) => recent.display_name)).toEqual(['Person 5']);
    window.localStorage.setItem(KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
  });

  it('are cleared when someone signs in', async () => {
    recordRecentSearch(employee(1));
    installFakeApi({
      ...BASE_ROUTES,
      [`POST /api/${ORG.id}/org/account/login/`]: () => ({ body: { access: 'token-1' } }),
      [`GET /api/${ORG.id}/notifications/my-notifications/`]: () => ({ body: { count: 0, results: [] } }),
    });
    renderApp('/sign-in');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ceo@acme.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Atrium@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

    await screen.findByRole('combobox', { name: 'Search workspaces' });
    expect(readRecentSearches()).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
