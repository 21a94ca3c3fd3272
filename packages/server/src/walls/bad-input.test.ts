import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, buildSignedInPeople } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let org: number;
let ceo: string;
let employeeId: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const tokens = await buildSignedInPeople(test, org, { ceo: [ROLES.CEO] }, 'bad-input.test');
  ceo = tokens.ceo as string;
  employeeId = (await buildEmployee(test.ctx, org)).employee.id;
});
afterAll(() => test.close());

const call = (method: string, url: string, payload?: unknown, token = ceo) =>
  test.app.inject({
    method: method as 'GET',
    url: url.startsWith('/') ? url : `/api/${org}/${url}`,
    headers: {
      ...bearer(token),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

const NUL = '\u0000';
const LONE = '\uD800';

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['GET', `org/employees/?search=a${encodeURIComponent(NUL)}`, undefined],
    ['GET', `audit/events/?action=a${encodeURIComponent(NUL)}`, undefined],
    ['POST', 'contractors/vendors/', { name: `Vendor${NUL}` }],
    ['POST', 'contractors/vendors/', { name: `Vendor${LONE}` }],
    ['PATCH', 'org/employee/me/profile/', { mobile: `98${NUL}` }],
    ['POST', 'leave-portal/holidays/', { name: `Diwali${LONE}`, date: '2026-11-08' }],
    ['POST', 'leave-portal/leave-policies/', { name: `P${NUL}` }],
    ['POST', 'exports/employees/', { search: `x${NUL}` }],
    ['POST', 'employee-exit/exits/', { employee_id: employeeId, reason: `r${NUL}` }],
    ['PATCH', 'org/employees/{id}/', '{"first_name":"A\\ud800"}'],
    ['PATCH', 'org/employees/{id}/', '{"first_name":"A\\u0000"}'],
  ])('%s %s answers 400 invalid', async (method, url, payload) => {
    const response = await call(method, url.replace('{id}', String(employeeId)), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });
});

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('JSON nested too deep', () => {
  it.each([
    [65, 'POST', 'org/account/login/'],
    [5_000, 'POST', 'org/account/login/'],
    [5_000, 'POST', 'org/account/password/forgot/'],
    [5_000, 'POST', 'contractors/vendors/'],
    [5_000, 'PATCH', 'org/employees/{id}/'],
  ])('%i levels to %s %s answers 400 invalid', async (levels, method, url) => {
    const response = await call(method, url.replace('{id}', String(employeeId)), nested(levels));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid', detail: 'Nested deeper than 64 levels' });
  });

  it('still refuses a body that sets __proto__', async () => {
    const response = await call('POST', 'contractors/vendors/', '{"name":"V","__proto__":{"x":1}}');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid', detail: 'Malformed request' });
  });

  it('lets 64 levels through to the route, which checks the fields', async () => {
    const response = await call('POST', 'contractors/vendors/', nested(64));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', codes: { a: ['unknown_field'] } });
  });
});

describe('ids', () => {
  it.each([
    'leave-portal/balances/?employee_id=2147483648',
    'leave-portal/balances/ledger/?employee_id=1&leave_type_id=2147483648',
    'leave-portal/leave-requests/?employee_id=99999999999',
    'org/employees/hierarchy/?manager=2147483648',
    'org/employees/hierarchy/path/?employee=2147483648',
    'org/employees/?department=2147483648',
    'tasks-queue/tasks/2147483648/',
    'org/employees/2147483648/',
    'org/employees/0x6/',
    'org/employees/6.0/',
    'org/employees/+6/',
    'org/employees/%206/',
    'org/employees/06/',
    'org/employees/0/',
  ])('GET %s answers 400 invalid', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it.each([
    ['PUT', 'org/employees/{id}/skills/', { skills: [{ skill_id: 2147483648, level: 'E' }] }],
    [
      'POST',
      'leave-portal/balances/adjustments/',
      { employee_id: 2147483648, leave_type_id: 1, quantity: 1 },
    ],
    ['POST', 'notifications/my-notifications/', { ids: [2147483648] }],
  ])('%s %s with an id past the integer range answers 400 invalid', async (method, url, payload) => {
    const response = await call(method, url.replace('{id}', String(employeeId)), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it.each([
    '/api/9999999999/org/employee/me/',
    '/api/2147483648/org/employee/me/',
    '/api/01/org/employee/me/',
  ])('an organisation id past the integer range (%s) answers 404 org_not_found', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ code: 'org_not_found' });
  });
});

describe('the error shape', () => {
  it('answers an over-long path segment 400 invalid', async () => {
    const response = await call('GET', `org/employees/${'9'.repeat(200)}/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it('answers a path with bad percent-encoding 400 invalid', async () => {
    const response = await call('GET', `/api/public/org/list/%E0%A4%A/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it.each([
    'imports/employee_master/',
    'leave-portal/leave-requests/attachments/',
    'org/employees/{id}/documents/',
  ])('answers a multipart body that does not parse (POST %s) 400 invalid', async (path) => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/${path.replace('{id}', String(employeeId))}`,
      headers: { ...bearer(ceo), 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not multipart',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
  });

  it('checks the session before the fields: a bad token with a bad body answers 401', async () => {
    const response = await call('PATCH', `org/employees/${employeeId}/`, { first_name: 5 }, 'not-a-token');
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ code: 'authentication_failed' });
  });
});
