import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/query-rows';
import { bearer, buildEmployee, buildOrganization, signIn } from '../test/factories';
import { openTestSocket } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let org: number;

beforeAll(async () => {
  test = await createTestApp({ SESSION_IDLE_MINUTES: '30', REALTIME_SESSION_CHECK_SECONDS: '0.2' });
  org = (await buildOrganization(test.ctx, { name: 'Globex', hosts: ['globex.sessions.test'] })).id;
});
afterAll(() => test.close());

const me = (token: string) =>
  test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(token) });
// Every use of a session stamps it now: only SQL makes one that has sat idle.
const idleFor = (_token: string, minutes: number) =>
  test.ctx.database.db.execute(
    sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes})
      where organization_id = ${org} and revoked_at is null and user_id =
        (select user_id from sessions where organization_id = ${org} order by id desc limit 1)`,
  );

describe('the idle time-out', () => {
  it('ends a session unused for longer than SESSION_IDLE_MINUTES', async () => {
    await buildEmployee(test.ctx, org, { email: 'idle@globex.test', roles: [ROLES.EMPLOYEE] });
    const token = await signIn(test, org, 'idle@globex.test');
    expect((await me(token)).statusCode).toBe(200);
    await idleFor(token, 31);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'authentication_failed' });
  });

  it('counts from the last use', async () => {
    await buildEmployee(test.ctx, org, { email: 'busy@globex.test', roles: [ROLES.EMPLOYEE] });
    const token = await signIn(test, org, 'busy@globex.test');
    await idleFor(token, 20);
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await queryRows<{ idle: number }>(
      test.ctx.database.db,
      sql`select extract(epoch from now() - max(last_seen_at))::float8 as idle from sessions where organization_id = ${org}`,
    );
    expect(row?.idle).toBeLessThan(60);
  });
});

describe('an open socket', () => {
  it('closes once its session is signed out', async () => {
    const { user } = await buildEmployee(test.ctx, org, { email: 'socket@globex.test' });
    const token = await signIn(test, org, 'socket@globex.test');
    const socket = await openTestSocket(test, `/ws/${org}/my-general/${user.id}/`);
    socket.send({ type: 'auth', token });
    await socket.frame((frame) => frame.type === 'ready');
    await test.app.inject({ method: 'POST', url: `/api/${org}/org/account/logout/`, headers: bearer(token) });
    expect(await socket.closeCode()).toBe(4401);
  });
});

describe('password links', () => {
  it("point at the organisation's own host, not PUBLIC_URL's", async () => {
    await buildEmployee(test.ctx, org, { email: 'forgot@globex.test' });
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/account/password/forgot/`,
      payload: { email: 'forgot@globex.test' },
    });
    expect(response.statusCode).toBe(200);
    const message = (await test.outbox()).at(-1);
    expect(message?.text).toContain('http://globex.sessions.test/reset-password?');
    expect(message?.text).not.toContain('acme.test');
  });
});
