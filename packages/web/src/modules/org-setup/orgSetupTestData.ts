import type { CurrentUser, Department, SubDepartment, ToolIdentifier } from '@atrium/contracts';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG, workspaceFixture } from '../../test/fixtures';
import { GEO_ROUTES } from '../../test/geoFakes';
import { renderApp } from '../../test/renderApp';

export const API = `/api/${ORG.id}`;
export const SETUP = `${API}/org/setup`;

/** The first screen of a test waits for the tool's chunk as well. */
export const page = <T>(results: T[], count = results.length) => ({ body: { count, results } });

export const ENGINEERING: Department = {
  id: 5,
  name: 'Engineering',
  head: { user_id: 31, employee_id: 41, name: 'Hana Head' },
  sub_department_count: 2,
  head_count: 12,
};

export const PLATFORM: SubDepartment = {
  id: 8,
  name: 'Platform',
  department: { id: 5, name: 'Engineering' },
  head: null,
  head_count: 4,
};

/** A colleague with no setup role who heads the Engineering department. */
export const HEAD: CurrentUser = {
  ...CEO,
  id: 31,
  email: 'head@acme.example',
  roles: ['org:employee'],
  primary_role: 'org:employee',
  role_objects: [{ id: 'org:employee', name: 'Employee' }],
  is_org_admin: false,
  is_department_head: true,
  departments: [5],
};

/** A leave administrator: holidays are theirs to manage, the rest of the setup is not. */
export const LEAVE_ADMIN: CurrentUser = {
  ...HEAD,
  id: 32,
  email: 'leave@acme.example',
  roles: ['lms:lms-admin', 'org:employee'],
  primary_role: 'lms:lms-admin',
  role_objects: [
    { id: 'lms:lms-admin', name: 'Leave Management Admin' },
    { id: 'org:employee', name: 'Employee' },
  ],
  is_department_head: false,
  departments: [],
};

/** Opens a workspace holding only `identifier`, signed in as `me`, the API answered by `routes`. */
export function openTool(
  identifier: ToolIdentifier,
  title: string,
  routes: FakeRoutes,
  me: CurrentUser = CEO,
) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    ...GEO_ROUTES,
    [`GET ${API}/org/employee/me/`]: () => ({ body: me }),
    [`GET ${API}/workspace/workspaces/setup-test/`]: () => ({
      body: workspaceFixture('setup-test', {
        layout_id: 1,
        tools: [{ identifier, title, data: {}, container_id: 'main' }],
      }),
    }),
    ...routes,
  });
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `${API}${path}`);
  return { ...api, callsTo, ...renderApp('/workspace/setup-test') };
}
