import { ROLES, SCORECARD_CRITERIA } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import {
  buildApplication,
  buildCandidate,
  buildHiringCatalogue,
  buildOpenHiringRequest,
} from '../../test/hiring-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherCeo: string;
let ids: Record<string, number>;
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
      panel: [ROLES.EMPLOYEE],
      panel2: [ROLES.EMPLOYEE],
      employee: [ROLES.EMPLOYEE],
    },
    'interviews.test',
  );
  otherCeo = (await buildSignedInPeople(test, other, { ceo: [ROLES.CEO] }, 'oi.test')).ceo as string;
  ids = await userIdsByName(test, org);
  requestId = await buildOpenHiringRequest(
    api('rm'),
    await buildHiringCatalogue(test.ctx, org),
    ids.recruiter,
  );
});
afterAll(() => test.close());

const api = (who: string) => as(test, org, tokens[who] as string);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const slot = (changes: object = {}) => ({
  starts_at: inDays(3),
  duration_minutes: 60,
  interviewer_ids: [ids.panel],
  meeting_link: 'https://meet.example.test/abc',
  ...changes,
});
const scorecard = (rating = 4) => ({
  ratings: SCORECARD_CRITERIA.map((criterion) => ({ criterion, rating })),
  recommendation: 'hire',
  comments: 'Clear thinking, solid TypeScript.',
});

async function atInterview(moves = 1) {
  const candidate = await buildCandidate(api('rm'));
  return { candidate, application: await buildApplication(api('recruiter'), requestId, candidate, moves) };
}
async function schedule(application: number, changes: object = {}) {
  const response = await api('recruiter').post(
    `/hiring/applications/${application}/interviews/`,
    slot(changes),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string };
}
const decide = (who: string, id: number, decision: string, reason?: string) =>
  api(who).post(`/hiring/interviews/${id}/slot/`, { decision, ...(reason ? { reason } : {}) });

describe('scheduling an interview', () => {
  it('proposes one slot for the round the application stands at, and tells the interviewers', async () => {
    const { application } = await atInterview();
    const interview = await schedule(application);
    expect(interview).toMatchObject({
      status: 'proposed',
      stage: { key: 'interview-1' },
      interviewers: [{ id: ids.panel, has_feedback: false }],
      meeting_link: 'https://meet.example.test/abc',
    });
    const bell = (await api('panel').get('/notifications/my-notifications/')).body;
    expect(bell).toContain('Technical interview');
    const again = await api('recruiter').post(`/hiring/applications/${application}/interviews/`, slot());
    expect(again.json().code).toBe('interview_already_scheduled');
  });

  it('refuses an application not at an interview stage, on hold, or with interviewers of nowhere', async () => {
    const screening = await atInterview(0);
    const response = await api('recruiter').post(
      `/hiring/applications/${screening.application}/interviews/`,
      slot(),
    );
    expect(response.json().code).toBe('interview_stage_required');
    const held = await atInterview();
    await api('recruiter').post(`/hiring/applications/${held.application}/transitions/`, {
      action: 'hold',
      reason: 'Wait',
    });
    const onHold = await api('recruiter').post(
      `/hiring/applications/${held.application}/interviews/`,
      slot(),
    );
    expect(onHold.json().code).toBe('application_on_hold');
    const { application } = await atInterview();
    const stranger = await api('recruiter').post(
      `/hiring/applications/${application}/interviews/`,
      slot({ interviewer_ids: [999_999] }),
    );
    expect(stranger.json().codes.interviewer_ids).toEqual(['interviewer_not_found']);
    const many = await api('recruiter').post(`/hiring/applications/${application}/interviews/`, {
      ...slot(),
      interviewer_ids: [1, 2, 3, 4, 5, 6],
    });
    expect(many.statusCode).toBe(400);
  });

  it.each(['recruiter2', 'analyst', 'hiring', 'panel'])('is refused to %s', async (who) => {
    const { application } = await atInterview();
    expect((await api(who).post(`/hiring/applications/${application}/interviews/`, slot())).statusCode).toBe(
      403,
    );
  });
});

describe('the slot and the schedule', () => {
  it('accepts or declines on the candidate’s behalf; a declined slot is proposed again', async () => {
    const { application } = await atInterview();
    const interview = await schedule(application);
    expect((await decide('recruiter', interview.id, 'decline')).json().codes.reason).toEqual(['required']);
    const declined = await decide('recruiter', interview.id, 'decline', 'Travelling that day');
    expect(declined.json()).toMatchObject({ status: 'declined', decline_reason: 'Travelling that day' });
    expect((await decide('recruiter', interview.id, 'accept')).json().code).toBe('interview_slot_decided');
    const moved = await api('recruiter').patch(`/hiring/interviews/${interview.id}/`, {
      starts_at: inDays(5),
    });
    expect(moved.json()).toMatchObject({ status: 'proposed', decline_reason: null });
    expect((await decide('recruiter', interview.id, 'accept')).json().status).toBe('accepted');
    expect((await decide('recruiter2', interview.id, 'accept')).statusCode).toBe(403);
  });

  it('an in-progress or completed schedule cannot be edited', async () => {
    const { application } = await atInterview();
    const interview = await schedule(application, { starts_at: inDays(-0.01) });
    await decide('recruiter', interview.id, 'accept');
    const read = (await api('recruiter').get(`/hiring/interviews/${interview.id}/`)).json();
    expect(read.status).toBe('in-progress');
    const edit = await api('recruiter').patch(`/hiring/interviews/${interview.id}/`, { meeting_link: null });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe('interview_schedule_locked');
    await api('panel').put(`/hiring/interviews/${interview.id}/feedback/`, scorecard());
    const completed = await api('recruiter').patch(`/hiring/interviews/${interview.id}/`, {
      duration_minutes: 30,
    });
    expect(completed.json().code).toBe('interview_schedule_locked');
  });
});

