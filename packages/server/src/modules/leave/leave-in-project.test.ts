import { ROLES, type RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInEmployee,
  changeWork,
  signIn,
} from '../../test/factories';
import { buildLeaveType, buildLeaveYear } from '../../test/leave-factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf, uploadRows } from '../../test/uploads';

/** The leave year is 2030; Apollo (PR-0001) is led by `lead` and owned by `owner`, Borealis by neither. */
let test: TestApp;
let org: number;
const tokens: Record<string, string> = {};
const people: Record<string, { employeeId: number; code: string; userId: number }> = {};

async function person(name: string, roles: RoleId[]) {
  const { token, ...built } = await buildSignedInEmployee(test, org, {
    email: `${name}@leave-in-project.test`,
    roles,
  });
  people[name] = built;
  tokens[name] = token;
}

const get = (who: string, path: string) =>
  test.app.inject({ url: `/api/${org}/leave-portal/${path}`, headers: bearer(tokens[who] as string) });

const HEADERS = [
  'Employee Code',
  'Project',
  'Leave Type',
  'Start Date',
  'End Date',
  'Half Day Start',
  'Half Day End',
  'Reason',
];

const upload = (rows: (string | number | null)[][], who = 'admin') =>
  uploadRows(test, { orgId: org, token: tokens[who] as string, kind: 'leave_taken_in_project' }, [
    HEADERS,
    ...rows,
  ]);

const leave = (name: string, project: string | null, start: string, end: string) => [
  people[name]?.code as string,
  project,
  'CL',
  start,
  end,
  null,
  null,
  null,
];

async function requestsOf(name: string) {
  return withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number; project: string | null; status: string; quantity: number; ledger: number }>(
      tx,
      sql`select r.id, p.name as project, r.status, r.quantity::float8 as quantity,
            (select sum(l.quantity)::float8 from leave_ledger_entries l where l.request_id = r.id) as ledger
          from leave_requests r left join projects p on p.id = r.project_id
          where r.employee_id = ${people[name]?.employeeId} order by r.start_date`,
    ),
  );
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Leave In Project Org' })).id;
  await person('admin', [ROLES.LMS_ADMIN]);
  await person('lead', [ROLES.DELIVERY_LEAD]);
  await person('owner', [ROLES.PROJECT_OWNER]);
  await person('idle', [ROLES.DELIVERY_LEAD]);
  await person('dev', [ROLES.EMPLOYEE]);
  await person('tester', [ROLES.EMPLOYEE]);
  await person('later', [ROLES.EMPLOYEE]);
  await buildLeaveYear(test.ctx, org, '2030-01-01');
  await buildLeaveType(test.ctx, org);
  await person('ceo', [ROLES.CEO]);
  const span = { start: '2030-01-01', end: '2030-12-31' };
  const by = (name: string) => people[name]?.userId as number;
  const apollo = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Apollo',
    leadId: by('lead'),
    ownerId: by('owner'),
    ...span,
  });
  const borealis = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Borealis',
    leadId: by('admin'),
    ...span,
  });
  const allocate = (name: string, projectId: number, start: string, end: string) =>
    buildAllocation(test, org, {
      projectId,
      person: { employeeId: people[name]?.employeeId as number },
      start,
      end,
    });
  await allocate('dev', apollo.id, '2030-03-01', '2030-03-31');
  await allocate('tester', borealis.id, '2030-03-01', '2030-03-31');
  await allocate('later', apollo.id, '2030-06-01', '2030-06-30');
});
afterAll(() => test.close());

describe('leave taken in project upload', () => {
  it('serves its template', async () => {
    const response = await test.app.inject({
      url: '/api/public/templates/leave-taken-in-project-template.xlsx',
    });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    expect(rows.some((row) => HEADERS.every((header, index) => row[index] === header))).toBe(true);
  });

  it('records approved leave against the project, debited once however often the file comes', async () => {
    const rows = [
      leave('dev', 'PR-0001', '2030-03-04', '2030-03-05'),
      leave('later', 'apollo', '2030-06-10', '2030-06-10'),
    ];
    expect(await upload(rows)).toMatchObject({ status: 'done', result: { records_added: 2 } });
    expect(await upload(rows)).toMatchObject({ status: 'done', result: { records_added: 0 } });
    expect(await requestsOf('dev')).toEqual([
      { id: expect.any(Number), project: 'Apollo', status: 'approved', quantity: 2, ledger: -2 },
    ]);
  });

  it('refuses leave outside the employee’s allocation or in a project that does not exist', async () => {
    const task = await upload([
      leave('dev', 'Apollo', '2030-03-30', '2030-04-02'),
      leave('tester', 'Apollo', '2030-03-11', '2030-03-11'),
      leave('dev', 'Zeta', '2030-03-12', '2030-03-12'),
      leave('dev', null, '2030-03-13', '2030-03-13'),
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { project: ['The employee was not allocated to PR-0001 on all of these dates.'] },
      '3': { project: ['The employee was not allocated to PR-0001 on all of these dates.'] },
      '4': { project: ['There is no project "Zeta".'] },
      '5': { project: ['This field is required.'] },
    });
    expect(await requestsOf('tester')).toEqual([]);
  });

  it('is for leave admins only', async () => {
    const response = await upload([leave('dev', 'Apollo', '2030-03-20', '2030-03-20')], 'lead');
    expect(response).toMatchObject({ statusCode: 403 });
  });
});

describe('team leaves of a project’s lead and owner', () => {
  const MARCH = 'team-leaves/?from=2030-03-01&to=2030-03-31';

  it('shows the people allocated to the projects one leads or owns in the range, and their leave', async () => {
    for (const who of ['lead', 'owner']) {
      const response = await get(who, MARCH);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.team_size).toBe(1);
      expect(body.results.map((row: { employee: { id: number } }) => row.employee.id)).toEqual([
        people.dev?.employeeId,
      ]);
    }
    const june = (await get('lead', 'team-leaves/?from=2030-06-01&to=2030-06-30')).json();
    expect(june.results.map((row: { employee: { id: number } }) => row.employee.id)).toEqual([
      people.later?.employeeId,
    ]);
  });

  it('shows nobody to a delivery lead without projects', async () => {
    const body = (await get('idle', MARCH)).json();
    expect(body).toMatchObject({ team_size: 0, results: [] });
  });

  it('opens the leave of someone on one’s project, naming the project, and no one else’s', async () => {
    const [request] = await requestsOf('dev');
    const seen = await get('lead', `leave-requests/${request?.id}/`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      employee: { id: people.dev?.employeeId },
      project: { code: 'PR-0001', name: 'Apollo' },
      can_decide: false,
      can_cancel: false,
    });
    expect((await get('idle', `leave-requests/${request?.id}/`)).statusCode).toBe(404);
  });

  it('opens it for the head of the sub-department the employee belongs to', async () => {
    const email = 'head@leave-in-project.test';
    const head = await buildEmployee(test.ctx, org, { email, headOfSubDepartment: true });
    tokens.head = await signIn(test, org, email);
    const [request] = await requestsOf('dev');
    expect((await get('head', `leave-requests/${request?.id}/`)).statusCode).toBe(404);
    await changeWork(test.ctx, org, people.dev?.employeeId as number, {
      subDepartmentId: head.subDepartments[0],
    });
    expect((await get('head', `leave-requests/${request?.id}/`)).statusCode).toBe(200);
  });
});
