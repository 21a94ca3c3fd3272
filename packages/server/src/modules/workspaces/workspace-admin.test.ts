import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncDefaultWorkspaces } from './default-workspaces.service';
import { workspaces } from './workspaces.tables';

let test: TestApp;
let org: number;
let otherIds: number[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const other = (await buildOrganization(test.ctx)).id;
  await withOrg(test.ctx.database.db, org, (tx) => syncDefaultWorkspaces(tx, org));
  otherIds = await withOrg(test.ctx.database.db, other, async (tx) => {
    await syncDefaultWorkspaces(tx, other);
    return (await tx.select({ id: workspaces.id }).from(workspaces)).map((row) => row.id);
  });
  const people = {
    admin: [ROLES.ORG_ADMIN],
    setup: [ROLES.SETUP_MANAGER],
    ceo: [ROLES.CEO],
    hr: [ROLES.EMPLOYEE_MANAGER],
    employee: [ROLES.EMPLOYEE],
    auditor: [ROLES.AUDIT_MANAGER],
  } as const;
  Object.assign(tokens, await buildSignedInPeople(test, org, people, 'admin.test'));
});
afterAll(() => test.close());

const request = (who: string, method: 'GET' | 'PATCH', path: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/${org}/workspace/${path}`,
    headers: bearer(tokens[who] ?? ''),
    ...(payload ? { payload } : {}),
  });

const namesIn = (body: { results: Array<{ name: string }> }) => body.results.map((row) => row.name);

describe('GET /api/{orgId}/workspace/workspaces/', () => {
  it('lists what an employee may open, by display name, with tool counts', async () => {
    const response = await request('employee', 'GET', 'workspaces/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(5);
    expect(body.results.map(({ id, ...row }: { id: number }) => row)).toEqual([
      { name: 'default', display_name: 'Dashboard', tool_count: 1, is_enabled: true },
      { name: 'explore', display_name: 'Explore', tool_count: 1, is_enabled: true },
      { name: 'leaves', display_name: 'Leaves', tool_count: 2, is_enabled: true },
      { name: 'my-profile', display_name: 'My Profile', tool_count: 2, is_enabled: true },
      // Their own timesheet; bulk timesheets are the timesheet manager's.
      { name: 'timesheets', display_name: 'Timesheets', tool_count: 1, is_enabled: true },
    ]);
  });

  it("leaves out workspaces whose tools are not built yet or not the caller's to use", async () => {
    const names = namesIn((await request('ceo', 'GET', 'workspaces/?limit=100')).json());
    expect(names).toContain('tas');
    expect(names).toContain('sales-opportunities');
    expect(names).toContain('sales-target');
    expect(names).not.toContain('salary-management');
    expect(names).toContain('on-boarding');
    expect(names).toContain('leave-admin');
  });

  it('adds the hierarchy for an employee manager and everything for the CEO, none of another organisation', async () => {
    const hr = namesIn((await request('hr', 'GET', 'workspaces/')).json());
    expect(hr).toContain('employee-hierarchy');
    expect(hr).toContain('people');
    expect(hr).not.toContain('contractors');
    const all = (await request('ceo', 'GET', 'workspaces/?limit=100')).json();
    expect(all.count).toBe(22);
    expect(namesIn(all)).toContain('project-overview');
    expect(all.results.some((row: { id: number }) => otherIds.includes(row.id))).toBe(false);
  });

  it('searches names and display names, sorts and pages', async () => {
    const body = (await request('ceo', 'GET', 'workspaces/?search=leave&order_by=-name&limit=1')).json();
    expect(body.count).toBe(2);
    expect(namesIn(body)).toEqual(['leaves']);
  });

  it('answers 400 invalid to an unknown ordering', async () => {
    const response = await request('ceo', 'GET', 'workspaces/?order_by=roles');
    expect(response.json()).toEqual({ code: 'invalid', codes: { order_by: ['invalid'] } });
  });
});

describe('PATCH /api/{orgId}/workspace/workspaces/{id}/', () => {
  it('lets an org admin disable a workspace: others meet disabled_workspace, the admin still lists it', async () => {
    const response = await request('admin', 'PATCH', 'workspaces/leaves/', { is_enabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'leaves',
      display_name: 'Leaves',
      tool_count: 3,
      is_enabled: false,
    });
    const opened = await request('employee', 'GET', 'workspaces/leaves/');
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toEqual({ code: 'disabled_workspace' });
    expect(namesIn((await request('employee', 'GET', 'workspaces/')).json())).not.toContain('leaves');
    const managed = (await request('admin', 'GET', 'workspaces/?search=leaves')).json();
    expect(managed.results).toMatchObject([{ name: 'leaves', is_enabled: false }]);
  });

  it('lets a setup manager enable it again, by id, and keeps both changes in the audit trail', async () => {
    const { id } = (await request('admin', 'GET', 'workspaces/?search=leaves')).json().results[0];
    const response = await request('setup', 'PATCH', `workspaces/${id}/`, { is_enabled: true });
    expect(response.json()).toMatchObject({ name: 'leaves', is_enabled: true });
    expect((await request('employee', 'GET', 'workspaces/leaves/')).statusCode).toBe(200);
    const trail = await test.app.inject({
      url: `/api/${org}/audit/events/?entity_type=workspace&entity_id=${id}`,
      headers: bearer(tokens.auditor ?? ''),
    });
    expect(trail.json().results.map((row: { action: string }) => row.action)).toEqual([
      'workspace.enable',
      'workspace.disable',
      'workspace.create',
    ]);
  });

  it.each([
    ['employee', 'leaves', { is_enabled: false }, 403, { code: 'permission_denied' }],
    ['hr', 'leaves', { is_enabled: false }, 403, { code: 'permission_denied' }],
    ['admin', 'nowhere', { is_enabled: false }, 404, { code: 'not_found' }],
    ['admin', 'leaves', { is_enabled: 'no' }, 400, { code: 'invalid', codes: { is_enabled: ['invalid'] } }],
    [
      'admin',
      'leaves',
      { is_enabled: true, name: 'x' },
      400,
      { code: 'invalid', codes: { name: ['unknown_field'] } },
    ],
    [
      'admin',
      'default',
      { is_enabled: false },
      400,
      {
        code: 'invalid',
        detail: 'The default workspace cannot be disabled',
        codes: { is_enabled: ['invalid'] },
      },
    ],
  ])('answers %s changing %s with %j: %i', async (who, key, payload, status, body) => {
    const response = await request(who, 'PATCH', `workspaces/${key}/`, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('never changes another organisation’s workspace', async () => {
    const response = await request('admin', 'PATCH', `workspaces/${otherIds[1]}/`, { is_enabled: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
  });
});
