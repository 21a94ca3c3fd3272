import { type ResourceRequestCreate, ROLES } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  userIdsByName,
} from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { buildResourceRequest } from '../../test/resources-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, rowsOf } from '../../test/uploads';

const PATH = '/resources/resource-requests/';
const DOMAIN = 'resources.test';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let people: Record<string, number>;
let project: { id: number; code: string };
let groupId: number;
let skills: Record<string, number>;
let location: number;

const run = (statement: SQL) =>
  withOrg(test.ctx.database.db, org, (tx) => queryRows<{ id: number; action?: string }>(tx, statement));

/** December 2026, inside the group's span: 23 weekdays. */
const body = (over: Record<string, unknown> = {}) => ({
  project_id: project.id,
  resource_group_id: groupId,
  designation_id: 0,
  skills: [
    { skill_id: skills.React, level: 'I' },
    { skill_id: skills.Go, level: 'E' },
  ],
  min_experience: 2,
  max_experience: 6,
  location_id: location,
  allocation_percent: 50,
  is_billable: false,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  count: 2,
  priority: 'high',
  notes: 'Two engineers for the payments rewrite',
  ...over,
});
let designation: number;

async function withSkills(name: string, held: [string, 'B' | 'I' | 'E'][], experience = 4) {
  const { employee } = await buildEmployee(test.ctx, org, {
    email: `${name}@${DOMAIN}`,
    firstName: name,
    lastName: 'Pool',
    totalExperience: experience,
    locationId: location,
    dateOfJoining: '2025-01-01',
  });
  for (const [skill, level] of held)
    await run(
      sql`insert into employee_skills (organization_id, employee_id, skill_id, level) values (${org}, ${employee.id}, ${skills[skill] ?? 0}, ${level})`,
    );
  return employee.id;
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      rmg: [ROLES.RMG_MANAGER],
      lead: [ROLES.DELIVERY_LEAD],
      owner: [ROLES.PROJECT_OWNER],
      otherlead: [ROLES.DELIVERY_LEAD],
      sales: [ROLES.PROJECT_SALES_EXECUTIVE],
      employee: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  const [loc] = await run(
    sql`insert into locations (organization_id, name) values (${org}, 'Pune') returning id`,
  );
  location = loc?.id as number;
  const [des] = await run(
    sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
  );
  designation = des?.id as number;
  skills = {};
  for (const name of ['React', 'Go', 'SQL']) {
    const [row] = await run(
      sql`insert into skills (organization_id, name) values (${org}, ${name}) returning id`,
    );
    skills[name] = row?.id as number;
  }
  project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Payments',
    leadId: users.lead as number,
    ownerId: users.owner as number,
    start: '2026-01-01',
    end: '2027-06-30',
  });
  const group = await as(test, org, tokens.ceo as string).post(
    `/projects/projects/${project.id}/resource-groups/`,
    {
      name: 'Engineers',
      required_count: 3,
      allocation_percent: 100,
      start_date: '2026-11-01',
      end_date: '2027-03-31',
    },
  );
  expect(group.statusCode, group.body).toBe(200);
  groupId = (group.json().groups as { id: number; name: string }[]).find((g) => g.name === 'Engineers')
    ?.id as number;
  await withSkills('asha', [
    ['React', 'E'],
    ['Go', 'E'],
  ]);
  await withSkills('bala', [['React', 'I']]);
  await withSkills('chitra', [
    ['React', 'I'],
    ['Go', 'E'],
  ]);
  await withSkills('dev', [['SQL', 'E']]);
  people = await employeeIdsByName(test, org);
  users = await userIdsByName(test, org);
  // Chitra is on leave half of December; Bala is fully booked elsewhere over it.
  await buildLeaveYear(test.ctx, org, '2026-01-01');
  const leaveType = (await buildLeaveType(test.ctx, org, { allow_negative: true })).id;
  await creditLeave(test.ctx, org, '2026-12-31');
  await buildLeaveRequest(test.ctx, org, {
    applicant: { employeeId: people.chitra as number, userId: users.chitra as number },
    leave_type_id: leaveType,
    start: '2026-12-14',
    end: '2026-12-25',
    state: 'approved',
    decidedBy: users.ceo as number,
  });
  const other = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Ledger',
    leadId: users.otherlead as number,
    start: '2026-01-01',
    end: '2027-06-30',
  });
  await buildAllocation(test, org, {
    projectId: other.id,
    person: { employeeId: people.bala as number },
    start: '2026-06-01',
    end: '2027-01-31',
    status: 'non-billable',
  });
});
afterAll(() => test.close());

