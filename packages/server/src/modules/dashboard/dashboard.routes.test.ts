import { formatApiDate, ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationClock } from '../../platform/clock';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  employeeIdsByName,
  inScope,
  signIn,
} from '../../test/factories';
import { buildAllocation, buildProjectRecord } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDepartment, setDepartmentHead } from '../org-setup';

let test: TestApp;
let org: number;
let ceo: string;
let head: string;
let staff: string;
const today = organizationClock('Asia/Kolkata').today();
/** Someone whose record is made before they join: no head count includes them until that day. */
const joiningDay = formatApiDate(new Date(Date.parse(today) + 30 * 86_400_000));

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { departmentDisplayName: 'practice' })).id;
  const other = (await buildOrganization(test.ctx)).id;
  await buildEmployee(test.ctx, org, { email: 'ceo@dash.test', roles: [ROLES.CEO], totalExperience: 14 });
  const department = await inScope(test.ctx, org, (scope) => createDepartment(scope, 'Delivery'));
  const practice = { departmentId: department.id, totalExperience: 3 };
  const lead = await buildEmployee(test.ctx, org, { email: 'head@dash.test', ...practice });
  await inScope(test.ctx, org, (scope) =>
    setDepartmentHead(scope, { kind: 'department', id: department.id, headUserId: lead.user.id }),
  );
  await buildEmployee(test.ctx, org, { email: 'staff@dash.test', ...practice });
  await buildEmployee(test.ctx, org, { email: 'leaving@dash.test', status: 'in-notice' });
  await buildEmployee(test.ctx, org, { email: 'gone@dash.test', status: 'exited' });
  await buildEmployee(test.ctx, org, { email: 'joining@dash.test', dateOfJoining: joiningDay, ...practice });
  await buildEmployee(test.ctx, other, { email: 'elsewhere@dash.test' });
  ceo = await signIn(test, org, 'ceo@dash.test');
  head = await signIn(test, org, 'head@dash.test');
  staff = await signIn(test, org, 'staff@dash.test');
});
afterAll(() => test.close());

const get = (path: string, token: string) =>
  test.app.inject({ url: `/api/${org}/dashboard/widgets/${path}`, headers: bearer(token) });

describe('dashboard widgets', () => {
  it('lists the CEO’s tiles, without the disabled ones', async () => {
    const body = (await get('', ceo)).json();
    expect(body.results.map((w: { identifier: string }) => w.identifier)).toEqual([
      'active_employees',
      'employees_on_notice',
      'employees_pyramid',
      'team_leaves',
      'attrition_rate',
      'exit_clearance',
      'net_margin',
      'revenue_leakage',
      'revenue_loss',
      'resource_allocation',
      'target_achievements',
      'client_achievements',
      'candidates_joining',
      'onboarding',
      'notified_opportunities',
      'pending_timesheets',
    ]);
  });

  it('splits the active staff into allocated and bench on the day asked, today unless told', async () => {
    expect((await get('resource_allocation/', ceo)).json()).toEqual({
      date: today,
      allocated_count: 0,
      bench_count: 4,
    });
    const project = await buildProjectRecord(test, org, {
      name: 'Pie',
      start: '2026-01-01',
      end: '2030-12-31',
    });
    const staffer = (await employeeIdsByName(test, org)).staff as number;
    await buildAllocation(test, org, {
      projectId: project.id,
      person: { employeeId: staffer },
      start: '2026-01-01',
      end: '2030-12-31',
      percent: 50,
    });
    expect((await get('resource_allocation/', ceo)).json()).toMatchObject({
      allocated_count: 1,
      bench_count: 3,
    });
    expect((await get('resource_allocation/?date=2025-06-30', ceo)).json()).toEqual({
      date: '2025-06-30',
      allocated_count: 0,
      bench_count: 4,
    });
    expect((await get('resource_allocation/', staff)).statusCode).toBe(403);
  });

  it('titles a department head’s tile with the organisation’s name for departments', async () => {
    expect((await get('', head)).json().results).toEqual([
      expect.objectContaining({ identifier: 'department_head_count', title: 'Practice Head Count' }),
    ]);
  });

  it('counts active and in-notice staff who have joined, and those in notice, in this organisation only', async () => {
    expect((await get('active_employees/', ceo)).json()).toEqual({ count: 4 });
    expect((await get('employees_on_notice/', ceo)).json()).toEqual({ count: 1 });
  });

  it('opens the active head count on a list of exactly the people it counts', async () => {
    const tile = (await get('', ceo))
      .json()
      .results.find((w: { identifier: string }) => w.identifier === 'active_employees');
    expect(tile).toMatchObject({
      tool_key: 'employee-list',
      data: { statuses: 'active,in-notice', joined_by: today },
    });
    const list = (query: string) =>
      test.app.inject({ url: `/api/${org}/org/employees/?${query}`, headers: bearer(ceo) });
    const counted = (await list(`status=${tile.data.statuses}&joined_by=${tile.data.joined_by}`)).json();
    expect(counted.count).toBe(4);
    expect(counted.results.map((row: { email: string }) => row.email)).not.toContain('joining@dash.test');
    expect((await list(`status=${tile.data.statuses}`)).json().count).toBe(5);
    expect((await list('joined_by=2026-13-01')).json()).toEqual({
      code: 'invalid',
      codes: { joined_by: ['invalid'] },
    });
  });

  it('counts the staff of the departments the caller heads', async () => {
    expect((await get('department_head_count/', head)).json()).toEqual({ department_head_count: 2 });
  });

  it('builds the experience pyramid', async () => {
    const { results } = (await get('employees_pyramid/', ceo)).json();
    expect(
      results.map((r: { bracket: { start_year: number }; employee_count: number }) => [
        r.bracket.start_year,
        r.employee_count,
      ]),
    ).toEqual([
      [0, 0],
      [2, 2],
      [5, 0],
      [8, 0],
      [12, 1],
      [20, 0],
    ]);
  });

  it.each([
    ['active_employees/', 'staff'],
    ['department_head_count/', 'ceo'],
  ])('answers 403 permission_denied for %s to someone who does not see it (%s)', async (path, who) => {
    const response = await get(path, who === 'staff' ? staff : ceo);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied' });
  });

  it('answers 400 invalid for an unknown widget', async () => {
    expect((await get('salaries/', ceo)).json()).toEqual({ code: 'invalid', codes: { widget: ['invalid'] } });
  });
});
