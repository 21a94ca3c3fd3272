import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  inScope,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setUserActive } from './user.service';

let test: TestApp;
let acme: number;
let other: number;

beforeAll(async () => {
  test = await createTestApp();
  acme = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  await buildEmployee(test.ctx, acme, { email: 'ceo@acme.test', roles: [ROLES.CEO] });
  await buildEmployee(test.ctx, other, { email: 'ceo@other.test', roles: [ROLES.CEO] });
});
afterAll(() => test.close());

let address = 0;
const nextAddress = () => {
  address += 1;
  return `192.0.2.${address}`;
};
const login = (organizationId: number, payload: unknown, remoteAddress = nextAddress()) =>
  test.app.inject({
    method: 'POST',
    url: `/api/${organizationId}/org/account/login/`,
    payload: payload as object,
    remoteAddress,
  });

/** A sign-in relayed by a load balancer at 10.0.0.1 for a client at `client`. */
const loginThroughProxy = (app: TestApp, email: string, password: string, client: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/${acme}/org/account/login/`,
    payload: { email, password },
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': client },
  });

async function failSixTimesThroughProxy(app: TestApp, email: string, client: string) {
  for (let attempt = 0; attempt < 6; attempt += 1)
    await loginThroughProxy(app, email, `guess-${attempt}`, client);
}

const me = (organizationId: number, token: string) =>
  test.app.inject({ url: `/api/${organizationId}/org/employee/me/?roles=true`, headers: bearer(token) });

describe('POST /api/{orgId}/org/account/login/', () => {
  it('answers an opaque access token that reads the current user', async () => {
    const response = await login(acme, { email: 'CEO@acme.test', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { access } = response.json();
    expect(access).toMatch(/^[\w-]{43}$/);
    expect((await me(acme, access)).json()).toMatchObject({ email: 'ceo@acme.test' });
  });

  it('stores only a hash of the token', async () => {
    const { access } = (await login(acme, { email: 'ceo@acme.test', password: TEST_PASSWORD })).json();
    const rows = await queryRows(
      test.ctx.database.db,
      sql`select 1 from sessions where token_hash = ${access}`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses the token under another organisation prefix', async () => {
    const token = await signIn(test, acme, 'ceo@acme.test');
    const response = await me(other, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'authentication_failed' });
  });

  it.each([
    ['a wrong password', { email: 'ceo@acme.test', password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@acme.test', password: TEST_PASSWORD }],
    ['another organisation’s user', { email: 'ceo@other.test', password: TEST_PASSWORD }],
  ])('answers 401 authentication_failed for %s', async (_case, payload) => {
    const response = await login(acme, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'authentication_failed' });
  });

  it('refuses a deactivated user', async () => {
    const { user } = await buildEmployee(test.ctx, acme, { email: 'gone@acme.test' });
    await inScope(test.ctx, acme, (scope) => setUserActive(scope, user.id, false));
    const response = await login(acme, { email: 'gone@acme.test', password: TEST_PASSWORD });
    expect(response.json()).toEqual({ code: 'authentication_failed' });
  });

  it.each([
    [{}, { email: ['required'], password: ['required'] }],
    [
      { email: '', password: '' },
      { email: ['required', 'invalid_email'], password: ['required'] },
    ],
    [{ email: 'not-an-email', password: 'x' }, { email: ['invalid_email'] }],
    [{ email: 'a@b.test', password: 'x', is_admin: true }, { is_admin: ['unknown_field'] }],
    [{ email: 42, password: 'x' }, { email: ['invalid'] }],
  ])('answers 400 invalid with every field code for %j', async (payload, codes) => {
    const response = await login(acme, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid', codes });
  });

  it('answers 429 rate_limited after five failures of one account from one address, even with the right password', async () => {
    await buildEmployee(test.ctx, acme, { email: 'target@acme.test' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await login(
        acme,
        { email: 'target@acme.test', password: `guess-${attempt}` },
        '203.0.113.9',
      );
      expect(guess.statusCode).toBe(401);
    }
    const response = await login(acme, { email: 'target@acme.test', password: TEST_PASSWORD }, '203.0.113.9');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 'rate_limited' });
  });

  it('lets the owner in from their own address while a stranger is locked out', async () => {
    await buildEmployee(test.ctx, acme, { email: 'owner@acme.test' });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await login(acme, { email: 'owner@acme.test', password: `guess-${attempt}` }, '203.0.113.66');
    }
    const owner = await login(acme, { email: 'owner@acme.test', password: TEST_PASSWORD }, '192.0.2.10');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('keeps the counts in the database, where every server process sees them', async () => {
    await login(acme, { email: 'counted@acme.test', password: 'nope-nope' }, '203.0.113.77');
    const rows = await queryRows<{ key: string }>(
      test.ctx.database.db,
      sql`select key from attempt_counters where organization_id = ${acme} and key like '%203.0.113.77%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers 429 rate_limited after thirty failures from one address across accounts', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login(acme, { email: `spray${attempt}@acme.test`, password: 'x' }, '198.51.100.7');
    }
    const response = await login(acme, { email: 'ceo@acme.test', password: TEST_PASSWORD }, '198.51.100.7');
    expect(response.statusCode).toBe(429);
  });

  it('lets five of thirty wrong passwords sent at once be checked, and refuses the rest', async () => {
    await buildEmployee(test.ctx, acme, { email: 'burst@acme.test' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login(acme, { email: 'burst@acme.test', password: `guess-${attempt}` }, '203.0.113.30'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('does not count sign-ins that succeed against their address', async () => {
    await buildEmployee(test.ctx, acme, { email: 'office@acme.test' });
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await login(
        acme,
        { email: 'office@acme.test', password: TEST_PASSWORD },
        '198.51.100.31',
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('takes every caller behind a proxy for the proxy itself unless TRUST_PROXY is set', async () => {
    await buildEmployee(test.ctx, acme, { email: 'shared@acme.test' });
    await failSixTimesThroughProxy(test, 'shared@acme.test', '203.0.113.80');
    const otherClient = await loginThroughProxy(test, 'shared@acme.test', TEST_PASSWORD, '203.0.113.81');
    expect(otherClient.statusCode).toBe(429);
  });

  it.each([
    ['its address', '10.0.0.0/8'],
    ['its hops', '1'],
  ])('takes the client from X-Forwarded-For when TRUST_PROXY names %s', async (_, trusted) => {
    const behindProxy = await createTestApp({ TRUST_PROXY: trusted });
    try {
      const email = `proxied-${trusted.replace(/\W/g, '')}@acme.test`;
      await buildEmployee(behindProxy.ctx, acme, { email });
      await failSixTimesThroughProxy(behindProxy, email, '203.0.113.82');
      const otherClient = await loginThroughProxy(behindProxy, email, TEST_PASSWORD, '203.0.113.83');
      expect(otherClient.statusCode, otherClient.body).toBe(200);
      const sameClient = await loginThroughProxy(behindProxy, email, TEST_PASSWORD, '203.0.113.82');
      expect(sameClient.statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('records sign-ins and failed attempts in the audit trail', async () => {
    await login(acme, { email: 'ceo@acme.test', password: 'nope-nope' });
    const rows = await queryRows<{ action: string }>(
      test.ctx.database.db,
      sql`select distinct action from audit_events where organization_id = ${acme} and action like 'account.%' order by action`,
    );
    expect(rows.map((row) => row.action)).toEqual(['account.login', 'account.login_failed']);
  });
});

describe('POST /api/{orgId}/org/account/logout/', () => {
  it('revokes the token', async () => {
    const token = await signIn(test, acme, 'ceo@acme.test');
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/${acme}/org/account/logout/`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    const after = await me(acme, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'authentication_failed' });
  });

  it('applies a granted role and a deactivation on the very next request of a live session', async () => {
    const { user } = await buildEmployee(test.ctx, acme, { email: 'live@acme.test' });
    const token = await signIn(test, acme, 'live@acme.test');
    // Enough calls for PostgreSQL to settle on the prepared statement's generic plan first.
    for (let call = 0; call < 6; call += 1) {
      expect((await me(acme, token)).json().roles).toEqual([ROLES.EMPLOYEE]);
    }
    // No service grants a role once a user is made: raw SQL grants it.
    await test.ctx.database.db.execute(
      sql`insert into user_roles (organization_id, user_id, role) values (${acme}, ${user.id}, ${ROLES.AUDIT_MANAGER})`,
    );
    expect((await me(acme, token)).json().roles).toEqual(
      expect.arrayContaining([ROLES.EMPLOYEE, ROLES.AUDIT_MANAGER]),
    );
    // Deactivating through the service also ends the user's sessions: this checks the session alone.
    await test.ctx.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    const after = await me(acme, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'authentication_failed' });
  });

  it('needs a session', async () => {
    const response = await test.app.inject({ method: 'POST', url: `/api/${acme}/org/account/logout/` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'auth_token_missing' });
  });
});
