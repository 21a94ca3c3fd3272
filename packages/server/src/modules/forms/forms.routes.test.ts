import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildFormsRecord } from '../../test/forms-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/forms/records/';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], employee: [ROLES.EMPLOYEE], outsider: [] },
    'forms.test',
  );
  ids = await userIdsByName(test, org);
});
afterAll(() => test.close());

const names = (body: { results: { name: string }[] }) => body.results.map((record) => record.name);

describe('forms records', () => {
  it('adds a record in the caller’s name and lists each caller their own, the CEO every one', async () => {
    const added = await as(test, org, tokens.employee as string).post(PATH, { name: 'Employee’s record' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Employee’s record', created_by: ids.employee });
    await buildFormsRecord(test.ctx, org, { name: 'CEO’s record', by: ids.ceo as number });

    const own = await as(test, org, tokens.employee as string).get(PATH);
    expect(own.statusCode).toBe(200);
    expect(names(own.json())).toEqual(['Employee’s record']);
    const every = await as(test, org, tokens.ceo as string).get(`${PATH}?order_by=-name&limit=1`);
    expect(every.json()).toMatchObject({ count: 2 });
    expect(names(every.json())).toEqual(['Employee’s record']);
  });

  it('refuses a blank name', async () => {
    const response = await as(test, org, tokens.employee as string).post(PATH, { name: ' ' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 403 to someone who may not use forms, and 401 without a session', async () => {
    expect((await as(test, org, tokens.outsider as string).get(PATH)).statusCode).toBe(403);
    expect((await as(test, org, tokens.outsider as string).post(PATH, { name: 'x' })).statusCode).toBe(403);
    expect((await test.app.inject({ url: `/api/${org}${PATH}` })).statusCode).toBe(401);
  });
});
