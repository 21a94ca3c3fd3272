import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  userIdsByName,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { type Planted, plantRecords } from './planted-records';
import { type Operation, operationsOf, pathCollections, type RecordIds, requestFor } from './route-sampler';

let test: TestApp;
let org: number;
let foreignEmployeeId: number;
let ownEmployeeId: number;
let hr: string;
let otherHost: string;
let ownCeo: string;
let ownRecords: RecordIds;
let foreignRecords: RecordIds;

/** A CEO signed in to `organizationId`, with their own records planted. */
async function plantedAsCeo(
  organizationId: number,
  name: string,
): Promise<{ token: string; planted: Planted }> {
  const { ceo: token } = await buildSignedInPeople(
    test,
    organizationId,
    { ceo: [ROLES.CEO] },
    `${name}.test`,
  );
  const [users, employees] = await Promise.all([
    userIdsByName(test, organizationId),
    employeeIdsByName(test, organizationId),
  ]);
  const target = await buildEmployee(test.ctx, organizationId);
  const planted = await plantRecords(test, {
    orgId: organizationId,
    ceo: { token: token as string, userId: users.ceo as number, employeeId: employees.ceo as number },
    employeeId: target.employee.id,
    userId: target.user.id,
    text: name,
  });
  return { token: token as string, planted };
}

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
  const own = await plantedAsCeo(org, 'own-foreign-writes');
  ownCeo = own.token;
  ownRecords = own.planted.ids;
  foreignRecords = (await plantedAsCeo(other, 'other-foreign-writes')).planted.ids;
}, 120_000);
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

describe('a path naming a record of the other organisation', () => {
  // A request refused for its own shape (its body, its content type) is refused alike for the own record.
  it('answers 404 not_found on every route, whichever of its records is the foreign one', async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (operation: Operation, ids: RecordIds) => {
      const { url, body } = requestFor(operation, org, ids);
      const response = await test.app.inject({
        method: operation.method as 'PUT',
        url,
        headers: bearer(ownCeo),
        ...(body === undefined || operation.method === 'GET' ? {} : { payload: body as object }),
      });
      const code = response.body.startsWith('{') ? response.json().code : '';
      return { url, answer: `${response.statusCode} ${code}`, body: response.body };
    };
    for (const operation of operationsOf(test.app.swagger())) {
      if (!operation.path.startsWith('/api/{orgId}/')) continue;
      for (const collection of new Set(pathCollections(operation))) {
        const foreign = foreignRecords[collection];
        if (foreign === undefined) continue;
        const { url, answer, body } = await send(operation, { ...ownRecords, [collection]: foreign });
        sent += 1;
        if (answer === '404 not_found') continue;
        if (answer.startsWith('4') && (await send(operation, ownRecords)).answer === answer) continue;
        failures.push(`${operation.method} ${url} → ${body.slice(0, 160)}`);
      }
    }
    console.info(`foreign writes: ${sent} requests naming a record of the other organisation`);
    expect(failures).toEqual([]);
  }, 120_000);
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
