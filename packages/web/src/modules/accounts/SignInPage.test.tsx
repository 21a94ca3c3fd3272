import { AUTH_MESSAGES } from '@atrium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendBrowserTo } from '../../platform/browserLocation';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { expectFieldError, fieldError } from '../../test/fieldError';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

vi.mock('../../platform/browserLocation', () => ({ sendBrowserTo: vi.fn() }));

const AUTHORIZE_URL = `GET /api/${ORG.id}/org/account/oauth/google/authorize-url/`;
const LOGIN = `POST /api/${ORG.id}/org/account/login/`;
const FORGOT = `POST /api/${ORG.id}/org/account/password/forgot/`;

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openSignIn(routes: FakeRoutes = {}, path = '/sign-in') {
  const api = installFakeApi({ ...BASE_ROUTES, ...routes });
  const app = renderApp(path);
  await screen.findByRole('button', { name: 'LOGIN' });
  return { ...app, ...api };
}

describe('sign-in page', () => {
  it('welcomes by slug, states who may enter, and offers the form, then Google', async () => {
    await openSignIn();
    expect(screen.getByRole('heading', { name: 'Welcome to Acme' })).toBeTruthy();
    expect(screen.getByText(/restricted to legal employees and contractors only/)).toBeTruthy();
    expect(screen.getByText(/attempts are tracked/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Atrium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    const year = new Date().getFullYear();
    expect(screen.getByText(/powered by/).textContent).toContain(`© ${year}–${year + 1}`);
    expect(document.title).toBe('Acme Corporation');
  });

  it('welcomes zensoft by name and offers only what its providers allow', async () => {
    const zensoft = {
      ...ORG,
      slug: 'zensoft',
      name: 'Zensoft Ltd',
      employee_primary_login_provider: 'google',
    };
    installFakeApi({
      ...BASE_ROUTES,
      'GET /api/public/org/list/localhost/': () => ({
        body: { ...zensoft, employee_secondary_login_providers: [] },
      }),
    });
    renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Welcome to Zensoft Ltd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).toBeNull();
  });

  it.each([
    ['', '', 'This field is required', 'This field is required'],
    ['not-an-email', 'secret', 'Please enter valid email address.', ''],
  ])('validates email %j and password %j before calling the server', async (email, password, ...messages) => {
    const { calls } = await openSignIn();
    typeInto('Email', email);
    typeInto('Password', password);
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await expectFieldError('Email', messages[0] ?? '');
    await expectFieldError('Password', messages[1] ?? '');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('signs in: stores the token, loads the user and opens the default workspace', async () => {
    const { router, calls } = await openSignIn({ [LOGIN]: () => ({ body: { access: 'token-1' } }) });
    typeInto('Email', ' ceo@acme.example ');
    typeInto('Password', 'Atrium@2026');
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/workspace/default');
    expect(window.localStorage.getItem('atrium.access')).toBe('token-1');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ceo@acme.example',
      password: 'Atrium@2026',
    });
    expect(calls.at(-1)?.authorization).toBe('Bearer token-1');
  });

  it('returns to the originally requested location after signing in', async () => {
    const { router } = await openSignIn(
      { [LOGIN]: () => ({ body: { access: 'token-1' } }) },
      '/workspace/sales?x=1',
    );
    expect(router.state.location.pathname).toBe('/sign-in');
    typeInto('Email', 'ceo@acme.example');
    typeInto('Password', 'Atrium@2026');
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByRole('heading', { name: 'Welcome, Grace' });
    expect(router.state.location.pathname).toBe('/workspace/sales');
    expect(router.state.location.search).toBe('?x=1');
  });

  it.each([
    ['wrong credentials (401)', 401, { code: 'authentication_failed' }],
    ['wrong credentials (400)', 400, { code: 'authentication_failed' }],
    ['an unknown user', 400, { code: 'user_not_found' }],
  ])('shows the one sign-in failure text for %s', async (_case, status, body) => {
    const { router } = await openSignIn({ [LOGIN]: () => ({ status, body }) });
    typeInto('Email', 'ceo@acme.example');
    typeInto('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginFailed)).toBeTruthy();
    expect(window.localStorage.getItem('atrium.access')).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('maps field codes of an invalid answer and shows the rate-limit message for rate_limited', async () => {
    let answer = { status: 400, body: { code: 'invalid', codes: { email: ['invalid'] } } as object };
    await openSignIn({ [LOGIN]: () => answer });
    typeInto('Email', 'ceo@acme.example');
    typeInto('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginFailed)).toBeTruthy();
    await expectFieldError('Email', 'Please enter valid email address.');

    answer = { status: 429, body: { code: 'rate_limited' } };
    typeInto('Email', 'ceo@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Too many attempts. Please try again after some time.')).toBeTruthy();
  });

  it('goes straight to the default workspace when a token is already stored', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    installFakeApi(BASE_ROUTES);
    const { router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Welcome, Grace' });
    expect(router.state.location.pathname).toBe('/workspace/default');
  });
});

describe('forgot password', () => {
  it('switches to an email-only form and back, clearing fields and errors', async () => {
    await openSignIn();
    typeInto('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await expectFieldError('Email', 'Please enter valid email address.');

    fireEvent.click(screen.getByRole('button', { name: 'Cannot log in?' }));
    expect(await screen.findByRole('button', { name: 'SEND Email' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(fieldError('Email')).toBe('');

    typeInto('Email', 'someone@');
    fireEvent.click(screen.getByRole('button', { name: 'SEND Email' }));
    await expectFieldError('Email', 'Please enter valid email address.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(fieldError('Email')).toBe('');
    expect(fieldError('Password')).toBe('');
  });

  it('sends the link, shows the toast and returns to sign-in', async () => {
    const { calls } = await openSignIn({ [FORGOT]: () => ({ body: { detail: 'sent' } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Cannot log in?' }));
    typeInto('Email', 'employee@acme.example');
    fireEvent.click(await screen.findByRole('button', { name: 'SEND Email' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetLinkSent)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'employee@acme.example' });
  });

  it.each([
    [404, { code: 'user_not_found' }, 'Sorry, no user exists with this email address'],
    [400, { code: 'something_else' }, AUTH_MESSAGES.forgotPasswordFailed],
  ])('shows the failure for %i %j', async (status, body, message) => {
    await openSignIn({ [FORGOT]: () => ({ status, body }) });
    fireEvent.click(screen.getByRole('button', { name: 'Cannot log in?' }));
    typeInto('Email', 'nobody@acme.example');
    fireEvent.click(await screen.findByRole('button', { name: 'SEND Email' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SEND Email' })).toBeTruthy();
  });
});

describe('Continue with Google', () => {
  it('asks the server for the provider address and sends the browser there', async () => {
    const providerUrl = 'https://accounts.google.example/o/oauth2/auth?response_type=code';
    const { calls } = await openSignIn({ [AUTHORIZE_URL]: () => ({ body: { url: providerUrl } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(providerUrl));
    const request = calls.find((call) => call.path.endsWith('/authorize-url/'));
    expect(request?.query.get('redirect_uri')).toBe('http://localhost:3000/auth-providers');
    const state = request?.query.get('state');
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(window.sessionStorage.getItem('atrium.oauth-state')).toBe(state);
  });

  it('says why when the server cannot offer it', async () => {
    await openSignIn({ [AUTHORIZE_URL]: () => ({ status: 403, body: { code: 'permission_denied' } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Sorry, you do not have permission to perform this action')).toBeTruthy();
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });
});
