import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildHiringCatalogue, hiringRequestBody } from '../../test/hiring-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/hiring/hiring-requests/';
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherTokens: Record<string, string>;
let ids: Record<string, number>;
let body: ReturnType<typeof hiringRequestBody>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      hiring: [ROLES.TAS_HIRING_MANAGER],
      hiring2: [ROLES.TAS_HIRING_MANAGER],
      rm: [ROLES.TAS_RECRUITMENT_MANAGER],
      recruiter: [ROLES.TAS_RECRUITER],
      analyst: [ROLES.TAS_ANALYST],
      onboarding: [ROLES.TAS_ONBOARDING_MANAGER],
      salary: [ROLES.SALARY_MANAGER],
      employee: [ROLES.EMPLOYEE],
    },
    'hiring-requests.test',
  );
  otherTokens = await buildSignedInPeople(test, other, { rm: [ROLES.TAS_RECRUITMENT_MANAGER] }, 'other.test');
  ids = await userIdsByName(test, org);
  body = hiringRequestBody(await buildHiringCatalogue(test.ctx, org));
});
afterAll(() => test.close());

const api = (who: string) => as(test, org, tokens[who] as string);

async function raise(who = 'hiring', changes: object = {}) {
  const response = await api(who).post(PATH, { ...body, ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; code: string; status: string };
}

const act = (who: string, id: number, action: string, reason?: string) =>
  api(who).post(`${PATH}${id}/transitions/`, { action, ...(reason ? { reason } : {}) });

describe('raising a hiring request', () => {
  it('gives it the next HR- code, pending approval, in the raiser’s name', async () => {
    const first = await raise();
    const second = await raise();
    expect(first).toMatchObject({ status: 'pending', raised_by: { id: ids.hiring } });
    expect(Number(second.code.slice(3))).toBe(Number(first.code.slice(3)) + 1);
    expect(first.code).toMatch(/^HR-\d{4}$/);
    const options = (await api('hiring').get('/hiring/form-options/')).json();
    expect(options).toEqual({
      designations: [{ id: body.designation_id, name: 'Engineer' }],
      departments: [{ id: body.department_id, name: 'Engineering' }],
    });
  });

  it.each(['recruiter', 'analyst', 'onboarding', 'employee', 'salary'])('is refused to %s', async (who) => {
    expect((await api(who).post(PATH, body)).statusCode).toBe(403);
  });

  it.each([
    [{ min_experience: 7, max_experience: 2 }, 'min_experience', 'min_experience_above_max'],
    [{ min_ctc: 9, max_ctc: 1 }, 'min_ctc', 'min_ctc_above_max'],
    [{ locations: ['A', 'B', 'C', 'D'] }, 'locations', 'too_many_locations'],
    [{ specializations: ['A', 'B', 'C'] }, 'specializations', 'too_many_specializations'],
    [{ designation_id: 999_999 }, 'designation_id', 'invalid'],
    [{ department_id: 999_999 }, 'department_id', 'invalid'],
  ])('refuses %j under its field', async (changes, field, code) => {
    const response = await api('hiring').post(PATH, { ...body, ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes[field]).toContain(code);
  });
});

describe('the CTC range is salary data', () => {
  it('is answered to the CEO and salary managers only, and kept off the audit trail', async () => {
    const { id } = await raise();
    const ceo = (await api('ceo').get(`${PATH}${id}/`)).json();
    expect(ceo).toMatchObject({ min_ctc: 1_234_567, max_ctc: 2_345_678, salary_hidden: false });
    for (const who of ['rm', 'hiring', 'analyst']) {
      const answer = await api(who).get(`${PATH}${id}/`);
      expect(answer.json()).toMatchObject({ min_ctc: null, max_ctc: null, salary_hidden: true });
      expect(answer.body).not.toContain('1234567');
    }
    const list = await api('rm').get(PATH);
    expect(list.body).not.toContain('1234567');
    const trail = await api('ceo').get('/audit/events/?limit=100');
    expect(trail.body).toContain('hiring_request');
    expect(trail.body).not.toContain('1234567');
  });
});

describe('deciding a request', () => {
  it('approves (starting the time to fill), assigns a recruiter, publishes, holds and resumes, then closes', async () => {
    const { id } = await raise();
    expect((await act('hiring', id, 'approve')).statusCode).toBe(403);
    const approved = await act('rm', id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'open', days_open: 0 });
    expect(approved.json().approved_at).toBeTruthy();

    const recruiters = await api('rm').get('/hiring/recruiters/');
    expect(recruiters.json().results).toEqual([expect.objectContaining({ id: ids.recruiter })]);
    expect(
      (await api('rm').put(`${PATH}${id}/recruiter/`, { recruiter_id: ids.analyst })).json().codes,
    ).toEqual({
      recruiter_id: ['recruiter_not_found'],
    });
    const assigned = await api('rm').put(`${PATH}${id}/recruiter/`, { recruiter_id: ids.recruiter });
    expect(assigned.json()).toMatchObject({ recruiter: { id: ids.recruiter } });
    expect((await api('rm').put(`${PATH}${id}/publication/`, { published: true })).json()).toMatchObject({
      is_published: true,
    });

    expect((await act('rm', id, 'hold')).json().codes).toEqual({ reason: ['required'] });
    const held = await act('rm', id, 'hold', 'Budget review');
    expect(held.json()).toMatchObject({ status: 'on-hold', status_reason: 'Budget review' });
    for (const refused of [
      api('rm').patch(`${PATH}${id}/`, { positions: 4 }),
      api('rm').put(`${PATH}${id}/recruiter/`, { recruiter_id: ids.recruiter }),
      api('rm').put(`${PATH}${id}/publication/`, { published: false }),
      act('rm', id, 'close', 'Filled'),
    ]) {
      const response = await refused;
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('hiring_request_on_hold');
    }
    expect((await act('rm', id, 'resume', 'Budget approved')).json()).toMatchObject({ status: 'open' });
    const closed = await act('rm', id, 'close', 'Filled');
    expect(closed.json()).toMatchObject({ status: 'closed', is_published: false });
    expect((await api('rm').patch(`${PATH}${id}/`, { positions: 4 })).json().code).toBe(
      'hiring_request_closed',
    );
    expect((await act('rm', id, 'resume', 'Again')).json().code).toBe('hiring_request_closed');

    const history = await api('rm').get(`${PATH}${id}/history/`);
    expect(history.json().results.map((event: { action: string }) => event.action)).toEqual([
      'raise',
      'approve',
      'assign',
      'publish',
      'hold',
      'resume',
      'close',
    ]);
    expect(history.json().results[4]).toMatchObject({ reason: 'Budget review', by: { id: ids.rm } });
  });

  it('rejects a pending request with a reason; a rejected one takes no action', async () => {
    const { id } = await raise();
    expect((await api('rm').put(`${PATH}${id}/publication/`, { published: true })).json().code).toBe(
      'hiring_request_not_approved',
    );
    expect((await act('rm', id, 'reject', 'No budget')).json()).toMatchObject({ status: 'rejected' });
    expect((await act('rm', id, 'approve')).json().code).toBe('hiring_request_action_not_allowed');
  });

  it.each(['hiring', 'recruiter', 'analyst'])('refuses decisions to %s', async (who) => {
    const { id } = await raise();
    expect((await act(who, id, 'approve')).statusCode).toBe(403);
    expect((await api(who).put(`${PATH}${id}/publication/`, { published: true })).statusCode).toBe(403);
  });
});

describe('editing a request', () => {
  it('lets its hiring manager edit it while pending, not once approved; the ranges hold after the change', async () => {
    const { id } = await raise();
    expect((await api('hiring2').patch(`${PATH}${id}/`, { positions: 5 })).statusCode).toBe(403);
    const edited = await api('hiring').patch(`${PATH}${id}/`, { positions: 5, locations: ['Mumbai'] });
    expect(edited.json()).toMatchObject({ positions: 5, locations: ['Mumbai'] });
    const crossed = await api('hiring').patch(`${PATH}${id}/`, { min_experience: 9 });
    expect(crossed.json().codes).toEqual({ min_experience: ['min_experience_above_max'] });
    await act('rm', id, 'approve');
    expect((await api('hiring').patch(`${PATH}${id}/`, { positions: 6 })).statusCode).toBe(403);
    expect((await api('rm').patch(`${PATH}${id}/`, { positions: 6 })).json()).toMatchObject({ positions: 6 });
  });
});

describe('who reads which requests', () => {
  it('shows recruitment managers and analysts every one, a hiring manager theirs, a recruiter those assigned', async () => {
    const mine = await raise('hiring2', { resource_request: 'RR-9001' });
    await act('rm', mine.id, 'approve');
    await api('rm').put(`${PATH}${mine.id}/recruiter/`, { recruiter_id: ids.recruiter });
    const codes = async (who: string) =>
      ((await api(who).get(`${PATH}?limit=500`)).json().results as { id: number }[]).map((r) => r.id);
    const unassigned = await raise('hiring2');
    expect(await codes('recruiter')).toContain(mine.id);
    expect(await codes('recruiter')).not.toContain(unassigned.id);
    expect(await codes('hiring2')).toEqual([unassigned.id, mine.id]);
    expect((await codes('rm')).length).toBeGreaterThan(3);
    expect(await codes('analyst')).toEqual(await codes('rm'));
    expect((await api('hiring').get(`${PATH}${mine.id}/`)).statusCode).toBe(403);
    expect((await api('hiring2').get(`${PATH}${mine.id}/history/`)).statusCode).toBe(200);
    expect((await api('employee').get(PATH)).statusCode).toBe(403);
    expect((await api('onboarding').get(PATH)).statusCode).toBe(403);
  });

  it('searches by code, skill and reference, filters by status and department, pages in SQL', async () => {
    const { code } = await raise('hiring', { skills: ['Rustacean'] });
    const search = async (query: string) => (await api('rm').get(`${PATH}?${query}`)).json();
    expect((await search(`search=${code.toLowerCase().replace('-', '')}`)).results).toEqual([
      expect.objectContaining({ code }),
    ]);
    expect((await search('search=rustacean')).results).toEqual([expect.objectContaining({ code })]);
    expect((await search('search=RR-9001')).count).toBe(1);
    const pending = await search('status=pending&limit=1');
    expect(pending.results).toHaveLength(1);
    expect(pending.count).toBeGreaterThan(1);
    expect((await search(`department_id=${body.department_id}&status=closed`)).count).toBe(1);
    expect((await search('department_id=999999')).count).toBe(0);
  });

  it('keeps each organisation’s requests its own', async () => {
    const { id } = await raise();
    const foreign = as(test, other, otherTokens.rm as string);
    expect((await foreign.get(PATH)).json().count).toBe(0);
    expect((await foreign.get(`${PATH}${id}/`)).statusCode).toBe(404);
    expect((await foreign.post(`${PATH}${id}/transitions/`, { action: 'approve' })).statusCode).toBe(404);
    expect((await foreign.post(PATH, body)).json().codes).toEqual({
      designation_id: ['invalid'],
      department_id: ['invalid'],
    });
  });
});
