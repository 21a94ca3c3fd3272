import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import {
  buildApplication,
  buildCandidate,
  buildHiringCatalogue,
  buildOpenHiringRequest,
} from '../../test/hiring-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/hiring/applications/';
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherRm: string;
let ids: Record<string, number>;
let catalogue: { designationId: number; departmentId: number };
let requestId: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      rm: [ROLES.TAS_RECRUITMENT_MANAGER],
      recruiter: [ROLES.TAS_RECRUITER],
      recruiter2: [ROLES.TAS_RECRUITER],
      analyst: [ROLES.TAS_ANALYST],
      hiring: [ROLES.TAS_HIRING_MANAGER],
      employee: [ROLES.EMPLOYEE],
    },
    'applications.test',
  );
  otherRm = (await buildSignedInPeople(test, other, { rm: [ROLES.TAS_RECRUITMENT_MANAGER] }, 'oa.test'))
    .rm as string;
  ids = await userIdsByName(test, org);
  catalogue = await buildHiringCatalogue(test.ctx, org);
  requestId = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter);
});
afterAll(() => test.close());

const api = (who: string) => as(test, org, tokens[who] as string);
const act = (who: string, id: number, action: string, extra: object = {}) =>
  api(who).post(`${PATH}${id}/transitions/`, { action, ...extra });
const fresh = async (moves = 0) =>
  buildApplication(api('recruiter'), requestId, await buildCandidate(api('rm')), moves);

describe('adding a candidate to a hiring request', () => {
  it('starts at the flow’s first stage, in progress, with the candidate’s source', async () => {
    const candidate = await buildCandidate(api('rm'), { source: 'naukri' });
    const added = await api('recruiter').post(PATH, {
      candidate_id: candidate,
      hiring_request_id: requestId,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      stage: { key: 'screening', index: 0 },
      status: 'in-progress',
      source: 'naukri',
      recruiter: { id: ids.recruiter },
    });
    const again = await api('rm').post(PATH, { candidate_id: candidate, hiring_request_id: requestId });
    expect(again.json().code).toBe('application_duplicate');
    expect(again.statusCode).toBe(409);
  });

  it('keeps a source given for the application', async () => {
    const candidate = await buildCandidate(api('rm'));
    const added = await api('rm').post(PATH, {
      candidate_id: candidate,
      hiring_request_id: requestId,
      source: 'referral',
    });
    expect(added.json().source).toBe('referral');
  });

  it.each(['recruiter2', 'analyst', 'hiring', 'employee'])('is refused to %s', async (who) => {
    const candidate = await buildCandidate(api('rm'));
    const response = await api(who).post(PATH, { candidate_id: candidate, hiring_request_id: requestId });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a blacklisted candidate and a request not approved', async () => {
    const candidate = await buildCandidate(api('rm'));
    await api('rm').post(`/hiring/candidates/${candidate}/blacklist/`, { reason: 'Fake documents' });
    const blacklisted = await api('rm').post(PATH, { candidate_id: candidate, hiring_request_id: requestId });
    expect(blacklisted.json().code).toBe('candidate_blacklisted');
    const pending = await api('rm').post('/hiring/hiring-requests/', {
      designation_id: catalogue.designationId,
      department_id: catalogue.departmentId,
      positions: 1,
      min_experience: 1,
      max_experience: 2,
      target_date: '2026-12-31',
    });
    const refused = await api('rm').post(PATH, {
      candidate_id: await buildCandidate(api('rm')),
      hiring_request_id: pending.json().id,
    });
    expect(refused.json().code).toBe('hiring_request_not_approved');
  });

  it('refuses a candidate or request of another organisation', async () => {
    const theirs = await buildCandidate(as(test, other, otherRm));
    const response = await api('rm').post(PATH, { candidate_id: theirs, hiring_request_id: requestId });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes.candidate_id).toEqual(['invalid']);
  });
});

