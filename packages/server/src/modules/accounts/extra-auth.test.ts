import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, signIn, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.18.0.${address}`;
};

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Umbrella' })).id;
  await buildEmployee(test.ctx, org, { email: 'salary@umbrella.test', roles: [ROLES.SALARY_MANAGER] });
  await buildEmployee(test.ctx, org, { email: 'staff@umbrella.test', roles: [ROLES.EMPLOYEE] });
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/${org}/org/account/${path}`,
    headers: bearer(token),
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

async function setExtraAuthPassword(token: string, password: string) {
  expect((await call('POST', 'extra-auth/link/', token)).statusCode).toBe(200);
  const mail = (await test.outbox()).at(-1);
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect(link.pathname).toBe('/reset-extra-auth');
  const reset = await test.app.inject({
    method: 'POST',
    url: `/api/${org}/org/account/password/reset/`,
    payload: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password,
      for_extra_auth: true,
    },
  });
  expect(reset.statusCode).toBe(200);
}

describe('additional authentication (salary unlock)', () => {
  it('unlocks salary data for this session only, for a bounded time, and locks again', async () => {
    const token = await signIn(test, org, 'salary@umbrella.test');
    await setExtraAuthPassword(token, 'Salary-key-phrase');
    expect((await call('GET', 'extra-auth/', token)).json()).toEqual({
      is_unlocked: false,
      expires_at: null,
    });

    const unlocked = await call('POST', 'extra-auth/', token, { password: 'Salary-key-phrase' });
    expect(unlocked.statusCode).toBe(200);
    const expiresAt = new Date(unlocked.json().expires_at).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await call('GET', 'extra-auth/', token)).json().is_unlocked).toBe(true);

    const otherSession = await signIn(test, org, 'salary@umbrella.test');
    expect((await call('GET', 'extra-auth/', otherSession)).json().is_unlocked).toBe(false);

    expect((await call('DELETE', 'extra-auth/', token)).json()).toEqual({
      is_unlocked: false,
      expires_at: null,
    });
  });

  it('answers 400 extra_auth_invalid_credentials to a wrong password, and does not take the sign-in password', async () => {
    const token = await signIn(test, org, 'salary@umbrella.test');
    for (const password of ['wrong-one', TEST_PASSWORD]) {
      const response = await call('POST', 'extra-auth/', token, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'extra_auth_invalid_credentials' });
    }
  });

  it('answers 403 permission_denied outside the salary group', async () => {
    const token = await signIn(test, org, 'staff@umbrella.test');
    for (const [method, path] of [
      ['GET', 'extra-auth/'],
      ['POST', 'extra-auth/link/'],
    ] as const) {
      const response = await call(method, path, token, method === 'POST' ? {} : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'permission_denied' });
    }
  });
});

describe('POST /api/{orgId}/org/account/password/change/', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    await buildEmployee(test.ctx, org, { email: 'changer@umbrella.test' });
    const current = await signIn(test, org, 'changer@umbrella.test');
    const other = await signIn(test, org, 'changer@umbrella.test');
    const response = await call('POST', 'password/change/', current, {
      old_password: TEST_PASSWORD,
      new_password: 'Changed-passphrase',
    });
    expect(response.statusCode).toBe(200);
    const me = (token: string) =>
      test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await signIn(test, org, 'changer@umbrella.test', 'Changed-passphrase')).toBeTruthy();
  });

  it.each([
    [{ old_password: 'not-it', new_password: 'Whatever-123' }, 400, { code: 'incorrect_password' }],
    [
      { old_password: TEST_PASSWORD, new_password: TEST_PASSWORD },
      400,
      { code: 'invalid', codes: { new_password: ['password_same_as_old'] } },
    ],
    [
      { old_password: TEST_PASSWORD, new_password: 'short' },
      400,
      { code: 'invalid', codes: { new_password: ['password_too_short'] } },
    ],
  ])('refuses %j', async (payload, status, body) => {
    await buildEmployee(test.ctx, org, { email: `refused${address}@umbrella.test` });
    const token = await signIn(test, org, `refused${address}@umbrella.test`);
    const response = await call('POST', 'password/change/', token, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });
});
