import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import {
  as,
  bearer,
  buildOrganization,
  buildSignedInPeople,
  inScope,
  userIdsByName,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findUserById, issuePasswordLink } from '../accounts';

const PATH = '/access-tokens/';
let test: TestApp;
let org: number;
let sessions: Record<string, string>;
let ids: Record<string, number>;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  sessions = await buildSignedInPeople(
    test,
    org,
    { admin: [ROLES.EMPLOYEE, ROLES.CEO] },
    'service-user.test',
  );
  ids = await userIdsByName(test, org);
});
afterAll(() => test.close());

interface MadeToken {
  id: number;
  token: string;
  service_user: { id: number; name: string } | null;
}

const makeOrgToken = async (name: string, scopes: string[], roles: string[] = [ROLES.EMPLOYEE]) => {
  const response = await as(test, org, sessions.admin as string).post(PATH, {
    name,
    kind: 'organization',
    roles,
    scopes,
    expires_on: day(30),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as MadeToken;
};
const withToken = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/${org}${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const serviceUserOf = async (id: number) => {
  const [row] = await queryRows<{
    email: string;
    user_type: string;
    is_active: boolean;
    password_hash: null;
  }>(
    test.ctx.database.db,
    sql`select email, user_type, is_active, password_hash from users where organization_id = ${org} and id = ${id}`,
  );
  if (!row) throw new Error(`no user ${id}`);
  return row;
};

describe('an organisation token’s service user', () => {
  it('is made with the token, named after it, holding its roles, with no password and no employee', async () => {
    const made = await makeOrgToken('Nightly sync', ['people:read'], [ROLES.EMPLOYEE, ROLES.TAS_RECRUITER]);
    expect(made.service_user).toEqual({ id: expect.any(Number), name: 'Nightly sync (API)' });
    const id = made.service_user?.id as number;
    expect(id).not.toBe(ids.admin);
    expect(await serviceUserOf(id)).toMatchObject({
      user_type: 'service',
      is_active: true,
      password_hash: null,
    });
    const roles = await queryRows<{ role: string }>(
      test.ctx.database.db,
      sql`select role from user_roles where organization_id = ${org} and user_id = ${id} order by role`,
    );
    expect(roles.map((row) => row.role)).toEqual([ROLES.EMPLOYEE, ROLES.TAS_RECRUITER].sort());
    const employees = await queryRows<{ id: number }>(
      test.ctx.database.db,
      sql`select id from employees where organization_id = ${org} and user_id = ${id}`,
    );
    expect(employees).toEqual([]);
    const personal = (
      await as(test, org, sessions.admin as string).post(PATH, {
        name: 'Mine',
        scopes: ['people:read'],
        expires_on: day(30),
      })
    ).json() as MadeToken;
    expect(personal.service_user).toBeNull();
  });

  it('is the actor its changes and uses are recorded under, not the token’s maker', async () => {
    const made = await makeOrgToken('Setup sync', ['org-setup:write'], [ROLES.SETUP_MANAGER]);
    const created = await withToken(made.token, 'POST', '/org/setup/designations/', {
      name: 'Service Analyst',
    });
    expect(created.statusCode, created.body).toBe(201);
    const audit = await queryRows<{ action: string; actor_user_id: number }>(
      test.ctx.database.db,
      sql`select action, actor_user_id from audit_events where organization_id = ${org}
        and action in ('designation.create', 'access_token.use') and created_at > now() - interval '1 minute'
        order by id`,
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((row) => row.actor_user_id === made.service_user?.id)).toBe(true);
  });

  it('answers “me” as a user with no employee, never as the maker', async () => {
    const made = await makeOrgToken('Directory reader', ['people:read']);
    const me = await withToken(made.token, 'GET', '/org/employee/me/');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      id: made.service_user?.id,
      user_type: 'service',
      first_name: 'Directory reader (API)',
      is_employee: false,
      employee_info: null,
    });
    expect(me.body).not.toContain('admin@service-user.test');
  });

  it('cannot sign in with a password, ask for a reset link, or use one', async () => {
    const made = await makeOrgToken('Locked out', ['people:read']);
    const { email } = await serviceUserOf(made.service_user?.id as number);
    const post = (path: string, payload: object) =>
      test.app.inject({ method: 'POST', url: `/api/${org}/org/account/${path}`, payload });
    const login = await post('login/', { email, password: 'Atrium@2026' });
    expect(login.json()).toEqual({ code: 'authentication_failed' });
    const forgot = await post('password/forgot/', { email });
    expect(forgot.json()).toEqual({ code: 'user_not_found' });
    // A link issued to it anyway (no route does) is refused when used.
    const issued = await inScope(test.ctx, org, async (scope) => {
      const user = await findUserById(scope.tx, org, made.service_user?.id as number);
      return issuePasswordLink(scope, user as NonNullable<typeof user>, {
        purpose: 'password',
        isInitial: false,
      });
    });
    const token = /token=([^&\s]+)/.exec(issued.message.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await post('password/reset/', { email, token, password: 'Another@2026' });
    expect(reset.json()).toEqual({ code: 'invalid' });
  });

  it('is in no list of people, search or picker', async () => {
    await makeOrgToken('Zephyr bridge', ['people:read'], [ROLES.EMPLOYEE, ROLES.TAS_RECRUITER]);
    const admin = as(test, org, sessions.admin as string);
    const employees = await admin.get('/org/employees/?search=zephyr');
    expect(employees.json()).toMatchObject({ count: 0 });
    const search = await admin.get('/workspace/universal-search/?search=zephyr');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).not.toContain('Zephyr bridge (API)');
    const recruiters = await admin.get('/hiring/recruiters/');
    expect(recruiters.statusCode, recruiters.body).toBe(200);
    expect(recruiters.body).not.toContain('Zephyr bridge (API)');
  });

  it('is disabled when the token is revoked, and the token stops', async () => {
    const made = await makeOrgToken('Short lived', ['people:read']);
    expect((await withToken(made.token, 'GET', '/org/employees/')).statusCode).toBe(200);
    const revoked = await as(test, org, sessions.admin as string).post(`${PATH}${made.id}/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await serviceUserOf(made.service_user?.id as number)).is_active).toBe(false);
    expect((await withToken(made.token, 'GET', '/org/employees/')).statusCode).toBe(401);
  });
});