describe('moving an application through the stages', () => {
  it('moves on one stage, skips with a reason, and keeps every move in its history', async () => {
    const id = await fresh();
    const moved = await act('recruiter', id, 'move');
    expect(moved.json()).toMatchObject({ stage: { key: 'interview-1', index: 1 }, status: 'in-progress' });
    expect((await act('recruiter', id, 'skip')).json().codes.reason).toEqual(['required']);
    const skipped = await act('recruiter', id, 'skip', { to_stage: 'hr', reason: 'Strong referral' });
    expect(skipped.json()).toMatchObject({ stage: { key: 'hr' }, status_reason: 'Strong referral' });
    const history = (await api('analyst').get(`${PATH}${id}/history/`)).json().results;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['apply', 'move', 'skip']);
    expect(history[2]).toMatchObject({
      from_stage: 'interview-1',
      to_stage: 'hr',
      reason: 'Strong referral',
    });
  });

  it('refuses a move of more than one stage, backwards, or to a stage the flow lacks', async () => {
    const id = await fresh(2);
    expect((await act('recruiter', id, 'move', { to_stage: 'offer' })).json().code).toBe(
      'application_stage_not_allowed',
    );
    expect((await act('recruiter', id, 'move', { to_stage: 'screening' })).json().code).toBe(
      'application_stage_not_allowed',
    );
    expect((await act('recruiter', id, 'move', { to_stage: 'nowhere' })).json().codes.to_stage).toEqual([
      'invalid',
    ]);
  });

  it('on hold, takes only a resume; rejected, cannot move on', async () => {
    const id = await fresh();
    expect((await act('recruiter', id, 'hold')).statusCode).toBe(400);
    expect((await act('recruiter', id, 'hold', { reason: 'Candidate travelling' })).json().status).toBe(
      'on-hold',
    );
    expect((await act('recruiter', id, 'move')).json().code).toBe('application_on_hold');
    expect((await act('recruiter', id, 'resume', { reason: 'Back' })).json().status).toBe('in-progress');
    expect((await act('rm', id, 'reject', { reason: 'Not a fit' })).json().status).toBe('rejected');
    const refused = await act('rm', id, 'move');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('application_rejected');
  });

  it('the joined stage is not reached by a move or a skip: only the joining of an accepted offer reaches it', async () => {
    const id = await fresh(4);
    const moved = await act('rm', id, 'move');
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('onboarding_incomplete');
    expect((await act('rm', await fresh(3), 'skip', { reason: 'Fast track' })).json().code).toBe(
      'onboarding_incomplete',
    );
  });

  it('an on-hold or closed request blocks its applications', async () => {
    const request = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter);
    const id = await buildApplication(api('recruiter'), request, await buildCandidate(api('rm')));
    await api('rm').post(`/hiring/hiring-requests/${request}/transitions/`, {
      action: 'hold',
      reason: 'Budget',
    });
    expect((await act('recruiter', id, 'move')).json().code).toBe('hiring_request_on_hold');
    expect((await act('rm', id, 'reject', { reason: 'x' })).json().code).toBe('hiring_request_on_hold');
    await api('rm').post(`/hiring/hiring-requests/${request}/transitions/`, {
      action: 'resume',
      reason: 'Ok',
    });
    await api('rm').post(`/hiring/hiring-requests/${request}/transitions/`, {
      action: 'close',
      reason: 'Filled',
    });
    expect((await act('recruiter', id, 'move')).json().code).toBe('hiring_request_closed');
  });

  it('is for the request’s recruiter, recruitment managers and the CEO', async () => {
    const id = await fresh();
    for (const who of ['recruiter2', 'hiring', 'analyst', 'employee'])
      expect((await act(who, id, 'move')).statusCode, who).toBe(403);
    expect((await act('ceo', id, 'move')).statusCode).toBe(200);
  });

  it('blacklisting the candidate rejects their ongoing applications, which then cannot move on', async () => {
    const candidate = await buildCandidate(api('rm'));
    const id = await buildApplication(api('recruiter'), requestId, candidate, 1);
    const second = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter);
    const held = await buildApplication(api('recruiter'), second, candidate);
    await act('recruiter', held, 'hold', { reason: 'Wait' });
    const blacklisted = await api('rm').post(`/hiring/candidates/${candidate}/blacklist/`, {
      reason: 'Forged',
    });
    expect(blacklisted.statusCode).toBe(200);
    for (const application of [id, held]) {
      const read = (await api('rm').get(`${PATH}${application}/`)).json();
      expect(read).toMatchObject({ status: 'rejected', candidate: { is_blacklisted: true } });
    }
    await api('rm').delete(`/hiring/candidates/${candidate}/blacklist/`);
    expect((await act('rm', id, 'move')).json().code).toBe('application_rejected');
    const history = (await api('rm').get(`${PATH}${id}/history/`)).json().results;
    expect(history.at(-1)).toMatchObject({ action: 'reject', reason: 'Blacklisted: Forged' });
  });
});

