import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  inScope,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../accounts';
import { syncDefaultWorkspaces } from './default-workspaces.service';
import { workspaces } from './workspaces.tables';

let test: TestApp;
let org: number;
let otherWorkspaceId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const other = (await buildOrganization(test.ctx)).id;
  await withOrg(test.ctx.database.db, org, (tx) => syncDefaultWorkspaces(tx, org));
  const [otherWorkspace] = await withOrg(test.ctx.database.db, other, async (tx) => {
    await syncDefaultWorkspaces(tx, other);
    return tx.select({ id: workspaces.id }).from(workspaces).orderBy(workspaces.id).limit(1);
  });
  otherWorkspaceId = otherWorkspace?.id ?? 0;

  const people = {
    ceo: [ROLES.CEO],
    employee: [ROLES.EMPLOYEE],
    recruiter: [ROLES.TAS_RECRUITER],
    salary: [ROLES.SALARY_MANAGER],
    hr: [ROLES.EMPLOYEE_MANAGER],
    rmg: [ROLES.RMG_MANAGER],
    delivery: [ROLES.DELIVERY_LEAD],
  } as const;
  Object.assign(tokens, await buildSignedInPeople(test, org, people, 'open.test'));
  const lead = await buildEmployee(test.ctx, org, { email: 'lead@open.test' });
  await buildEmployee(test.ctx, org, { reportingManagerId: lead.employee.id });
  await inScope(test.ctx, org, (scope) =>
    createUser(scope, {
      email: 'candidate@open.test',
      firstName: 'Cam',
      lastName: 'Did',
      userType: 'candidate',
      password: TEST_PASSWORD,
    }),
  );
  for (const name of ['lead', 'candidate']) {
    tokens[name] = await signIn(test, org, `${name}@open.test`);
  }
});
afterAll(() => test.close());

const get = (who: string, path: string) =>
  test.app.inject({ url: `/api/${org}/workspace/${path}`, headers: bearer(tokens[who] ?? '') });

const toolsOf = (body: { tools: Array<{ identifier: string }> }) => body.tools.map((tool) => tool.identifier);

describe('GET /api/{orgId}/workspace/default-workspace/', () => {
  it('gives an employee without widgets the home without the widgets tool and without tools not built yet', async () => {
    const response = await get('employee', 'default-workspace/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'default',
      display_name: 'Dashboard',
      layout_id: 1,
      tools: [],
      tools_data: {},
    });
  });

  it.each([
    ['employee', 1, []],
    ['recruiter', 11, ['widgets']],
    ['hr', 11, ['widgets']],
    ['ceo', 11, ['widgets']],
  ])('fits the home to the widgets of %s: layout %i with %j', async (who, layoutId, tools) => {
    const body = (await get(who, 'default-workspace/')).json();
    expect(body.layout_id).toBe(layoutId);
    expect(toolsOf(body)).toEqual(tools);
  });

  it('is what /workspace/workspaces/default/ loads too', async () => {
    const viaName = await get('recruiter', 'workspaces/default/');
    expect(viaName.json()).toEqual((await get('recruiter', 'default-workspace/')).json());
  });
});

describe('GET /api/{orgId}/workspace/workspaces/{id}/', () => {
  it('loads a workspace by name and by numeric id', async () => {
    const byName = await get('hr', 'workspaces/people/');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({
      name: 'people',
      display_name: 'People',
      layout_id: 1,
      tools: [
        { identifier: 'employee-list', title: 'Employee List', container_id: 'main' },
        { identifier: 'generic-importer', title: 'Generic Importer', container_id: 'main' },
        { identifier: 'import-export', title: 'Imports', container_id: 'main' },
      ],
    });
    const byId = await get('hr', `workspaces/${byName.json().id}/`);
    expect(byId.json()).toEqual(byName.json());
  });

  it.each([
    ['employee', 'salary-management', 403, { code: 'permission_denied' }],
    ['recruiter', 'audit-log', 403, { code: 'permission_denied' }],
    ['employee', 'resource-management', 403, { code: 'permission_denied' }],
    ['employee', 'employee-hierarchy', 403, { code: 'permission_denied' }],
    ['candidate', 'my-profile', 403, { code: 'permission_denied' }],
    ['employee', 'nowhere', 404, { code: 'not_found' }],
    ['employee', '999999', 404, { code: 'not_found' }],
    ['employee', 'Not-A-Name', 400, { code: 'invalid', codes: { id: ['invalid'] } }],
  ])('answers %s asking for %s with %i', async (who, key, status, body) => {
    const response = await get(who, `workspaces/${key}/`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it.each([
    ['ceo', 'salary-management'],
    ['ceo', 'employee-hierarchy'],
    ['hr', 'employee-hierarchy'],
    ['lead', 'employee-hierarchy'],
    ['employee', 'my-profile'],
    ['employee', 'timesheets'],
    ['recruiter', 'tas'],
    ['rmg', 'resource-management'],
    ['delivery', 'resource-management'],
  ])('lets %s open %s', async (who, key) => {
    expect((await get(who, `workspaces/${key}/`)).statusCode).toBe(200);
  });

  it.each([
    ['employee', 'leaves', ['my-leaves', 'leave-request-list']],
    ['lead', 'leaves', ['my-leaves', 'leave-request-list', 'team-leaves']],
    ['salary', 'salary-management', []],
    [
      'rmg',
      'resource-management',
      [
        'rmg-overview',
        'resource-request-list',
        'resource-list',
        'rmg-stats',
        'resource-allocation',
        'resource-forecasting-dashboard',
      ],
    ],
    ['delivery', 'resource-management', ['resource-request-list', 'resource-allocation']],
  ])('shows %s only the built tools of %s they may use', async (who, key, tools) => {
    expect(toolsOf((await get(who, `workspaces/${key}/`)).json())).toEqual(tools);
  });

  it('never finds another organisation’s workspace', async () => {
    const response = await get('ceo', `workspaces/${otherWorkspaceId}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found' });
  });
});