describe('feedback', () => {
  it('is given by the interviewers once the slot is accepted, and completes the interview', async () => {
    const { application, candidate } = await atInterview();
    const interview = await schedule(application, { interviewer_ids: [ids.panel, ids.panel2] });
    const early = await api('panel').put(`/hiring/interviews/${interview.id}/feedback/`, scorecard());
    expect(early.json().code).toBe('interview_slot_not_accepted');
    await decide('recruiter', interview.id, 'accept');
    expect(
      (await api('employee').put(`/hiring/interviews/${interview.id}/feedback/`, scorecard())).statusCode,
    ).toBe(403);
    expect(
      (await api('recruiter').put(`/hiring/interviews/${interview.id}/feedback/`, scorecard())).statusCode,
    ).toBe(403);
    const first = await api('panel').put(`/hiring/interviews/${interview.id}/feedback/`, scorecard(5));
    expect(first.json()).toMatchObject({
      status: 'accepted',
      my_feedback: { average: 5, recommendation: 'hire' },
    });
    const second = await api('panel2').put(`/hiring/interviews/${interview.id}/feedback/`, {
      ...scorecard(2),
      recommendation: 'no-hire',
    });
    expect(second.json().status).toBe('completed');
    const past = (await api('analyst').get(`/hiring/candidates/${candidate}/feedback/`)).json();
    expect(past.results).toHaveLength(1);
    expect(past.results[0].feedback.map((f: { average: number }) => f.average)).toEqual([5, 2]);
    expect((await api('hiring').get(`/hiring/candidates/${candidate}/feedback/`)).statusCode).toBe(403);
    expect(
      (await as(test, other, otherCeo).get(`/hiring/candidates/${candidate}/feedback/`)).statusCode,
    ).toBe(404);
  });

  it('refuses a scorecard missing a criterion, out of range, or with comments beyond 16,000 characters', async () => {
    const { application } = await atInterview();
    const interview = await schedule(application);
    const put = (body: object) => api('panel').put(`/hiring/interviews/${interview.id}/feedback/`, body);
    expect((await put({ ...scorecard(), ratings: scorecard().ratings.slice(1) })).statusCode).toBe(400);
    expect((await put(scorecard(6))).statusCode).toBe(400);
    expect((await put({ ...scorecard(), comments: 'x'.repeat(16_001) })).statusCode).toBe(400);
  });
});

describe('reading interviews', () => {
  it('an interviewer lists their own; others read those of requests they read', async () => {
    const { application } = await atInterview();
    const interview = await schedule(application, { interviewer_ids: [ids.panel2] });
    const mine = (await api('panel2').get('/hiring/interviews/?when=upcoming')).json();
    expect(mine.results.map((i: { id: number }) => i.id)).toContain(interview.id);
    const none = (await api('employee').get('/hiring/interviews/')).json();
    expect(none.count).toBe(0);
    expect((await api('panel2').get(`/hiring/interviews/${interview.id}/`)).statusCode).toBe(200);
    expect((await api('employee').get(`/hiring/interviews/${interview.id}/`)).statusCode).toBe(403);
    expect((await api('recruiter2').get(`/hiring/interviews/${interview.id}/`)).statusCode).toBe(403);
    expect((await api('analyst').get(`/hiring/interviews/${interview.id}/`)).statusCode).toBe(200);
    const listed = (await api('analyst').get(`/hiring/applications/${application}/interviews/`)).json();
    expect(listed.results).toHaveLength(1);
    expect((await as(test, other, otherCeo).get(`/hiring/interviews/${interview.id}/`)).statusCode).toBe(404);
  });

  it('the upcoming interviews tile is disabled but answers its count', async () => {
    const { application } = await atInterview();
    await schedule(application, { starts_at: inDays(2) });
    const tile = await api('ceo').get('/dashboard/widgets/upcoming_interviews/');
    expect(tile.statusCode, tile.body).toBe(200);
    expect(tile.json().interview_count).toBeGreaterThanOrEqual(1);
    const tiles = (await api('ceo').get('/dashboard/widgets/')).json().results;
    expect(tiles.map((t: { identifier: string }) => t.identifier)).not.toContain('upcoming_interviews');
    expect((await api('recruiter').get('/dashboard/widgets/upcoming_interviews/')).statusCode).toBe(403);
  });
});