describe('reading applications', () => {
  it('lists, filters and pages in SQL, to the requests each may read', async () => {
    const request = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter2);
    const candidate = await buildCandidate(api('rm'), { first_name: 'Zubin' });
    const id = await buildApplication(api('rm'), request, candidate, 1);
    const filtered = await api('rm').get(`${PATH}?hiring_request_id=${request}&stage=interview-1`);
    expect(filtered.json()).toMatchObject({ count: 1, results: [{ id }] });
    expect(
      (await api('rm').get(`${PATH}?search=zubin`)).json().results.map((a: { id: number }) => a.id),
    ).toEqual([id]);
    expect((await api('rm').get(`${PATH}?recruiter_id=${ids.recruiter2}`)).json().count).toBe(1);
    const mine = (await api('recruiter').get(`${PATH}?limit=500`)).json();
    expect(mine.results.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await api('recruiter2').get(`${PATH}`)).json().count).toBe(1);
    expect((await api('recruiter').get(`${PATH}${id}/`)).statusCode).toBe(403);
    expect((await api('analyst').get(`${PATH}${id}/`)).statusCode).toBe(200);
    expect((await api('employee').get(PATH)).statusCode).toBe(403);
    expect((await api('rm').get(`${PATH}?limit=1`)).json().results).toHaveLength(1);
  });

  it('the board has a column per stage with its count, to those who read the request', async () => {
    const request = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter);
    await buildApplication(api('rm'), request, await buildCandidate(api('rm')));
    await buildApplication(api('rm'), request, await buildCandidate(api('rm')), 2);
    const board = (await api('analyst').get(`/hiring/hiring-requests/${request}/board/`)).json();
    expect(
      board.columns.map((c: { stage: { key: string }; count: number }) => [c.stage.key, c.count]),
    ).toEqual([
      ['screening', 1],
      ['interview-1', 0],
      ['interview-2', 1],
      ['hr', 0],
      ['offer', 0],
      ['joined', 0],
    ]);
    expect((await api('recruiter2').get(`/hiring/hiring-requests/${request}/board/`)).statusCode).toBe(403);
  });

  it('another organisation finds none of them', async () => {
    const id = await fresh();
    const theirs = as(test, other, otherRm);
    expect((await theirs.get(`${PATH}${id}/`)).statusCode).toBe(404);
    expect((await theirs.get(PATH)).json().count).toBe(0);
    expect((await theirs.post(`${PATH}${id}/transitions/`, { action: 'move' })).statusCode).toBe(404);
  });
});

describe('the hiring flow', () => {
  it('is the default until a recruitment manager sets another, keeping the stages in use', async () => {
    const flow = (await api('recruiter').get('/hiring/flow/')).json().stages;
    expect(flow.map((s: { key: string }) => s.key)).toEqual([
      'screening',
      'interview-1',
      'interview-2',
      'hr',
      'offer',
      'joined',
    ]);
    const dropped = flow.filter((s: { key: string }) => s.key !== 'interview-1');
    expect((await api('recruiter').put('/hiring/flow/', { stages: dropped })).statusCode).toBe(403);
    expect((await api('rm').put('/hiring/flow/', { stages: dropped })).json().code).toBe(
      'hiring_flow_invalid',
    );
    const reordered = [flow[0], flow[2], flow[1], ...flow.slice(3)];
    const set = await api('rm').put('/hiring/flow/', { stages: reordered });
    expect(set.statusCode, set.body).toBe(200);
    expect((await as(test, other, otherRm).get('/hiring/flow/')).json().stages[1].key).toBe('interview-1');
    await api('rm').put('/hiring/flow/', { stages: flow });
  });
});

describe('Talent Acquisition Statistics', () => {
  it('counts the funnel, sources, time in stage and breakdowns of a department’s requests', async () => {
    const sales = await buildHiringCatalogue(test.ctx, org, {
      designation: 'Account Manager',
      department: 'Sales',
    });
    const request = await buildOpenHiringRequest(api('rm'), sales, ids.recruiter2);
    await buildApplication(api('rm'), request, await buildCandidate(api('rm'), { source: 'referral' }));
    await buildApplication(api('rm'), request, await buildCandidate(api('rm'), { source: 'referral' }), 2);
    const rejected = await buildApplication(
      api('rm'),
      request,
      await buildCandidate(api('rm'), { source: 'naukri' }),
      1,
    );
    await act('rm', rejected, 'reject', { reason: 'No' });
    const stats = await api('analyst').get(`/hiring/stats/?department_id=${sales.departmentId}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.total).toBe(3);
    expect(body.funnel.map((s: { current: number; reached: number }) => [s.current, s.reached])).toEqual([
      [1, 3],
      [1, 2],
      [1, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(body.sources).toEqual([
      { source: 'referral', applications: 2 },
      { source: 'naukri', applications: 1 },
    ]);
    expect(body.time_in_stage.map((t: { stage: string }) => t.stage)).toEqual([
      'screening',
      'interview-1',
      'interview-2',
    ]);
    expect(body.by_department).toEqual([
      { id: sales.departmentId, name: 'Sales', applications: 3, in_progress: 2, joined: 0, rejected: 1 },
    ]);
    expect(body.by_recruiter[0]).toMatchObject({ id: ids.recruiter2, applications: 3 });
    for (const who of ['recruiter', 'hiring', 'employee'])
      expect((await api(who).get('/hiring/stats/')).statusCode, who).toBe(403);
    expect((await as(test, other, otherRm).get('/hiring/stats/')).json().total).toBe(0);
  });
});
