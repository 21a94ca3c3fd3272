import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { buildAccessToken } from '../../test/access-tokens-factories';
import {
  as,
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  userIdsByName,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/access-tokens/';
const RATE = 30;
let test: TestApp;
let org: number;
let otherOrg: number;
let sessions: Record<string, string>;
let ids: Record<string, number>;
let employeeIds: Record<string, number>;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newToken = (body: object) => ({
  name: 'Reporting',
  scopes: ['people:read'],
  expires_on: day(30),
  ...body,
});

beforeAll(async () => {
  test = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: String(RATE) });
  org = (await buildOrganization(test.ctx)).id;
  otherOrg = (await buildOrganization(test.ctx, { name: 'Other' })).id;
  sessions = await buildSignedInPeople(
    test,
    org,
    {
      admin: [ROLES.EMPLOYEE, ROLES.ORG_ADMIN],
      setup: [ROLES.EMPLOYEE, ROLES.SETUP_MANAGER],
      ceo: [ROLES.CEO],
      hr: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_MANAGER],
      staff: [ROLES.EMPLOYEE],
      other: [ROLES.EMPLOYEE],
    },
    'access-tokens.test',
  );
  ids = await userIdsByName(test, org);
  employeeIds = await employeeIdsByName(test, org);
});
afterAll(() => test.close());

