import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, buildSignedInPeople } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let org: number;
let foreignEmployeeId: number;
let ownEmployeeId: number;
let hr: string;
let otherHost: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const otherOrg = await buildOrganization(test.ctx, { hosts: ['elsewhere.foreign-writes.test'] });
  const other = otherOrg.id;
  otherHost = 'elsewhere.foreign-writes.test';
  const tokens = await buildSignedInPeople(
    test,
    org,
    { hr: [ROLES.EMPLOYEE_MANAGER] },
    'foreign-writes.test',
  );
  hr = tokens.hr as string;
  ownEmployeeId = (await buildEmployee(test.ctx, org)).employee.id;
  foreignEmployeeId = (await buildEmployee(test.ctx, other)).employee.id;
});
afterAll(() => test.close());

const call = (method: string, path: string, payload?: object) =>
  test.app.inject({
    method: method as 'PUT',
    url: `/api/${org}/org/${path}`,
    headers: bearer(hr),
    ...(payload ? { payload } : {}),
  });

describe('writes to a record the caller cannot see', () => {
  it.each([
    ['PUT', 'skills/', { skills: [] }],
    [
      'POST',
      'bank-details/',
      { bank_name: 'HDFC', account_holder: 'A', account_number: '12345678', ifsc: 'HDFC0001234' },
    ],
    ['PATCH', '', { first_name: 'Nobody' }],
    ['PUT', 'identity/', { pan: null }],
    ['POST', 'deactivate/', undefined],
    ['POST', 'work-changes/', { effective_date: '2026-01-01', status: 'active' }],
  ])('%s employees/{foreign id}/%s answers 404 not_found', async (method, tail, payload) => {
    const response = await call(method, `employees/${foreignEmployeeId}/${tail}`, payload);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('total experience', () => {
  it('is changed on PATCH', async () => {
    const response = await call('PATCH', `employees/${ownEmployeeId}/`, { total_experience: 4.5 });
    expect(response.statusCode, response.body).toBe(204);
    const detail = await call('GET', `employees/${ownEmployeeId}/`);
    expect(detail.json()).toMatchObject({ total_experience: 4.5 });
  });
});

describe('the host name', () => {
  it("answers another organisation's host with this one's path 404 org_not_found", async () => {
    const response = await test.app.inject({
      url: `/api/${org}/org/employee/me/`,
      headers: { ...bearer(hr), host: otherHost },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'org_not_found' });
  });

  it('lets a host of no organisation through (the API on a host of its own)', async () => {
    const response = await test.app.inject({
      url: `/api/${org}/org/employee/me/`,
      headers: { ...bearer(hr), host: 'api.example.test' },
    });
    expect(response.statusCode).toBe(200);
  });
});
