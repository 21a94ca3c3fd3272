import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  inScope,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findUserByEmail } from './accounts.queries';
import { issuePasswordLink } from './password.service';

let test: TestApp;
let org: number;
let address = 0;
const nextAddress = () => {
  address += 1;
  return `203.0.113.${address}`;
};

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Initech', hosts: ['acme.test'] })).id;
});
afterAll(() => test.close());

const post = (path: string, payload: object) =>
  test.app.inject({
    method: 'POST',
    url: `/api/${org}/org/account/password/${path}/`,
    payload,
    remoteAddress: nextAddress(),
  });
const check = (query: Record<string, string>) =>
  test.app.inject({ url: `/api/${org}/org/account/password/reset/?${new URLSearchParams(query)}` });

async function requestLink(email: string) {
  const response = await post('forgot', { email });
  expect(response.statusCode).toBe(200);
  const messages = await test.outbox();
  const last = messages.at(-1);
  const link = new URL(last?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  return { link, message: last, token: link.searchParams.get('token') ?? '' };
}

describe('forgot password', () => {
  it('emails a single-use link to /reset-password with the email and token', async () => {
    await buildEmployee(test.ctx, org, { email: 'forgetful@initech.test' });
    const { link, message } = await requestLink('forgetful@initech.test');
    expect(message).toMatchObject({ to: 'forgetful@initech.test', subject: 'Reset your Initech password' });
    expect(`${link.origin}${link.pathname}`).toBe('http://acme.test/reset-password');
    expect(link.searchParams.get('email')).toBe('forgetful@initech.test');
  });

  it('answers the spec’s confirmation text', async () => {
    await buildEmployee(test.ctx, org, { email: 'confirm@initech.test' });
    const response = await post('forgot', { email: 'confirm@initech.test' });
    expect(response.json()).toEqual({ detail: 'Link to reset your password is sent to your email address.' });
  });

  it('answers 404 user_not_found for an unknown email and sends nothing', async () => {
    const before = (await test.outbox()).length;
    const response = await post('forgot', { email: 'stranger@initech.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'user_not_found' });
    expect(await test.outbox()).toHaveLength(before);
  });

  it('answers 400 invalid for a malformed email', async () => {
    const response = await post('forgot', { email: 'nope' });
    expect(response.json()).toEqual({ code: 'invalid', codes: { email: ['invalid_email'] } });
  });
});

describe('reset password', () => {
  it('checks the link, sets the password, ends every session and lets the new password in', async () => {
    await buildEmployee(test.ctx, org, { email: 'reset@initech.test' });
    const oldSession = await signIn(test, org, 'reset@initech.test');
    const { token } = await requestLink('reset@initech.test');

    const checked = await check({ email: 'reset@initech.test', token });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email: 'reset@initech.test', is_initial: false });

    const reset = await post('reset', { email: 'reset@initech.test', token, password: 'A-new-passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ detail: 'Password reset successfully. Sign in to continue.' });

    const old = await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(oldSession) });
    expect(old.statusCode).toBe(401);
    await expect(signIn(test, org, 'reset@initech.test', TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn(test, org, 'reset@initech.test', 'A-new-passphrase')).toBeTruthy();
  });

  it('refuses a link a second time', async () => {
    await buildEmployee(test.ctx, org, { email: 'twice@initech.test' });
    const { token } = await requestLink('twice@initech.test');
    await post('reset', { email: 'twice@initech.test', token, password: 'First-passphrase' });
    const again = await post('reset', { email: 'twice@initech.test', token, password: 'Second-passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'invalid' });
  });

  it('refuses an older link once a newer one was sent', async () => {
    await buildEmployee(test.ctx, org, { email: 'newer@initech.test' });
    const first = await requestLink('newer@initech.test');
    await requestLink('newer@initech.test');
    expect((await check({ email: 'newer@initech.test', token: first.token })).json()).toEqual({
      code: 'invalid',
    });
  });

  it('refuses a token presented with another account’s email', async () => {
    await buildEmployee(test.ctx, org, { email: 'victim@initech.test' });
    await buildEmployee(test.ctx, org, { email: 'attacker@initech.test' });
    const { token } = await requestLink('attacker@initech.test');
    const response = await post('reset', {
      email: 'victim@initech.test',
      token,
      password: 'Hijacked-passphrase',
    });
    expect(response.json()).toEqual({ code: 'invalid' });
  });

  it('answers token_expired for an expired link', async () => {
    await buildEmployee(test.ctx, org, { email: 'late@initech.test' });
    const { token } = await requestLink('late@initech.test');
    // A link is issued for its full lifetime from now: only SQL makes one that has already run out.
    await test.ctx.database.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 minute'`,
    );
    const response = await check({ email: 'late@initech.test', token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'token_expired' });
  });

  it.each([
    [{ email: 'x@initech.test', token: 't', password: 'short' }, { password: ['password_too_short'] }],
    [{ email: 'x@initech.test', password: 'Long-enough-1' }, { token: ['required'] }],
  ])('answers 400 invalid for %j', async (payload, codes) => {
    const response = await post('reset', payload);
    expect(response.json()).toEqual({ code: 'invalid', codes });
  });

  it('sets a new user’s first password from an is_initial link', async () => {
    const { user } = await buildEmployee(test.ctx, org, { email: 'newbie@initech.test', password: null });
    const issued = await inScope(test.ctx, org, (scope) =>
      issuePasswordLink(scope, user, { purpose: 'password', isInitial: true }),
    );
    const link = new URL(issued.link);
    expect(link.searchParams.get('is_initial')).toBe('true');
    expect(issued.message.subject).toBe('Set your Initech password');
    const token = link.searchParams.get('token') ?? '';
    expect((await check({ email: 'newbie@initech.test', token })).json()).toEqual({
      email: 'newbie@initech.test',
      is_initial: true,
    });
    await post('reset', { email: 'newbie@initech.test', token, password: 'My-first-passphrase' });
    expect(await signIn(test, org, 'newbie@initech.test', 'My-first-passphrase')).toBeTruthy();
  });

  it('sets the additional authentication password with for_extra_auth, leaving the sign-in password alone', async () => {
    const { user } = await buildEmployee(test.ctx, org, { email: 'salary@initech.test' });
    const issued = await inScope(test.ctx, org, (scope) =>
      issuePasswordLink(scope, user, { purpose: 'extra_auth', isInitial: false }),
    );
    const link = new URL(issued.link);
    expect(link.pathname).toBe('/reset-extra-auth');
    const token = link.searchParams.get('token') ?? '';
    expect((await check({ email: 'salary@initech.test', token })).json()).toEqual({ code: 'invalid' });
    expect((await check({ email: 'salary@initech.test', token, for_extra_auth: 'true' })).statusCode).toBe(
      200,
    );
    const response = await post('reset', {
      email: 'salary@initech.test',
      token,
      password: 'Salary-key-passphrase',
      for_extra_auth: true,
    });
    expect(response.statusCode).toBe(200);
    const stored = await withOrg(test.ctx.database.db, org, (tx) =>
      findUserByEmail(tx, org, 'salary@initech.test'),
    );
    expect(stored?.extraAuthPasswordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await signIn(test, org, 'salary@initech.test', TEST_PASSWORD)).toBeTruthy();
  });
});
