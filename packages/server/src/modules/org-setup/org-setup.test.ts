import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withScope } from '../../platform/scope';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  changeWork,
  organizationOf,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedOrgSetupDefaults } from './org-setup.service';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherSetup: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      admin: [ROLES.ORG_ADMIN],
      setup: [ROLES.SETUP_MANAGER],
      bands: [ROLES.SETUP_MANAGER, ROLES.SALARY_MANAGER],
      ceo: [ROLES.CEO],
      employee: [ROLES.EMPLOYEE],
      manager: [ROLES.EMPLOYEE_MANAGER],
    },
    'setup.test',
  );
  otherSetup = (await buildSignedInPeople(test, other, { setup: [ROLES.SETUP_MANAGER] }, 'other-setup.test'))
    .setup as string;
});
afterAll(() => test.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: string, method: Method, path: string, payload?: object, organization = org) =>
  test.app.inject({
    method,
    url: `/api/${organization}/org/setup/${path}`,
    headers: bearer(who === 'other' ? otherSetup : (tokens[who] as string)),
    ...(payload ? { payload } : {}),
  });

const audits = (organizationId: number, entityType: string) =>
  queryRows<{ action: string; entity_id: string }>(
    test.ctx.database.db,
    sql`select action, entity_id from audit_events
      where organization_id = ${organizationId} and entity_type = ${entityType} order by id`,
  );

