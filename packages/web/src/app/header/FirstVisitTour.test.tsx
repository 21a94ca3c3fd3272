import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrganizationContext } from '../../platform/OrganizationContext';
import { type TourTargetName, tourTarget } from '../../platform/tourTargets';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { AppProviders, createQueryClient } from '../AppProviders';
import { FirstVisitTour } from './FirstVisitTour';

const USER_TYPE = 'atrium.user-type';
const ALL_TARGETS: readonly TourTargetName[] = ['workspace-search', 'profile-menu', 'notifications', 'home'];

function signedIn(path = '/workspace/default', routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET /api/${ORG.id}/notifications/my-notifications/`]: () => ({ body: { count: 0, results: [] } }),
    [`POST /api/${ORG.id}/org/employee/me/tour-seen/`]: () => ({ status: 204 }),
    ...routes,
  });
  renderApp(path);
  return api;
}

/** The tour alone, on a page holding only the given targets (and the workspace content, if asked). */
function tourAmong(targets: readonly TourTargetName[], workspace = 'default', hasContent = true) {
  window.localStorage.setItem('atrium.access', 'token-1');
  installFakeApi(BASE_ROUTES);
  const page = (
    <>
      {targets.map((name) => (
        <button key={name} type="button" {...tourTarget(name)}>
          {name}
        </button>
      ))}
      {hasContent ? <main>content</main> : null}
      <FirstVisitTour />
    </>
  );
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppProviders queryClient={createQueryClient()}>
        <OrganizationContext value={ORG}>
          <MemoryRouter initialEntries={[`/workspace/${workspace}`]}>
            <Routes>
              <Route path="/workspace/:id" element={page} />
            </Routes>
          </MemoryRouter>
        </OrganizationContext>
      </AppProviders>
    </ConfigProvider>,
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('first-visit tour', () => {
  it('greets a new user in the real header, and closing it makes them an old user here and on the server', async () => {
    const { calls } = signedIn();
    expect(await screen.findByText('Find anything')).toBeTruthy();
    expect(window.localStorage.getItem(USER_TYPE)).toBe('NEW-USER');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem(USER_TYPE)).toBe('OLD-USER');
    await waitFor(() => expect(screen.queryByText('Find anything')).toBeNull());
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/${ORG.id}/org/employee/me/tour-seen/`,
      ]),
    );
  });

  it('is not shown in a new browser to a user who saw it in another', async () => {
    signedIn('/workspace/default', {
      [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: { ...CEO, tour_seen: true } }),
    });
    await screen.findByRole('button', { name: 'Profile menu' });
    await waitFor(() => expect(window.localStorage.getItem(USER_TYPE)).toBe('OLD-USER'));
    expect(screen.queryByText('Find anything')).toBeNull();
  });

  it('walks through search, profile menu, notifications and logo, and finishing also ends it', async () => {
    tourAmong(ALL_TARGETS);
    expect(await screen.findByText('Find anything')).toBeTruthy();
    for (const title of ['Your profile', 'Stay informed', 'Back to your dashboard']) {
      next();
      expect(await screen.findByText(title)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(window.localStorage.getItem(USER_TYPE)).toBe('OLD-USER');
  });

  it('adds the Setup step on the org-setup workspace', async () => {
    tourAmong(ALL_TARGETS, 'org-setup');
    expect(await screen.findByText('Find anything')).toBeTruthy();
    for (let step = 0; step < 4; step++) next();
    expect(await screen.findByText('Setup')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
  });

  it('is not shown to an old user', async () => {
    window.localStorage.setItem(USER_TYPE, 'OLD-USER');
    signedIn();
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByText('Find anything')).toBeNull();
  });

  it.each([
    ['a header target is missing', ALL_TARGETS.slice(1), 'default', true],
    ['the org-setup content is missing', ALL_TARGETS, 'org-setup', false],
  ])('is not shown when %s', async (_case, targets, workspace, hasContent) => {
    tourAmong(targets, workspace, hasContent);
    await waitFor(() => expect(window.localStorage.getItem(USER_TYPE)).toBe('NEW-USER'));
    expect(screen.queryByText('Find anything')).toBeNull();
    expect(window.localStorage.getItem(USER_TYPE)).toBe('NEW-USER');
  });
});
