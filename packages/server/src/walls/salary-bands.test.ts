import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildOrganization, buildSignedInPeople } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let gradeId: number;
const BAND = { min_ctc: 1234567.89, max_ctc: 2345678.91 };

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      setup: [ROLES.SETUP_MANAGER],
      salary: [ROLES.SALARY_MANAGER],
      ceo: [ROLES.CEO],
      hr: [ROLES.EMPLOYEE_MANAGER],
      staff: [ROLES.EMPLOYEE],
      auditor: [ROLES.AUDIT_MANAGER],
    },
    'salary-bands.test',
  );
});
afterAll(() => test.close());

const call = (who: string, method: string, path: string, payload?: object) =>
  test.app.inject({
    method: method as 'GET',
    url: `/api/${org}/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload ? { payload } : {}),
  });

describe('grade CTC bands belong to the salary group', () => {
  it('lets a setup manager add a grade without a band, but not with one', async () => {
    expect(
      (await call('setup', 'POST', 'org/setup/grades/', { name: 'G9', level: 9, ...BAND })).statusCode,
    ).toBe(403);
    const created = await call('setup', 'POST', 'org/setup/grades/', { name: 'G9', level: 9 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('min_ctc');
    gradeId = created.json().id;
  });

  it('lets the salary manager set the band, and nothing else of the grade', async () => {
    const changed = await call('salary', 'PATCH', `org/setup/grades/${gradeId}/`, BAND);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject(BAND);
    expect((await call('salary', 'PATCH', `org/setup/grades/${gradeId}/`, { name: 'G10' })).statusCode).toBe(
      403,
    );
    expect((await call('setup', 'PATCH', `org/setup/grades/${gradeId}/`, { min_ctc: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('setup', 'PATCH', `org/setup/grades/${gradeId}/`, { name: 'G9a' })).statusCode).toBe(
      200,
    );
  });

  it.each(['salary', 'ceo'])('shows the band to %s', async (who) => {
    const page = await call(who, 'GET', 'org/setup/grades/?search=G9');
    expect(page.json().results).toEqual([expect.objectContaining(BAND)]);
  });

  it.each(['setup', 'hr', 'staff', 'auditor'])(
    'keeps the band from %s, in lists and the audit trail',
    async (who) => {
      const page = await call(who, 'GET', 'org/setup/grades/?search=G9');
      expect(page.statusCode).toBe(200);
      expect(page.json().results).toHaveLength(1);
      expect(page.body).not.toContain('1234567');
      expect(page.body).not.toContain('2345678');
    },
  );

  it('keeps the band figures off the audit trail', async () => {
    const trail = await call('auditor', 'GET', 'audit/events/?limit=100');
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.body).toContain('grade');
    expect(trail.body).not.toContain('1234567');
    expect(trail.body).not.toContain('2345678');
  });
});
