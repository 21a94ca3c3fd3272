import { DEFAULT_MESSAGES } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../test/fakeApi';
import { CEO, ORG } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const ME = `GET /api/${ORG.id}/org/employee/me/`;

function signedIn(path: string, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, ...routes });
  return { ...api, ...renderApp(path) };
}

describe('routes', () => {
  it.each(['/', '/workspace/default', '/workspace/projects'])(
    '%s signed out lands on /sign-in',
    async (path) => {
      installFakeApi(BASE_ROUTES);
      const { router } = renderApp(path);
      await screen.findByRole('button', { name: 'LOGIN' });
      expect(router.state.location.pathname).toBe('/sign-in');
    },
  );

  it.each(['/', '/no/such/page'])('%s signed in goes to the default workspace', async (path) => {
    const { router } = signedIn(path);
    await screen.findByRole('heading', { name: 'Welcome, Grace' });
    expect(router.state.location.pathname).toBe('/workspace/default');
  });

  it('sends an unknown host to /404', async () => {
    installFakeApi({
      'GET /api/public/org/list/localhost/': () => ({ status: 404, body: { code: 'org_not_found' } }),
    });
    const { router } = renderApp('/sign-in');
    expect(await screen.findByText('Resource Not Found!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('signed-in page', () => {
  it('shows the header and the signed-in user from the server', async () => {
    signedIn('/workspace/default');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Welcome, Grace' })).toBeTruthy();
    for (const text of [
      'Grace Hopper',
      CEO.email,
      'Chief Executive Officer',
      'Leadership',
      'CEO',
      'Employee',
    ]) {
      expect(within(main).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/workspace/default');
    expect(screen.getByText(ORG.name)).toBeTruthy();
  });

  it('loads the leave configurations with the signed-in user at start', async () => {
    const { calls } = signedIn('/workspace/default');
    await screen.findByRole('main');
    const paths = calls.map((call) => call.path);
    expect(paths).toContain(`/api/${ORG.id}/org/employee/me/`);
    expect(paths).toContain(`/api/${ORG.id}/leave-portal/leave-configurations/`);
  });

  it('opens the profile menu with My profile and Sign out', async () => {
    const { router } = signedIn('/workspace/default');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace/my-profile'));
  });

  it('opens Access Tokens from the profile menu, for anyone signed in', async () => {
    const { router } = signedIn('/workspace/default');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Access tokens' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-tokens'));
  });

  it('leaves My profile out for someone who is neither employee nor contractor', async () => {
    const candidate = { ...CEO, user_type: 'candidate', is_employee: false, is_candidate: true };
    signedIn('/workspace/default', { [ME]: () => ({ body: candidate }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'My profile' })).toBeNull();
  });

  it('signs out: revokes the token on the server, forgets it and goes to /sign-in', async () => {
    const { router, calls } = signedIn('/workspace/default', {
      [`POST /api/${ORG.id}/org/account/logout/`]: () => ({ status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(window.localStorage.getItem('atrium.access')).toBeNull();
    const logout = calls.find((call) => call.path.endsWith('/logout/'));
    expect(logout?.authorization).toBe('Bearer token-1');
  });
});

describe('answers handled for every call', () => {
  it('401: forgets the token, says the session expired and asks to sign in again', async () => {
    const { router } = signedIn('/workspace/default', {
      [ME]: () => ({ status: 401, body: { code: 'authentication_failed' } }),
    });
    expect(await screen.findByText('Your session has expired. Please login again.')).toBeTruthy();
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(window.localStorage.getItem('atrium.access')).toBeNull();
  });

  it.each([
    [{ code: 'permission_denied' }, '/403', "Looks like you don't have access!"],
    [
      { code: 'disabled_workspace' },
      '/disabled-workspace',
      "Looks like you don't have access of this workspace!",
    ],
  ])('403 %j on a GET goes to %s', async (body, path, heading) => {
    const { router } = signedIn('/workspace/default', { [ME]: () => ({ status: 403, body }) });
    expect(await screen.findByRole('button', { name: 'Back to Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });

  it('a tool the user may not use opens the 403 page without a call, leading back to where they were', async () => {
    const employee = { ...CEO, roles: ['org:employee'] };
    const { router } = signedIn('/workspace/default', { [ME]: () => ({ body: employee }) });
    await screen.findByRole('heading', { name: 'Welcome, Grace' });
    await act(() => router.navigate('/opportunity-detail'));
    expect(await screen.findByRole('heading', { name: "Looks like you don't have access!" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(new URLSearchParams(router.state.location.search).get('redirect_path')).toBe('/workspace/default');
  });

  it('503 maintenance at start shows the maintenance screen', async () => {
    installFakeApi({
      'GET /api/public/org/list/localhost/': () => ({ status: 503, body: { code: 'maintenance' } }),
    });
    renderApp('/sign-in');
    expect(await screen.findByText('We are down for maintenance. Be right back!')).toBeTruthy();
  });

  it('503 maintenance on a later call switches to the maintenance screen', async () => {
    const { router } = signedIn('/workspace/default', {
      [ME]: () => ({ status: 503, body: { code: 'maintenance' } }),
    });
    expect(await screen.findByText('We are down for maintenance. Be right back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('5xx: shows the error dialog with OK', async () => {
    signedIn('/workspace/default', { [ME]: () => ({ status: 500, body: { code: 'unknown_error' } }) });
    const dialog = await screen.findByRole('dialog', { name: DEFAULT_MESSAGES.errorDialogTitle });
    expect(within(dialog).getByText(DEFAULT_MESSAGES.errorDialogText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(DEFAULT_MESSAGES.errorDialogText)).toBeNull());
  });

  it('a network failure on a GET is tried three times, then reported', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    const { calls } = installFakeApi(BASE_ROUTES);
    const fetchOnce = globalThis.fetch;
    let attempts = 0;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/employee/me/')) {
        attempts++;
        throw new TypeError('Failed to fetch');
      }
      return fetchOnce(input, init);
    };
    renderApp('/workspace/default');
    expect(
      await screen.findByText('There is some network related issue. Please check your network connection'),
    ).toBeTruthy();
    expect(attempts).toBe(3);
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('Google return', () => {
  // The return page and then the workspace load lazily: on a busy machine that takes seconds.
  it('exchanges the code, stores the token and opens the default workspace', {
    timeout: 20_000,
  }, async () => {
    window.sessionStorage.setItem('atrium.oauth-state', 'state-this-tab-started-with');
    const { router, calls } = signedIn('/auth-providers?code=abc&state=state-this-tab-started-with', {
      [`POST /api/${ORG.id}/org/account/oauth/google/login/`]: () => ({ body: { access: 'google-token' } }),
    });
    window.localStorage.clear();
    await screen.findByRole('heading', { name: 'Welcome, Grace' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/workspace/default');
    expect(window.localStorage.getItem('atrium.access')).toBe('google-token');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'abc',
      redirect_uri: 'http://localhost:3000/auth-providers',
    });
  });

  it('ignores a return this tab did not start and exchanges nothing', async () => {
    window.sessionStorage.setItem('atrium.oauth-state', 'state-this-tab-started-with');
    const { calls } = installFakeApi(BASE_ROUTES);
    const { router } = renderApp('/auth-providers?code=abc&state=forged-state-value-000000');
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(calls.some((call) => call.path.endsWith('/oauth/google/login/'))).toBe(false);
  });

  it('without a code goes back to the start', async () => {
    installFakeApi(BASE_ROUTES);
    const { router } = renderApp('/auth-providers');
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
