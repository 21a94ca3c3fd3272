import { randomBytes } from 'node:crypto';
import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, signIn, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'operator-token-for-tests-0123456789';
const DEMO_PASSWORD = 'Demo-pass-123';
const ROUTE = '/api/operator/organizations/';
const run = randomBytes(3).toString('hex');

let plain: TestApp;
let operator: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  operator = await createTestApp({ OPERATOR_TOKEN: TOKEN, DEMO_PASSWORD });
});
afterAll(async () => {
  await plain.close();
  await operator.close();
});

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name: `Org ${name}`,
  slug: `${name}-${run}`,
  hosts: [`${name}-${run}.localhost`],
  admin_email: `owner@${name}.example`,
  admin_first_name: 'Olu',
  admin_last_name: 'Owner',
  ...extra,
});

const provision = (payload: object, token: string | null = TOKEN) =>
  operator.app.inject({
    method: 'POST',
    url: ROUTE,
    payload,
    headers: token === null ? {} : bearer(token),
  });

async function employeeEmails(test: TestApp, orgId: number, token: string) {
  const response = await test.app.inject({
    url: `/api/${orgId}/org/employees/?limit=100`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const page = response.json() as { count: number; results: { email?: string; id: number }[] };
  return page;
}

describe('the operator API', () => {
  it('does not exist on a server without an operator token', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: ROUTE,
      payload: body('none'),
      headers: bearer(TOKEN),
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without the token or with another, before reading the body', async () => {
    expect((await provision(body('x'), null)).json()).toMatchObject({ code: 'auth_token_missing' });
    const wrong = await provision({ nonsense: true }, `${TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses a bad body field by field', async () => {
    const response = await provision(body('bad', { slug: 'Not A Slug', hosts: [], admin_email: 'nobody' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().codes).sort()).toEqual(['admin_email', 'hosts', 'slug']);
    expect((await provision(body('bad', { sample: 'everything' }))).statusCode).toBe(400);
  });

  it('creates an organisation at its host whose admin sets a password from the link and signs in', async () => {
    const response = await provision(body('plain'));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ slug: `plain-${run}`, hosts: [`plain-${run}.localhost`], sample: null });
    const lookup = await operator.app.inject({ url: `/api/public/org/list/plain-${run}.localhost/` });
    expect(lookup.json()).toMatchObject({ id: created.id, name: 'Org plain' });

    const token = new URL(created.password_link).searchParams.get('token');
    const base = `/api/${created.id}/org`;
    const reset = await operator.app.inject({
      method: 'POST',
      url: `${base}/account/password/reset/`,
      payload: { email: 'owner@plain.example', token, password: TEST_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const access = await signIn(operator, created.id, 'owner@plain.example');
    const me = await operator.app.inject({ url: `${base}/employee/me/`, headers: bearer(access) });
    expect(me.json().roles).toEqual(expect.arrayContaining([ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]));
  });

  it('refuses a slug or a host another organisation has with its own code, leaving nothing behind', async () => {
    const slug = await provision(body('plain', { hosts: [`other-${run}.localhost`] }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toMatchObject({ code: 'organization_slug_taken' });
    const host = await provision(body('fresh', { hosts: [`plain-${run}.localhost`] }));
    expect(host.statusCode).toBe(409);
    expect(host.json()).toMatchObject({ code: 'organization_host_taken' });
    const lookup = await operator.app.inject({ url: `/api/public/org/list/other-${run}.localhost/` });
    expect(lookup.statusCode).toBe(404);
  });

  it('copies the demo world into a new organisation, apart from every other', async () => {
    const neighbour = await buildOrganization(operator.ctx);
    await buildEmployee(operator.ctx, neighbour.id, {
      email: `ceo@${neighbour.slug}.test`,
      roles: [ROLES.CEO],
    });
    const neighbourToken = await signIn(operator, neighbour.id, `ceo@${neighbour.slug}.test`);

    const started = performance.now();
    const response = await provision(body('demo', { sample: 'demo' }));
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.sample).toBe('demo');
    console.info(`provisioning with the demo sample took ${Math.round(elapsed)} ms`);

    const ceoToken = await signIn(
      operator,
      copy.id,
      'ceo@acme.example',
      DEMO_PASSWORD,
      `demo-${run}.localhost`,
    );
    const copied = await employeeEmails(operator, copy.id, ceoToken);
    expect(copied.count).toBeGreaterThan(50);
    const neighbours = await employeeEmails(operator, neighbour.id, neighbourToken);
    expect(neighbours.count).toBe(1);
    const copiedIds = new Set(copied.results.map((row) => row.id));
    expect(neighbours.results.some((row) => copiedIds.has(row.id))).toBe(false);
    // A sign-in of one is no sign-in of the other, by path or by host.
    const across = await operator.app.inject({
      url: `/api/${neighbour.id}/org/employees/`,
      headers: bearer(ceoToken),
    });
    expect(across.statusCode).toBe(401);
    await expect(signIn(operator, neighbour.id, 'ceo@acme.example', DEMO_PASSWORD)).rejects.toThrow();

    const again = await provision(body('demo2', { sample: 'demo', admin_email: 'ceo@acme.example' }));
    expect(again.statusCode).toBe(409);
    const lookup = await operator.app.inject({ url: `/api/public/org/list/demo2-${run}.localhost/` });
    expect(lookup.statusCode).toBe(404);
  });
});