const withToken = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
) =>
  test.app.inject({
    method,
    url: `/api/${org}${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const make = async (who: string, body: object = {}) => {
  const response = await as(test, org, sessions[who] as string).post(PATH, newToken(body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; token: string; name: string };
};
const listed = async (who: string, query = '') =>
  (await as(test, org, sessions[who] as string).get(`${PATH}${query}`)).json() as {
    count: number;
    results: { id: number; name: string; kind: string; owner: { id: number } | null; status: string }[];
  };

describe('making tokens', () => {
  it('shows a new token once, prefixed, and keeps only its hash', async () => {
    const made = await make('staff', { name: 'Staff export' });
    expect(made.token).toMatch(/^atr_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      expires_on: day(30),
      kind: 'personal',
      owner: { id: ids.staff },
      status: 'active',
      scopes: ['people:read'],
    });
    expect((await listed('staff')).results[0]).not.toHaveProperty('token');
    const stored = await queryRows<{ token_hash: string; hint: string }>(
      test.ctx.database.db,
      sql`select token_hash, hint from access_tokens where id = ${made.id}`,
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.token);
    expect(stored[0]?.hint).toBe(`${made.token.slice(0, 8)}…`);
  });

  it('lets only an admin make an organisation token, with roles the admin holds', async () => {
    const ofOrg = { kind: 'organization', roles: [ROLES.EMPLOYEE] };
    const refused = await as(test, org, sessions.staff as string).post(PATH, newToken(ofOrg));
    expect(refused.json()).toEqual({ code: 'access_token_kind_refused' });
    expect(refused.statusCode).toBe(403);
    expect((await make('admin', ofOrg)).token).toMatch(/^atr_/);
    expect((await make('setup', ofOrg)).token).toMatch(/^atr_/);
    const notHeld = await as(test, org, sessions.admin as string).post(
      PATH,
      newToken({ ...ofOrg, roles: [ROLES.SALARY_MANAGER] }),
    );
    expect(notHeld.json()).toEqual({ code: 'access_token_role_not_held' });
    const noRole = await as(test, org, sessions.admin as string).post(
      PATH,
      newToken({ ...ofOrg, roles: [] }),
    );
    expect(noRole.json()).toEqual({ code: 'access_token_roles_needed' });
    expect((await make('ceo', { ...ofOrg, roles: [ROLES.SALARY_MANAGER] })).token).toMatch(/^atr_/);
  });

  it('refuses an expiry of today, past a year, or missing, and scopes no token may have', async () => {
    const post = (body: object) => as(test, org, sessions.staff as string).post(PATH, body);
    expect((await post(newToken({ expires_on: day(0) }))).json()).toEqual({
      code: 'access_token_expiry_invalid',
    });
    expect((await post(newToken({ expires_on: day(367) }))).json()).toEqual({
      code: 'access_token_expiry_invalid',
    });
    expect((await post({ name: 'x', scopes: ['people:read'] })).statusCode).toBe(400);
    expect((await post(newToken({ scopes: ['access-tokens:write'] }))).statusCode).toBe(400);
    expect((await post(newToken({ scopes: ['accounts:write'] }))).statusCode).toBe(400);
    expect((await post(newToken({ roles: [ROLES.EMPLOYEE] }))).statusCode).toBe(400);
  });
});

describe('listing and revoking tokens', () => {
  it('lists each their own tokens, and an admin every token of the organisation with its owner', async () => {
    await make('other', { name: 'Other’s token' });
    const own = await listed('other');
    expect(own.results.map((token) => token.name)).toEqual(['Other’s token']);
    for (const admin of ['admin', 'setup', 'ceo']) {
      const every = await listed(admin, '?search=other%E2%80%99s');
      expect(every.results).toEqual([
        expect.objectContaining({ name: 'Other’s token', owner: expect.objectContaining({ id: ids.other }) }),
      ]);
    }
    const all = await listed('admin', '?limit=2');
    expect(all.results).toHaveLength(2);
    expect(all.count).toBeGreaterThan(4);
    expect((await listed('hr')).count).toBe(0);
  });

  it('lets the owner and an admin revoke a personal token, no one else; and asks no one twice', async () => {
    const first = await make('other', { name: 'To revoke' });
    const second = await make('other', { name: 'Admin revokes' });
    const orgToken = await make('admin', { kind: 'organization', roles: [ROLES.EMPLOYEE] });
    const revoke = (who: string, id: number) =>
      as(test, org, sessions[who] as string).post(`${PATH}${id}/revoke/`);
    expect((await revoke('staff', first.id)).json()).toEqual({ code: 'not_found' });
    expect((await revoke('hr', orgToken.id)).statusCode).toBe(404);
    const revoked = await revoke('other', first.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await revoke('other', first.id)).json()).toEqual({ code: 'access_token_already_revoked' });
    expect((await revoke('admin', second.id)).statusCode).toBe(200);
    expect((await revoke('setup', orgToken.id)).statusCode).toBe(200);
    const audit = await queryRows<{ action: string }>(
      test.ctx.database.db,
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'access_token'
        and entity_id = ${String(first.id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['access_token.create', 'access_token.revoke']);
  });
});

describe('a personal token', () => {
  it('acts as its owner within its scopes: reads allowed, writes and other modules refused', async () => {
    const { token } = await make('staff', { scopes: ['people:read'] });
    const list = await withToken(token, 'GET', '/org/employees/');
    expect(list.statusCode, list.body).toBe(200);
    const write = await withToken(token, 'PATCH', '/org/employee/me/profile/', { mobile: '1' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ code: 'token_scope_denied' });
    const leave = await withToken(token, 'GET', '/leave-portal/leave-requests/');
    expect(leave.json()).toEqual({ code: 'token_scope_denied' });
  });

  it('follows its owner’s roles as they are now, and dies with the owner', async () => {
    const { user } = await buildEmployee(test.ctx, org, {
      email: 'changing@access-tokens.test',
      roles: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_MANAGER],
    });
    const { token } = await buildAccessToken(test.ctx, org, { by: user.id, scopes: ['people:write'] });
    // An empty body is checked after the permission: 400 for someone who may add employees, else 403.
    expect((await withToken(token, 'POST', '/org/employees/', {})).statusCode).toBe(400);
    await test.ctx.database.db.execute(
      sql`delete from user_roles where organization_id = ${org} and user_id = ${user.id} and role = ${ROLES.EMPLOYEE_MANAGER}`,
    );
    const refused = await withToken(token, 'POST', '/org/employees/', {});
    expect(refused.json()).toEqual({ code: 'permission_denied' });
    await test.ctx.database.db.execute(
      sql`update users set is_active = false where organization_id = ${org} and id = ${user.id}`,
    );
    const disabled = await withToken(token, 'GET', '/org/employees/');
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual({ code: 'authentication_failed' });
  });

  it('answers 401 once expired or revoked, and on another organisation’s path', async () => {
    const expiring = await make('staff');
    await test.ctx.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where id = ${expiring.id}`,
    );
    expect((await withToken(expiring.token, 'GET', '/org/employees/')).json()).toEqual({
      code: 'authentication_failed',
    });
    const revoking = await make('staff');
    expect((await withToken(revoking.token, 'GET', '/org/employees/')).statusCode).toBe(200);
    await as(test, org, sessions.staff as string).post(`${PATH}${revoking.id}/revoke/`);
    expect((await withToken(revoking.token, 'GET', '/org/employees/')).statusCode).toBe(401);
    const live = await make('staff');
    const elsewhere = await test.app.inject({
      url: `/api/${otherOrg}/org/employees/`,
      headers: bearer(live.token),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('never reaches the token routes, passwords, sign-out or the salary key, whatever its scopes', async () => {
    const every = await make('admin', {
      scopes: ['people:read', 'people:write', 'org-setup:read', 'org-setup:write'],
    });
    for (const [method, path, body] of [
      ['GET', PATH, undefined],
      ['POST', PATH, newToken({})],
      ['POST', `${PATH}${every.id}/revoke/`, undefined],
      [
        'POST',
        '/org/account/password/change/',
        { old_password: 'x', new_password: 'y', confirm_password: 'y' },
      ],
      ['POST', '/org/account/logout/', undefined],
      ['GET', '/org/account/extra-auth/', undefined],
      ['POST', '/org/account/extra-auth/', { password: 'x' }],
    ] as const) {
      const response = await withToken(every.token, method, path, body);
      expect(response.json(), `${method} ${path}`).toEqual({ code: 'token_scope_denied' });
    }
    expect((await listed('admin')).results.find((token) => token.id === every.id)?.status).toBe('active');
  });

  it('records its use at most once a minute, and every write it makes on the audit trail', async () => {
    const made = await make('staff', { scopes: ['people:read'] });
    await withToken(made.token, 'GET', '/org/employees/');
    const used = await queryRows<{ last_used_at: Date | null }>(
      test.ctx.database.db,
      sql`select last_used_at from access_tokens where id = ${made.id}`,
    );
    expect(used[0]?.last_used_at).not.toBeNull();
    await withToken(made.token, 'PATCH', '/org/employee/me/profile/', { mobile: '1' });
    const audit = await queryRows<{ actor_user_id: number; after: Record<string, unknown> }>(
      test.ctx.database.db,
      sql`select actor_user_id, after from audit_events where organization_id = ${org}
        and action = 'access_token.use' and entity_id = ${String(made.id)}`,
    );
    expect(audit).toEqual([
      {
        actor_user_id: ids.staff,
        after: {
          kind: 'personal',
          method: 'PATCH',
          path: `/api/${org}/org/employee/me/profile/`,
          status: 403,
        },
      },
    ]);
  });

  it(`is refused past ${RATE} requests a minute, told when to come back`, async () => {
    const { token } = await make('staff');
    for (let i = 0; i < RATE; i += 1)
      expect((await withToken(token, 'GET', '/org/employees/?limit=1')).statusCode).toBe(200);
    const limited = await withToken(token, 'GET', '/org/employees/?limit=1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'token_rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same owner has its own count.
    expect((await withToken((await make('staff')).token, 'GET', '/org/employees/')).statusCode).toBe(200);
  });
});

describe('an organisation token', () => {
  it('acts with the roles it was given, as no person: its maker’s own records are not its own', async () => {
    const made = await make('admin', {
      kind: 'organization',
      roles: [ROLES.EMPLOYEE],
      scopes: ['people:read', 'people:write'],
    });
    expect(made).toMatchObject({ kind: 'organization', owner: null, created_by: { id: ids.admin } });
    expect((await withToken(made.token, 'GET', '/org/employees/')).statusCode).toBe(200);
    const history = `/org/employees/${employeeIds.admin}/work-history/`;
    const personal = await make('admin', { scopes: ['people:read'] });
    expect((await withToken(personal.token, 'GET', history)).statusCode).toBe(200);
    expect([403, 404]).toContain((await withToken(made.token, 'GET', history)).statusCode);
    const add = await withToken(made.token, 'POST', '/org/employees/', {});
    expect(add.json()).toEqual({ code: 'permission_denied' });
    const audit = await queryRows<{ after: { kind: string; status: number } }>(
      test.ctx.database.db,
      sql`select after from audit_events where organization_id = ${org}
        and action = 'access_token.use' and entity_id = ${String(made.id)}`,
    );
    expect(audit.map((row) => row.after)).toEqual([
      expect.objectContaining({ kind: 'organization', status: 403 }),
    ]);
  });

  it('keeps working when its maker is disabled, until revoked', async () => {
    const { user } = await buildEmployee(test.ctx, org, {
      email: 'maker@access-tokens.test',
      roles: [ROLES.ORG_ADMIN],
    });
    const { token } = await buildAccessToken(test.ctx, org, {
      by: user.id,
      kind: 'organization',
      roles: [ROLES.EMPLOYEE],
      scopes: ['people:read'],
    });
    await test.ctx.database.db.execute(
      sql`update users set is_active = false where organization_id = ${org} and id = ${user.id}`,
    );
    expect((await withToken(token, 'GET', '/org/employees/')).statusCode).toBe(200);
  });
});
