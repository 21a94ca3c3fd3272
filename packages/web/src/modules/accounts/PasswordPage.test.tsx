import { AUTH_MESSAGES, PLATFORM_ERRORS } from '@atrium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { expectFieldError } from '../../test/fieldError';
import { ORG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const RESET = `/api/${ORG.id}/org/account/password/reset/`;
const LINK = '?email=employee%40acme.example&token=tok-1';

function openPasswordPage(path: string, answers: { check?: FakeResponse; reset?: FakeResponse } = {}) {
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${RESET}`]: () => answers.check ?? { body: { email: 'employee@acme.example', is_initial: false } },
    [`POST ${RESET}`]: () => answers.reset ?? { body: { detail: 'ok' } },
  });
  return { ...api, ...renderApp(path) };
}

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('password page', () => {
  it.each([
    ['', 'Change Password'],
    ['&is_initial=false', 'Change Password'],
    ['&is_initial=true', 'Set Password'],
  ])('with %j labels its button %s', async (extra, label) => {
    openPasswordPage(`/reset-password${LINK}${extra}`);
    expect(await screen.findByRole('button', { name: label })).toBeTruthy();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.setPasswordPrompt) !== null).toBe(label === 'Set Password');
  });

  it('checks the link before showing the form', async () => {
    const { calls } = openPasswordPage(`/reset-extra-auth${LINK}`);
    await screen.findByRole('button', { name: 'Change Password' });
    const check = calls.find((call) => call.path === RESET);
    expect(Object.fromEntries(check?.query ?? [])).toEqual({
      email: 'employee@acme.example',
      token: 'tok-1',
      for_extra_auth: 'true',
    });
  });

  it('requires both fields and shows the mismatch on Confirm Password', async () => {
    const { calls } = openPasswordPage(`/reset-password${LINK}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await expectFieldError('New Password', 'This field is required');
    await expectFieldError('Confirm Password', 'This field is required');

    typeInto('New Password', 'correct horse battery');
    typeInto('Confirm Password', 'correct horse battery!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expectFieldError('Confirm Password', 'New Password and Confirm Password do not match');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    ['/reset-password', undefined],
    ['/reset-extra-auth', true],
  ])('on %s sets the password, says so, and signs out to the start', async (path, forExtraAuth) => {
    window.localStorage.setItem('atrium.access', 'someone-else');
    const { calls, router } = openPasswordPage(`${path}${LINK}&is_initial=true`);
    await screen.findByLabelText('New Password');
    typeInto('New Password', 'correct horse battery');
    typeInto('Confirm Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText(AUTH_MESSAGES.passwordReset)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(window.localStorage.getItem('atrium.access')).toBeNull();
    expect(calls.find((call) => call.method === 'POST' && call.path === RESET)?.body).toEqual({
      email: 'employee@acme.example',
      token: 'tok-1',
      password: 'correct horse battery',
      ...(forExtraAuth && { for_extra_auth: true }),
    });
    expect(calls.some((call) => call.path.endsWith('/logout/'))).toBe(true);
    expect(calls.filter((call) => call.method === 'GET' && call.path === RESET)).toHaveLength(1);
  });

  it.each([
    [{ code: 'token_expired' }, false, AUTH_MESSAGES.passwordResetFailed],
    [{ code: 'token_expired' }, true, 'The link is no longer valid'],
  ])('shows the failure for %j (new user: %s)', async (body, isInitial, message) => {
    openPasswordPage(`/reset-password${LINK}&is_initial=${isInitial}`, { reset: { status: 400, body } });
    await screen.findByLabelText('New Password');
    typeInto('New Password', 'correct horse battery');
    typeInto('Confirm Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: isInitial ? 'Set Password' : 'Change Password' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('maps the field codes of an invalid answer', async () => {
    openPasswordPage(`/reset-password${LINK}`, {
      reset: { status: 400, body: { code: 'invalid', codes: { password: ['password_too_short'] } } },
    });
    await screen.findByLabelText('New Password');
    typeInto('New Password', 'correct horse battery');
    typeInto('Confirm Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expectFieldError('New Password', 'Password must be at least 8 characters long');
  });

  it('says why an invalid answer without field codes was refused', async () => {
    openPasswordPage(`/reset-password${LINK}`, { reset: { status: 400, body: { code: 'invalid' } } });
    await screen.findByLabelText('New Password');
    typeInto('New Password', 'correct horse battery');
    typeInto('Confirm Password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PLATFORM_ERRORS.invalid.message)).toBeTruthy();
  });

  it.each([
    ['an invalid link', LINK, { status: 400, body: { code: 'invalid' } }, AUTH_MESSAGES.resetLinkInvalid],
    [
      'an expired link',
      LINK,
      { status: 400, body: { code: 'token_expired' } },
      'The link is no longer valid',
    ],
    ['a link without email', '?token=tok-1', undefined, AUTH_MESSAGES.resetLinkInvalid],
  ])('for %s shows the error and leaves without a form', async (_case, query, check, message) => {
    window.localStorage.setItem('atrium.access', 'someone-else');
    const { router } = openPasswordPage(`/reset-password${query}`, { check });
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(window.localStorage.getItem('atrium.access')).toBeNull();
  });
});