const api = (who: string) => as(test, org, tokens[who] as string);
const raise = async (who = 'lead', over: Record<string, unknown> = {}) => {
  const response = await api(who).post(PATH, body({ designation_id: designation, ...over }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; code: string; status: string };
};

describe('raising a resource request', () => {
  it('takes the next RR- code, starts pending, records its first event and tells the RMG managers', async () => {
    const request = await raise('lead');
    expect(request).toMatchObject({
      code: expect.stringMatching(/^RR-\d{4}$/),
      status: 'pending',
      project: { id: project.id, code: project.code, name: 'Payments' },
      resource_group: { id: groupId, name: 'Engineers' },
      designation: { id: designation, name: 'Engineer' },
      skills: [
        { skill_id: skills.React, name: 'React', level: 'I' },
        { skill_id: skills.Go, name: 'Go', level: 'E' },
      ],
      location: { id: location, name: 'Pune' },
      count: 2,
      filled_count: 0,
      priority: 'high',
      raised_by: { id: users.lead },
    });
    const history = await api('lead').get(`${PATH}${request.id}/history/`);
    expect(history.json().results).toMatchObject([
      { action: 'raise', to_status: 'pending', by: { id: users.lead } },
    ]);
    const notices = await api('rmg').get('/notifications/my-notifications/');
    expect(JSON.stringify(notices.json())).toContain(request.code);
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'resource_request' and entity_id = ${String(request.id)}`,
    );
    expect(audit).toEqual([{ action: 'resource_request.create' }]);
  });

  it('lets the project’s owner, its delivery lead, its sales executive... and nobody else ask', async () => {
    await raise('owner');
    expect((await api('otherlead').post(PATH, body({ designation_id: designation }))).statusCode).toBe(403);
    expect((await api('rmg').post(PATH, body({ designation_id: designation }))).statusCode).toBe(403);
    expect((await api('employee').post(PATH, body({ designation_id: designation }))).statusCode).toBe(403);
  });

  it('refuses each broken field under its name', async () => {
    const response = await api('lead').post(
      PATH,
      body({
        designation_id: designation,
        min_experience: 8,
        max_experience: 3,
        start_date: '2026-12-31',
        end_date: '2026-12-01',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toMatchObject({
      min_experience: ['min_experience_above_max'],
      end_date: ['resource_request_end_before_start'],
    });
    const unknown = await api('lead').post(PATH, body({ designation_id: 999_999 }));
    expect(unknown.json().codes).toMatchObject({ designation_id: ['invalid'] });
  });

  it('refuses a group of another project', async () => {
    const other = await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Elsewhere',
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2027-06-30',
    });
    const response = await api('lead').post(
      PATH,
      body({ designation_id: designation, project_id: other.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toMatchObject({ resource_group_id: ['resource_group_not_in_project'] });
  });

  it('offers the form only the projects the caller may ask resources for', async () => {
    const lead = (await api('lead').get('/resources/form-options/')).json();
    expect(lead.projects.map((p: { name: string }) => p.name)).toContain('Payments');
    expect(lead.projects.map((p: { name: string }) => p.name)).not.toContain('Ledger');
    expect(lead.projects.find((p: { name: string }) => p.name === 'Payments').resource_groups).toMatchObject([
      { id: groupId, name: 'Engineers' },
    ]);
    expect(lead.skills.map((s: { name: string }) => s.name)).toEqual(['Go', 'React', 'SQL']);
    expect((await api('rmg').get('/resources/form-options/')).json().projects).toEqual([]);
    expect((await api('employee').get('/resources/form-options/')).statusCode).toBe(403);
  });
});

describe('reading requests', () => {
  it('lists the RMG manager every request, a delivery lead their projects’, and filters in SQL', async () => {
    const mine = await buildResourceRequest(test.ctx, org, {
      ...(body({ designation_id: designation, priority: 'low' }) as unknown as ResourceRequestCreate),
      by: users.owner as number,
    });
    const every = (await api('rmg').get(`${PATH}?limit=100`)).json();
    expect(every.results.map((r: { id: number }) => r.id)).toContain(mine.id);
    const lead = (await api('lead').get(`${PATH}?limit=100`)).json();
    expect(lead.count).toBe(every.count);
    expect((await api('otherlead').get(PATH)).json()).toMatchObject({ count: 0, results: [] });
    const low = (await api('rmg').get(`${PATH}?priority=low`)).json();
    expect(low.results.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    const byCode = (await api('rmg').get(`${PATH}?search=rr${mine.number}`)).json();
    expect(byCode.results.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    const byProject = (
      await api('rmg').get(`${PATH}?search=paym&status=pending&project_id=${project.id}`)
    ).json();
    expect(byProject.count).toBe(every.count);
    const projects = (await api('lead').get(`${PATH}projects/`)).json();
    expect(projects.results).toEqual([{ id: project.id, code: project.code, name: 'Payments' }]);
    expect((await api('otherlead').get(`${PATH}projects/`)).json()).toEqual({ results: [] });
    const sorted = (await api('rmg').get(`${PATH}?order_by=-priority&limit=1`)).json();
    expect(sorted.results[0].priority).toBe('high');
  });

  it('answers 403 for another’s request, 404 to the RMG manager for none, 403 to who may not use requests', async () => {
    const request = await raise('lead');
    expect((await api('otherlead').get(`${PATH}${request.id}/`)).statusCode).toBe(403);
    expect((await api('otherlead').get(`${PATH}${request.id}/history/`)).statusCode).toBe(403);
    expect((await api('rmg').get(`${PATH}999999/`)).statusCode).toBe(404);
    expect((await api('employee').get(PATH)).statusCode).toBe(403);
    expect((await api('lead').get(`${PATH}${request.id}/candidates/`)).statusCode).toBe(403);
    expect((await api('lead').post(`${PATH}${request.id}/fulfilments/`, { employee_id: 1 })).statusCode).toBe(
      403,
    );
    expect((await test.app.inject({ url: `/api/${org}${PATH}` })).statusCode).toBe(401);
  });
});

describe('a request’s life', () => {
  it('is accepted and started by the RMG manager, commented on by its lead, and told to its requester', async () => {
    const request = await raise('lead');
    expect(
      (await api('lead').post(`${PATH}${request.id}/transitions/`, { action: 'accept' })).statusCode,
    ).toBe(403);
    const accepted = await api('rmg').post(`${PATH}${request.id}/transitions/`, { action: 'accept' });
    expect(accepted.json()).toMatchObject({ status: 'open' });
    const again = await api('rmg').post(`${PATH}${request.id}/transitions/`, { action: 'accept' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('resource_request_action_not_allowed');
    const comment = await api('lead').post(`${PATH}${request.id}/comments/`, { comment: 'Go matters most' });
    expect(comment.statusCode).toBe(201);
    const started = await api('rmg').post(`${PATH}${request.id}/transitions/`, { action: 'start' });
    expect(started.json()).toMatchObject({ status: 'in-progress' });
    const history = (await api('rmg').get(`${PATH}${request.id}/history/`)).json().results;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['raise', 'accept', 'comment', 'start']);
    expect(history[2]).toMatchObject({ comment: 'Go matters most', by: { id: users.lead } });
    const notices = JSON.stringify((await api('lead').get('/notifications/my-notifications/')).json());
    expect(notices).toContain(`${request.code} for ${project.code} Payments is accepted`);
  });

  it('is cancelled by its requester with a reason, and then refuses everything but comments', async () => {
    const request = await raise('lead');
    const noReason = await api('lead').post(`${PATH}${request.id}/transitions/`, { action: 'cancel' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await api('otherlead').post(`${PATH}${request.id}/transitions/`, { action: 'cancel', comment: 'x' }))
        .statusCode,
    ).toBe(403);
    const cancelled = await api('lead').post(`${PATH}${request.id}/transitions/`, {
      action: 'cancel',
      comment: 'Scope cut',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const edit = await api('lead').patch(`${PATH}${request.id}/`, { count: 3 });
    expect(edit.json().code).toBe('resource_request_final');
  });

  it('is edited while pending, the ranges checked on what it then holds', async () => {
    const request = await raise('lead');
    const edited = await api('owner').patch(`${PATH}${request.id}/`, { count: 3, priority: 'critical' });
    expect(edited.json()).toMatchObject({ count: 3, priority: 'critical' });
    const broken = await api('lead').patch(`${PATH}${request.id}/`, { end_date: '2026-11-01' });
    expect(broken.json().codes).toMatchObject({ end_date: ['resource_request_end_before_start'] });
    expect((await api('otherlead').patch(`${PATH}${request.id}/`, { count: 1 })).statusCode).toBe(403);
  });
});

describe('ranked candidates and fulfilment', () => {
  it('ranks people by skills and availability over the request’s dates, never answering salary', async () => {
    const request = await raise('lead');
    const response = await api('rmg').get(`${PATH}${request.id}/candidates/`);
    expect(response.statusCode).toBe(200);
    const ranked = response.json().results as {
      employee_id: number;
      score: number;
      leave_days: number;
      booked_percent: number;
      missing_skills: string[];
    }[];
    const order = ranked.map((c) => c.employee_id);
    // Asha holds both skills and is free; Chitra too, but on leave 10 of 23 days; Bala is fully booked; Dev has
    // neither skill.
    expect(order.slice(0, 2)).toEqual([people.asha, people.chitra]);
    expect(order).not.toContain(people.bala);
    expect(order).not.toContain(people.dev);
    expect(ranked[1]).toMatchObject({ leave_days: 10, booked_percent: 0 });
    expect(JSON.stringify(ranked)).not.toMatch(/ctc|salary/i);
  });

  it('fulfils through the project’s team: the allocation is made, the count met makes it fulfilled', async () => {
    const request = await raise('lead', { count: 2 });
    const early = await api('rmg').post(`${PATH}${request.id}/fulfilments/`, { employee_id: people.asha });
    expect(early.json().code).toBe('resource_request_action_not_allowed');
    await api('rmg').post(`${PATH}${request.id}/transitions/`, { action: 'accept' });
    const first = await api('rmg').post(`${PATH}${request.id}/fulfilments/`, { employee_id: people.asha });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'in-progress', filled_count: 1 });
    const twice = await api('rmg').post(`${PATH}${request.id}/fulfilments/`, { employee_id: people.asha });
    expect(twice.statusCode).toBe(409);
    const ranked = (await api('rmg').get(`${PATH}${request.id}/candidates/`)).json().results;
    expect(ranked.map((c: { employee_id: number }) => c.employee_id)).not.toContain(people.asha);
    const second = await api('rmg').post(`${PATH}${request.id}/fulfilments/`, { employee_id: people.chitra });
    expect(second.json()).toMatchObject({ status: 'fulfilled', filled_count: 2 });
    const team = (await api('ceo').get(`/projects/projects/${project.id}/team/`)).json();
    expect(JSON.stringify(team)).toContain('asha');
    const history = (await api('lead').get(`${PATH}${request.id}/history/`)).json().results;
    expect(history.filter((e: { action: string }) => e.action === 'fulfil')).toMatchObject([
      { employee: { name: 'asha Pool' }, to_status: 'in-progress' },
      { employee: { name: 'chitra Pool' }, to_status: 'fulfilled' },
    ]);
    const cancel = await api('lead').post(`${PATH}${request.id}/transitions/`, {
      action: 'cancel',
      comment: 'x',
    });
    expect(cancel.statusCode).toBe(400);
    const closed = await api('rmg').post(`${PATH}${request.id}/transitions/`, {
      action: 'close',
      comment: 'Done',
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });
  });

  it('keeps the team’s rules: a share above the group’s or a billable person without a rate is refused whole', async () => {
    const request = await raise('lead', { count: 1, is_billable: true });
    await api('rmg').post(`${PATH}${request.id}/transitions/`, { action: 'accept' });
    const refused = await api('rmg').post(`${PATH}${request.id}/fulfilments/`, { employee_id: people.dev });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toMatch(/group_discripancy|negotiated_billing_rates_do_not_exist/);
    const after = (await api('rmg').get(`${PATH}${request.id}/`)).json();
    expect(after).toMatchObject({ status: 'open', filled_count: 0 });
  });
});

describe('the RMG pool', () => {
  it('lists who is not fully allocated with bench days, reasons and skills, to the RMG manager only', async () => {
    const pool = await api('rmg').get('/resources/pool/?limit=100');
    expect(pool.statusCode, pool.body).toBe(200);
    const rows = pool.json().results as {
      employee_id: number;
      state: string;
      reason: string | null;
      skills: string[];
    }[];
    const dev = rows.find((r) => r.employee_id === people.dev);
    expect(dev).toMatchObject({ state: 'bench', reason: 'never-allocated', skills: ['SQL'] });
    const bala = rows.find((r) => r.employee_id === people.bala);
    expect(bala).toBeUndefined();
    const searched = (await api('rmg').get('/resources/pool/?search=sql')).json();
    expect(searched.results.map((r: { employee_id: number }) => r.employee_id)).toEqual([people.dev]);
    const bySkill = (await api('rmg').get(`/resources/pool/?skill_id=${skills.Go}&order_by=name`)).json();
    expect(bySkill.results.map((r: { name: string }) => r.name)).toEqual(['asha Pool', 'chitra Pool']);
    expect((await api('lead').get('/resources/pool/')).statusCode).toBe(403);
    expect((await api('rmg').get('/resources/pool/?release_within=9')).statusCode).toBe(400);
  });
});

describe('the RMG pool export', () => {
  it('writes the pool its filters select to a sheet, for the RMG manager only', async () => {
    const started = await api('rmg').post('/exports/rmg-pool/', { search: 'sql' });
    expect(started.statusCode, started.body).toBe(202);
    const url = `/api/${org}/tasks-queue/tasks/${started.json().id}/`;
    const headers = { authorization: `Bearer ${tokens.rmg}` };
    expect(await finishedTask(test, url, headers)).toMatchObject({ status: 'done', has_file: true });
    const rows = await rowsOf((await test.app.inject({ url: `${url}file/`, headers })).rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['Code', 'Name', 'Designation']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['dev Pool']);
    expect(rows[1]).toContain('Never allocated');
    expect((await api('lead').post('/exports/rmg-pool/', {})).statusCode).toBe(403);
  });
});

describe('the RMG overview', () => {
  it('answers utilisation, billable and bench shares on a day, by department too, to the RMG manager only', async () => {
    const response = await api('rmg').get('/resources/overview/?date=2026-12-15');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json();
    expect(overview.date).toBe('2026-12-15');
    expect(overview.headcount).toBeGreaterThan(4);
    // Bala is fully booked (non-billable), Asha and Chitra half each from the fulfilment: none of it billable.
    expect(overview.utilisation_percent).toBeGreaterThan(0);
    expect(overview.billable_percent).toBe(0);
    expect(overview.bench_count).toBe(overview.headcount - 3);
    expect(overview.departments.reduce((sum: number, d: { headcount: number }) => sum + d.headcount, 0)).toBe(
      overview.headcount,
    );
    expect((await api('lead').get('/resources/overview/')).statusCode).toBe(403);
  });
});
