import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let other: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  await buildEmployee(test.ctx, org, {
    email: 'auditor@audit.test',
    firstName: 'Ada',
    lastName: 'Audit',
    roles: [ROLES.AUDIT_MANAGER],
  });
  await buildEmployee(test.ctx, org, { email: 'ceo@audit.test', roles: [ROLES.CEO] });
  await buildEmployee(test.ctx, org, { email: 'staff@audit.test', roles: [ROLES.EMPLOYEE] });
  await buildEmployee(test.ctx, other, { email: 'elsewhere@other.test' });
});
afterAll(() => test.close());

const events = async (email: string, query = '') =>
  test.app.inject({
    url: `/api/${org}/audit/events/?${query}`,
    headers: bearer(await signIn(test, org, email)),
  });

describe('GET /api/{orgId}/audit/events/', () => {
  it('shows an audit manager the organisation’s changes, newest first', async () => {
    const response = await events('auditor@audit.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results[0]).toMatchObject({
      action: 'account.login',
      audit_message: expect.stringMatching(/^Ada Audit: login \(session #\d+\)$/),
    });
    expect(body.results.some((row: { action: string }) => row.action === 'user.create')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('elsewhere@other.test');
    expect(body.count).toBeGreaterThan(body.results.length - 1);
  });

  it('lets the CEO read it too', async () => {
    expect((await events('ceo@audit.test')).statusCode).toBe(200);
  });

  it('answers 403 permission_denied to anyone else', async () => {
    const response = await events('staff@audit.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied' });
  });

  it('filters by entity and pages', async () => {
    const body = (await events('auditor@audit.test', 'entity_type=user&limit=2')).json();
    expect(body.results).toHaveLength(2);
    expect(body.results.every((row: { entity_type: string }) => row.entity_type === 'user')).toBe(true);
    expect(body.count).toBe(3);
  });

  it('answers 400 invalid to a malformed date', async () => {
    const response = await events('auditor@audit.test', 'start_date=23-11-2026');
    expect(response.json()).toEqual({ code: 'invalid', codes: { start_date: ['invalid'] } });
  });
});