describe('named catalogues', () => {
  it.each(['designations', 'business-units', 'business-regions', 'skills'])(
    '%s: a setup manager adds, renames and removes; every change is audited',
    async (path) => {
      const created = await call('setup', 'POST', `${path}/`, { name: ` First ${path} ` });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.json()).toEqual({ id, name: `First ${path}` });
      const renamed = await call('setup', 'PATCH', `${path}/${id}/`, { name: `Renamed ${path}` });
      expect(renamed.json()).toEqual({ id, name: `Renamed ${path}` });
      expect((await call('setup', 'DELETE', `${path}/${id}/`)).statusCode).toBe(204);
      const entity =
        { designations: 'designation', skills: 'skill' }[path] ?? path.replace('-', '_').slice(0, -1);
      expect(
        (await audits(org, entity)).filter((a) => a.entity_id === String(id)).map((a) => a.action),
      ).toEqual([`${entity}.create`, `${entity}.update`, `${entity}.delete`]);
    },
  );

  it('lets every colleague list, search and page, but only setup managers, org admins and the CEO change', async () => {
    for (const name of ['Analyst', 'Architect', 'Engineer']) {
      expect((await call('admin', 'POST', 'designations/', { name })).statusCode).toBe(201);
    }
    expect((await call('ceo', 'POST', 'designations/', { name: 'Director' })).statusCode).toBe(201);
    expect((await call('employee', 'POST', 'designations/', { name: 'Intern' })).statusCode).toBe(403);
    expect((await call('manager', 'POST', 'designations/', { name: 'Intern' })).statusCode).toBe(403);
    const page = await call('employee', 'GET', 'designations/?search=ar&limit=1&order_by=-name');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ count: 1, results: [{ id: expect.any(Number), name: 'Architect' }] });
    const all = (await call('employee', 'GET', 'designations/?limit=2&offset=1')).json();
    expect(all.count).toBe(4);
    expect(all.results.map((row: { name: string }) => row.name)).toEqual(['Architect', 'Director']);
    const [first] = all.results;
    expect((await call('employee', 'PATCH', `designations/${first.id}/`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call('employee', 'DELETE', `designations/${first.id}/`)).statusCode).toBe(403);
  });

  it('refuses a name already taken, whatever its case', async () => {
    await call('setup', 'POST', 'skills/', { name: 'TypeScript' });
    const duplicate = await call('setup', 'POST', 'skills/', { name: 'typescript' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'integrity_error', codes: { name: ['integrity_error'] } });
    const rust = (await call('setup', 'POST', 'skills/', { name: 'Rust' })).json();
    expect((await call('setup', 'PATCH', `skills/${rust.id}/`, { name: 'TYPESCRIPT' })).statusCode).toBe(409);
  });

  it('refuses to remove a record in use', async () => {
    const designation = (await call('setup', 'POST', 'designations/', { name: 'Tester' })).json();
    await buildEmployee(test.ctx, org, { designationId: designation.id });
    const refused = await call('setup', 'DELETE', `designations/${designation.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('integrity_error');
    const kept = (await call('setup', 'GET', 'designations/?search=Tester')).json();
    expect(kept.count).toBe(1);
  });

  it('validates input and answers not found for an unknown id', async () => {
    const blank = await call('setup', 'POST', 'designations/', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().codes).toEqual({ name: ['required'] });
    expect((await call('setup', 'POST', 'designations/', { name: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await call('setup', 'PATCH', 'designations/999999/', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await call('setup', 'GET', 'designations/?order_by=salary')).statusCode).toBe(400);
  });

  it('keeps organisations apart', async () => {
    const mine = (await call('setup', 'POST', 'business-units/', { name: 'Private Unit' })).json();
    const theirs = await call('other', 'GET', 'business-units/?search=Private', undefined, other);
    expect(theirs.json()).toEqual({ count: 0, results: [] });
    expect(
      (await call('other', 'PATCH', `business-units/${mine.id}/`, { name: 'Taken' }, other)).statusCode,
    ).toBe(404);
    expect((await call('other', 'DELETE', `business-units/${mine.id}/`, undefined, other)).statusCode).toBe(
      404,
    );
    expect((await call('other', 'POST', 'business-units/', { name: 'Private Unit' }, other)).statusCode).toBe(
      201,
    );
    expect((await call('setup', 'GET', 'business-units/', undefined, other)).statusCode).toBe(401);
  });
});

describe('grades', () => {
  it('refuses a minimum CTC above the maximum, on create and on change', async () => {
    const bad = await call('bands', 'POST', 'grades/', {
      name: 'G9',
      level: 9,
      min_ctc: 900000,
      max_ctc: 500000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid', codes: { min_ctc: ['min_exceeds_max'] } });
    const grade = await call('bands', 'POST', 'grades/', {
      name: 'G9',
      level: 9,
      min_ctc: 500000,
      max_ctc: 900000.5,
    });
    expect(grade.statusCode).toBe(201);
    expect(grade.json()).toEqual({
      id: expect.any(Number),
      name: 'G9',
      level: 9,
      min_ctc: 500000,
      max_ctc: 900000.5,
    });
    const lowered = await call('bands', 'PATCH', `grades/${grade.json().id}/`, { max_ctc: 400000 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().codes).toEqual({ min_ctc: ['min_exceeds_max'] });
    const raised = await call('bands', 'PATCH', `grades/${grade.json().id}/`, {
      max_ctc: 1200000,
      level: 10,
    });
    expect(raised.json()).toMatchObject({ level: 10, min_ctc: 500000, max_ctc: 1200000 });
  });

  it('sorts by level', async () => {
    await call('setup', 'POST', 'grades/', { name: 'G1', level: 1 });
    const names = (await call('employee', 'GET', 'grades/?order_by=-level'))
      .json()
      .results.map((grade: { name: string }) => grade.name);
    expect(names).toEqual(['G9', 'G1']);
  });
});

describe('employment types', () => {
  it('renames employees’ employment type with it and refuses to remove a type in use', async () => {
    const type = (
      await call('setup', 'POST', 'employment-types/', { name: 'contract', notice_period_days: 7 })
    ).json();
    expect(type).toEqual({ id: expect.any(Number), name: 'contract', notice_period_days: 7 });
    const { employee } = await buildEmployee(test.ctx, org, { employmentType: 'contract' });
    expect((await call('setup', 'DELETE', `employment-types/${type.id}/`)).statusCode).toBe(409);
    await call('setup', 'PATCH', `employment-types/${type.id}/`, { name: 'consultant' });
    const [row] = await queryRows<{ employment_type: string }>(
      test.ctx.database.db,
      sql`select employment_type from employees where id = ${employee.id}`,
    );
    expect(row?.employment_type).toBe('consultant');
    const changed = await test.app.inject({
      method: 'PATCH',
      url: `/api/${org}/org/employees/${employee.id}/`,
      headers: bearer(tokens.manager as string),
      payload: { employment_type: 'full-time' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await call('setup', 'DELETE', `employment-types/${type.id}/`)).statusCode).toBe(204);
  });
});

describe('locations', () => {
  it('keeps at least one headquarters', async () => {
    const first = (await call('setup', 'POST', 'locations/', { name: 'Pune Office', city: 'Pune' })).json();
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Pune Office',
      city: 'Pune',
      state: null,
      country: null,
      zip_code: null,
      is_headquarters: true,
    });
    const unflag = await call('setup', 'PATCH', `locations/${first.id}/`, { is_headquarters: false });
    expect(unflag.statusCode).toBe(400);
    expect(unflag.json().code).toBe('headquarter_required');
    expect((await call('setup', 'DELETE', `locations/${first.id}/`)).json().code).toBe(
      'headquarter_required',
    );

    const second = (await call('setup', 'POST', 'locations/', { name: 'Mumbai Office' })).json();
    expect(second.is_headquarters).toBe(false);
    await call('setup', 'PATCH', `locations/${second.id}/`, { is_headquarters: true });
    expect(
      (await call('setup', 'PATCH', `locations/${first.id}/`, { is_headquarters: false })).statusCode,
    ).toBe(200);
    expect((await call('setup', 'DELETE', `locations/${first.id}/`)).statusCode).toBe(204);
    expect((await call('setup', 'DELETE', `locations/${second.id}/`)).json().code).toBe(
      'headquarter_required',
    );
  });

  it('keeps a 6-digit ZIP code and refuses any other with invalid_zip on the field', async () => {
    const created = await call('setup', 'POST', 'locations/', { name: 'Chennai Office', zip_code: '600001' });
    expect(created.statusCode).toBe(201);
    expect(created.json().zip_code).toBe('600001');
    const id = created.json().id as number;

    const changed = await call('setup', 'PATCH', `locations/${id}/`, { zip_code: '600002' });
    expect(changed.json().zip_code).toBe('600002');
    const listed = (await call('setup', 'GET', 'locations/?search=Chennai')).json().results;
    expect(listed).toEqual([expect.objectContaining({ id, zip_code: '600002' })]);

    for (const [method, path] of [
      ['POST', 'locations/'],
      ['PATCH', `locations/${id}/`],
    ] as const) {
      const refused = await call('setup', method, path, { name: 'Chennai Office', zip_code: '60000' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'invalid', codes: { zip_code: ['invalid_zip'] } });
    }
    expect((await call('setup', 'GET', 'locations/?search=Chennai')).json().results).toEqual([
      expect.objectContaining({ id, zip_code: '600002' }),
    ]);

    expect((await call('setup', 'PATCH', `locations/${id}/`, { zip_code: '' })).json().zip_code).toBeNull();
    const edits = await queryRows<{ before: { zipCode?: string }; after: { zipCode?: string } }>(
      test.ctx.database.db,
      sql`select before, after from audit_events where organization_id = ${org}
        and entity_type = 'location' and entity_id = ${String(id)} and action = 'location.update' order by id`,
    );
    expect(edits.map((edit) => [edit.before.zipCode, edit.after.zipCode])).toEqual([
      ['600001', '600002'],
      ['600002', null],
    ]);
    await call('setup', 'DELETE', `locations/${id}/`);
  });
});

describe('departments and sub-departments', () => {
  let departmentId: number;
  let subDepartmentId: number;
  let headToken: string;
  let subHeadToken: string;

  beforeAll(async () => {
    const head = await buildEmployee(test.ctx, org, {
      email: 'head@units.test',
      firstName: 'Hana',
      lastName: 'Head',
    });
    const subHead = await buildEmployee(test.ctx, org, { email: 'sub@units.test' });
    const department = await call('setup', 'POST', 'departments/', {
      name: 'Engineering',
      head_employee_id: head.employee.id,
    });
    expect(department.statusCode, department.body).toBe(201);
    departmentId = department.json().id;
    const sub = await call('setup', 'POST', 'sub-departments/', {
      department_id: departmentId,
      name: 'Platform',
      head_employee_id: subHead.employee.id,
    });
    expect(sub.statusCode).toBe(201);
    subDepartmentId = sub.json().id;
    await changeWork(test.ctx, org, head.employee.id, { departmentId });
    await changeWork(test.ctx, org, subHead.employee.id, { departmentId, subDepartmentId });
    headToken = await signIn(test, org, 'head@units.test');
    subHeadToken = await signIn(test, org, 'sub@units.test');
  });

  const asHead = (token: string, path: string) =>
    test.app.inject({ url: `/api/${org}/org/setup/${path}`, headers: bearer(token) });

  it('lists departments with their head, sub-department count and head count', async () => {
    const page = (await call('employee', 'GET', 'departments/?search=Engin')).json();
    expect(page).toEqual({
      count: 1,
      results: [
        {
          id: departmentId,
          name: 'Engineering',
          head: { user_id: expect.any(Number), employee_id: expect.any(Number), name: 'Hana Head' },
          sub_department_count: 1,
          head_count: 2,
        },
      ],
    });
    const subs = (await call('employee', 'GET', `sub-departments/?department=${departmentId}`)).json();
    expect(subs.results).toEqual([
      {
        id: subDepartmentId,
        name: 'Platform',
        department: { id: departmentId, name: 'Engineering' },
        head: expect.objectContaining({ user_id: expect.any(Number) }),
        head_count: 1,
      },
    ]);
  });

  it('filters the units one person heads', async () => {
    const userId = (await call('employee', 'GET', 'departments/?search=Engineering')).json().results[0].head
      .user_id;
    expect((await call('employee', 'GET', `departments/?head=${userId}`)).json().count).toBe(1);
    expect((await call('employee', 'GET', 'departments/?head=999999')).json().count).toBe(0);
  });

  it('changes and clears a head, refusing anyone but an active employee of the organisation', async () => {
    const otto = await buildEmployee(test.ctx, org, { firstName: 'Otto', lastName: 'Other' });
    const support = (await call('setup', 'POST', 'departments/', { name: 'Support' })).json();
    const path = `departments/${support.id}/`;
    const changed = await call('setup', 'PATCH', path, { head_employee_id: otto.employee.id });
    expect(changed.json().head).toEqual({
      user_id: otto.user.id,
      employee_id: otto.employee.id,
      name: 'Otto Other',
    });
    expect((await call('setup', 'PATCH', path, { head_employee_id: null })).json().head).toBeNull();
    const unknown = await call('setup', 'PATCH', path, { head_employee_id: 999999 });
    expect(unknown.json()).toEqual({ code: 'invalid', codes: { head_employee_id: ['invalid'] } });
    const stranger = await buildEmployee(test.ctx, other);
    expect((await call('setup', 'PATCH', path, { head_employee_id: stranger.employee.id })).statusCode).toBe(
      400,
    );
    await changeWork(test.ctx, org, otto.employee.id, { status: 'exited' });
    expect((await call('setup', 'PATCH', path, { head_employee_id: otto.employee.id })).statusCode).toBe(400);
  });

  it('keeps sub-department names unique within their department only', async () => {
    const sales = (await call('setup', 'POST', 'departments/', { name: 'Sales' })).json();
    expect(sales.head).toBeNull();
    expect(
      (await call('setup', 'POST', 'sub-departments/', { department_id: departmentId, name: 'platform' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('setup', 'POST', 'sub-departments/', { department_id: sales.id, name: 'Platform' }))
        .statusCode,
    ).toBe(201);
    const unknown = await call('setup', 'POST', 'sub-departments/', { department_id: 999999, name: 'Lost' });
    expect(unknown.json()).toEqual({ code: 'invalid', codes: { department_id: ['invalid'] } });
    expect((await call('setup', 'POST', 'departments/', { name: 'ENGINEERING' })).statusCode).toBe(409);
  });

  it('refuses to remove a department with sub-departments or people', async () => {
    expect((await call('setup', 'DELETE', `departments/${departmentId}/`)).statusCode).toBe(409);
    expect((await call('setup', 'DELETE', `sub-departments/${subDepartmentId}/`)).statusCode).toBe(409);
    const empty = (await call('setup', 'POST', 'departments/', { name: 'Empty' })).json();
    expect((await call('setup', 'DELETE', `departments/${empty.id}/`)).statusCode).toBe(204);
  });

  it('shows a unit’s people to its heads, setup managers and the CEO only', async () => {
    const members = await asHead(subHeadToken, `sub-departments/${subDepartmentId}/members/`);
    expect(members.statusCode).toBe(200);
    expect(members.json()).toMatchObject({
      count: 1,
      results: [{ email: 'sub@units.test', sub_department: 'Platform' }],
    });
    expect((await call('setup', 'GET', `departments/${departmentId}/members/?limit=1`)).json().count).toBe(2);
    expect((await call('ceo', 'GET', `departments/${departmentId}/members/?search=sub@`)).json().count).toBe(
      1,
    );
    expect((await call('employee', 'GET', `departments/${departmentId}/members/`)).statusCode).toBe(403);
    expect((await asHead(subHeadToken, `departments/${departmentId}/members/`)).statusCode).toBe(403);
    expect((await call('setup', 'GET', 'departments/999999/members/')).statusCode).toBe(404);
    expect(
      (await call('other', 'GET', `departments/${departmentId}/members/`, undefined, other)).statusCode,
    ).toBe(404);
  });

  it('lets a department head read their department and its sub-departments', async () => {
    const sales = (await call('setup', 'GET', 'departments/?search=Sales')).json().results[0];
    expect((await asHead(headToken, `departments/${departmentId}/members/`)).statusCode).toBe(200);
    expect((await asHead(headToken, `sub-departments/${subDepartmentId}/members/`)).statusCode).toBe(200);
    expect((await asHead(headToken, `departments/${sales.id}/members/`)).statusCode).toBe(403);
  });
});

describe('defaults of a new organisation', () => {
  it('seeds employment types with notice periods and a headquarters named after the organisation', async () => {
    const fresh = await buildOrganization(test.ctx, { name: 'Fresh Co' });
    await withScope(test.ctx, await organizationOf(test.ctx, fresh.id), null, seedOrgSetupDefaults);
    const token = (await buildSignedInPeople(test, fresh.id, { person: [ROLES.EMPLOYEE] }, 'fresh.test'))
      .person as string;
    const get = (path: string) =>
      test.app.inject({ url: `/api/${fresh.id}/org/setup/${path}`, headers: bearer(token) });
    expect((await get('employment-types/?order_by=-notice_period_days')).json().results).toEqual([
      { id: expect.any(Number), name: 'full-time', notice_period_days: 60 },
      { id: expect.any(Number), name: 'part-time', notice_period_days: 30 },
      { id: expect.any(Number), name: 'intern', notice_period_days: 15 },
    ]);
    expect((await get('locations/')).json().results).toEqual([
      expect.objectContaining({ name: 'Fresh Co', is_headquarters: true }),
    ]);
  });
});
