import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operationIdOf } from './openapi';
import { guardRoute } from './route-guard';

let test: TestApp;
let org: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
});
afterAll(() => test.close());

type Operation = {
  security?: unknown[];
  operationId?: string;
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
};
const operations = () => {
  const document = test.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
};

describe('the route table', () => {
  it('documents every API route in the OpenAPI document at /api/docs/json', async () => {
    const response = await test.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/public/org/list/{host}/',
        '/api/{orgId}/org/account/login/',
        '/api/{orgId}/org/employee/me/',
      ]),
    );
  });

  it('answers 401 auth_token_missing without a token on every route that is not public', async () => {
    const guarded = operations().filter(
      (op) => op.operation.security?.length && op.path.startsWith('/api/{orgId}/'),
    );
    expect(guarded.length).toBeGreaterThan(1);
    for (const { path, method } of guarded) {
      const url = path.replace('{orgId}', String(org)).replace(/\{[^}]+\}/g, '1');
      const response = await test.app.inject({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toEqual({ code: 'auth_token_missing' });
    }
  });

  it('gives every operation a unique operationId, its path parameters, its security and its error answers', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of all) {
      const where = `${path} ${operation.operationId}`;
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.sort(), where).toEqual(inPath.sort());
      expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['400', '500']));
      if (path.startsWith('/api/{orgId}/') && operation.security?.length) {
        expect(operation.responses, where).toHaveProperty('401');
      }
      expect(operation.security, where).toBeDefined();
    }
    const me = all.find(({ path }) => path === '/api/{orgId}/org/employee/me/');
    expect(me?.operation.operationId).toBe('getOrgEmployeeMe');
  });

  it.each([
    ['GET', '/api/:orgId/org/employees/:id/', 'getOrgEmployeesById'],
    [
      'POST',
      '/api/:orgId/leave-portal/leave-requests/:id/approve/',
      'postLeavePortalLeaveRequestsByIdApprove',
    ],
    ['GET', '/api/public/org/list/:host/', 'getOrgListByHostPublic'],
  ])('names %s %s %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });

  it('refuses a route that declares no permission', async () => {
    const app = Fastify();
    app.addHook('onRoute', guardRoute);
    expect(() => app.get('/api/public/unguarded', async () => 'open')).toThrow(/declares no permission/);
    expect(() =>
      app.get('/api/public/open', { config: { permission: 'public' } }, async () => 'ok'),
    ).not.toThrow();
    await app.close();
  });
});

describe('the error contract', () => {
  const login = (payload: string, contentType = 'application/json') =>
    test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/account/login/`,
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers 400 invalid to malformed JSON', async () => {
    const response = await login('{"email":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it('answers 415 unsupported_media_type to a body that is not JSON', async () => {
    const response = await login('email=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type' });
  });

  it('answers 413 payload_too_large to a body over 1 MB', async () => {
    const response = await login(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large' });
  });

  it('answers 404 not_found to an unknown API path', async () => {
    const response = await test.app.inject({ url: '/api/public/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
  });

  it('answers 404 org_not_found to a path whose organisation id is not a number', async () => {
    const response = await test.app.inject({ url: '/api/abc/org/employee/me/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'org_not_found' });
  });

  it('marks API answers as not cacheable and carries the request id', async () => {
    const response = await test.app.inject({
      url: '/api/public/org/list/nowhere/',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBe('trace-123');
  });
});

describe('maintenance', () => {
  it('answers every API call 503 maintenance while the operator switch is on, but stays alive', async () => {
    const down = await createTestApp({ MAINTENANCE: '1' });
    const response = await down.app.inject({ url: '/api/public/org/list/localhost/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'maintenance' });
    expect((await down.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await down.close();
  });
});

describe('compression', () => {
  it('compresses a large answer for a client that accepts gzip', async () => {
    const response = await test.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await test.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await test.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
