import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEventListeners } from '../../platform/events/domain-events';
import { as, bearer, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import {
  buildApplication,
  buildCandidate,
  buildHiringCatalogue,
  buildOpenHiringRequest,
  PDF,
} from '../../test/hiring-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

/** Screening, two interview rounds and HR stand before the offer stage of the default flow. */
const TO_OFFER = 4;
let stopListening: () => void = () => undefined;
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherRm: string;
let ids: Record<string, number>;
let catalogue: { designationId: number; departmentId: number };
let requestId: number;
const joinings: unknown[] = [];

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
      onboarding: [ROLES.TAS_ONBOARDING_MANAGER],
      analyst: [ROLES.TAS_ANALYST],
      hiring: [ROLES.TAS_HIRING_MANAGER],
      salary: [ROLES.SALARY_MANAGER, ROLES.TAS_RECRUITMENT_MANAGER],
      it: [ROLES.EMPLOYEE],
      employee: [ROLES.EMPLOYEE],
    },
    'offers.test',
  );
  otherRm = (await buildSignedInPeople(test, other, { rm: [ROLES.TAS_RECRUITMENT_MANAGER] }, 'oo.test'))
    .rm as string;
  ids = await userIdsByName(test, org);
  catalogue = await buildHiringCatalogue(test.ctx, org);
  requestId = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter);
  stopListening = registerEventListeners([
    { 'hiring.candidate_joined': (_scope, data) => void joinings.push(data) },
  ]);
});
afterAll(async () => {
  stopListening();
  await test.close();
});

const api = (who: string) => as(test, org, tokens[who] as string);
const atOffer = async (moves = TO_OFFER, request = requestId) =>
  buildApplication(api('recruiter'), request, await buildCandidate(api('rm')), moves);
const offer = (who: string, applicationId: number, body: object = {}) =>
  api(who).post(`/hiring/applications/${applicationId}/offer/`, {
    ctc: 1_800_000,
    joining_date: '2027-01-04',
    ...body,
  });
const decide = (who: string, id: number, body: object) =>
  api(who).post(`/hiring/offers/${id}/decision/`, body);
const accepted = async () => {
  const made = await offer('recruiter', await atOffer());
  const id = made.json().id as number;
  await decide('recruiter', id, { decision: 'accept' });
  return id;
};
const uploadProof = (who: string, id: number, name = 'proof.pdf', content = PDF) => {
  const body = multipart({}, { name, content });
  return test.app.inject({
    method: 'PUT',
    url: `/api/${org}/hiring/offers/${id}/bank-proof/`,
    headers: { ...bearer(tokens[who] as string), ...body.headers },
    payload: body.payload,
  });
};
/** Every item of an accepted offer's checklist done: PAN, Aadhaar, bank proof, and an IT task its owner completed. */
const onboarded = async () => {
  const id = await accepted();
  await api('onboarding').put(`/hiring/offers/${id}/documents/`, {
    pan: 'ABCDE1234F',
    aadhaar: '123412341234',
  });
  const proof = await uploadProof('onboarding', id);
  if (proof.statusCode !== 200) throw new Error(proof.body);
  const added = await api('onboarding').post(`/hiring/offers/${id}/tasks/`, {
    team: 'it',
    title: 'Laptop',
    owner_id: ids.it,
    due_date: '2027-01-02',
  });
  const task = added.json().tasks[0].id as number;
  const done = await api('it').post(`/hiring/offers/${id}/tasks/${task}/complete/`);
  if (done.statusCode !== 200) throw new Error(done.body);
  return id;
};

describe('making an offer', () => {
  it('is made on a live application at the offer stage, and its CTC is masked to those who may not see salaries', async () => {
    const application = await atOffer();
    const made = await offer('recruiter', application);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      application_id: application,
      status: 'offered',
      ctc: null,
      joining_date: '2027-01-04',
      checklist: { done: 0, total: 3 },
      actions: ['accept', 'decline', 'not-joining', 'reschedule'],
    });
    const id = made.json().id;
    expect((await api('salary').get(`/hiring/offers/${id}/`)).json().ctc).toBe(1_800_000);
    expect((await api('ceo').get(`/hiring/applications/${application}/offer/`)).json().offer.ctc).toBe(
      1_800_000,
    );
    const again = await offer('rm', application);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('offer_action_not_allowed');
  });

  it('is refused before the offer stage, for a rejected or on-hold application', async () => {
    expect((await offer('recruiter', await atOffer(3))).json().code).toBe('offer_stage_required');
    const rejected = await atOffer();
    await api('recruiter').post(`/hiring/applications/${rejected}/transitions/`, {
      action: 'reject',
      reason: 'Salary expectations',
    });
    expect((await offer('recruiter', rejected)).json().code).toBe('application_rejected');
    const held = await atOffer();
    await api('recruiter').post(`/hiring/applications/${held}/transitions/`, {
      action: 'hold',
      reason: 'Wait',
    });
    expect((await offer('recruiter', held)).json().code).toBe('application_on_hold');
  });

  it('is blocked by a request on hold or closed, offer actions included', async () => {
    const request = await buildOpenHiringRequest(api('rm'), catalogue, ids.recruiter);
    const application = await atOffer(TO_OFFER, request);
    const made = (await offer('recruiter', application)).json();
    await api('rm').post(`/hiring/hiring-requests/${request}/transitions/`, {
      action: 'hold',
      reason: 'Budget',
    });
    expect((await decide('recruiter', made.id, { decision: 'accept' })).json().code).toBe(
      'hiring_request_on_hold',
    );
    expect((await offer('recruiter', await atOffer(TO_OFFER, requestId))).statusCode).toBe(201);
    await api('rm').post(`/hiring/hiring-requests/${request}/transitions/`, {
      action: 'resume',
      reason: 'Back',
    });
    await api('rm').post(`/hiring/hiring-requests/${request}/transitions/`, {
      action: 'close',
      reason: 'Filled',
    });
    expect((await decide('recruiter', made.id, { decision: 'accept' })).json().code).toBe(
      'hiring_request_closed',
    );
  });

  it.each(['recruiter2', 'onboarding', 'analyst', 'hiring', 'employee'])('is refused to %s', async (who) => {
    expect((await offer(who, await atOffer())).statusCode).toBe(403);
  });

  it('renders the offer letter from the organisation’s template', async () => {
    const made = (await offer('recruiter', await atOffer())).json();
    const letter = await api('recruiter').get(`/hiring/offers/${made.id}/letter.pdf`);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the candidate’s answer', () => {
  it('accepts with a joining date, or declines with a reason, and a declined offer is made again', async () => {
    const id = (await offer('recruiter', await atOffer())).json().id;
    const yes = await decide('recruiter', id, { decision: 'accept', joining_date: '2027-02-01' });
    expect(yes.json()).toMatchObject({ status: 'accepted', joining_date: '2027-02-01' });
    expect((await decide('recruiter', id, { decision: 'decline', reason: 'x' })).json().code).toBe(
      'offer_action_not_allowed',
    );
    const application = await atOffer();
    const other = (await offer('recruiter', application)).json().id;
    expect((await decide('recruiter', other, { decision: 'decline' })).statusCode).toBe(400);
    const no = await decide('recruiter', other, { decision: 'decline', reason: 'Counter offer' });
    expect(no.json()).toMatchObject({ status: 'declined', status_reason: 'Counter offer' });
    const remade = await offer('recruiter', application, { ctc: 2_000_000 });
    expect(remade.statusCode).toBe(201);
    expect(remade.json()).toMatchObject({ id: other, status: 'offered' });
  });

  it('marks a candidate as not joining with a reason, who then cannot be joined', async () => {
    const id = await accepted();
    expect((await api('onboarding').post(`/hiring/offers/${id}/not-joining/`, {})).statusCode).toBe(400);
    const marked = await api('onboarding').post(`/hiring/offers/${id}/not-joining/`, {
      reason: 'Relocating',
    });
    expect(marked.json()).toMatchObject({ status: 'not-joining', status_reason: 'Relocating' });
    const join = await api('onboarding').post(`/hiring/offers/${id}/join/`, { code: 'NJ-1' });
    expect(join.json().code).toBe('offer_action_not_allowed');
  });
});

describe('onboarding', () => {
  it('seals PAN and Aadhaar and answers them masked, keeps the bank proof, and tells a task’s owner, who alone completes it', async () => {
    const id = await accepted();
    const documents = await api('onboarding').put(`/hiring/offers/${id}/documents/`, {
      pan: 'abcde1234f',
      aadhaar: '123412345678',
    });
    expect(documents.json().documents).toEqual({ pan: 'XXXX234F', aadhaar: 'XXXX5678', bank_proof: null });
    expect(documents.body).not.toContain('ABCDE1234F');
    expect((await uploadProof('onboarding', id, 'proof.docx', PDF)).json().codes.file).toEqual(['invalid']);
    const proof = await uploadProof('onboarding', id);
    expect(proof.json().documents.bank_proof).toMatchObject({ file_name: 'proof.pdf' });
    expect((await api('onboarding').get(`/hiring/offers/${id}/bank-proof/`)).rawPayload.equals(PDF)).toBe(
      true,
    );
    const added = await api('onboarding').post(`/hiring/offers/${id}/tasks/`, {
      team: 'admin',
      title: 'Access card',
      owner_id: ids.it,
      due_date: '2027-01-02',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().checklist).toEqual({ done: 3, total: 4 });
    const task = added.json().tasks[0];
    expect(task).toMatchObject({ team: 'admin', owner: { id: ids.it }, completed_at: null });
    const mine = await api('it').get('/hiring/onboarding-tasks/mine/');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().results).toEqual([
      expect.objectContaining({
        id: task.id,
        offer_id: id,
        team: 'admin',
        title: 'Access card',
        due_date: '2027-01-02',
      }),
    ]);
    expect((await api('onboarding').get('/hiring/onboarding-tasks/mine/')).json().results).toEqual([]);
    const told = (await api('it').get('/notifications/my-notifications/')).json().results;
    expect(told[0]).toMatchObject({ action: 'home:onboarding-task' });
    expect(told[0].notification_text).toMatch(/^Onboarding task for .+: Access card, due 02-Jan-2027$/);
    const notOwner = await api('onboarding').post(`/hiring/offers/${id}/tasks/${task.id}/complete/`);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().code).toBe('permission_denied');
    expect((await api('it').post(`/hiring/offers/${id}/tasks/${task.id}/complete/`)).statusCode).toBe(200);
    const after = (await api('onboarding').get(`/hiring/offers/${id}/`)).json();
    expect(after.checklist).toEqual({ done: 4, total: 4 });
    expect(after.tasks[0].completed_by).toMatchObject({ id: ids.it });
    expect((await api('it').get('/hiring/onboarding-tasks/mine/')).json().results).toEqual([]);
  });

  it('is refused to recruiters and employees, and before the offer is accepted', async () => {
    const id = (await offer('recruiter', await atOffer())).json().id;
    for (const who of ['recruiter', 'analyst', 'employee'])
      expect((await api(who).put(`/hiring/offers/${id}/documents/`, { pan: 'ABCDE1234F' })).statusCode).toBe(
        403,
      );
    expect(
      (await api('onboarding').put(`/hiring/offers/${id}/documents/`, { pan: 'ABCDE1234F' })).json().code,
    ).toBe('offer_action_not_allowed');
  });
});

describe('joining', () => {
  it('waits for the checklist, creates the employee, moves the application to joined and announces it', async () => {
    const id = await accepted();
    expect((await api('onboarding').post(`/hiring/offers/${id}/join/`, { code: 'AC-900' })).json().code).toBe(
      'onboarding_incomplete',
    );
    const ready = await onboarded();
    const joined = await api('onboarding').post(`/hiring/offers/${ready}/join/`, {
      code: 'AC-901',
      date_of_joining: '2027-01-05',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ status: 'joined', actions: [] });
    const employeeId = joined.json().employee_id as number;
    const record = (await api('ceo').get(`/org/employees/${employeeId}/`)).json();
    expect(record).toMatchObject({ code: 'AC-901', date_of_joining: '2027-01-05' });
    const application = (await api('rm').get(`/hiring/applications/${joined.json().application_id}/`)).json();
    expect(application).toMatchObject({ status: 'joined', stage: { kind: 'joined' } });
    expect(joinings.at(-1)).toMatchObject({
      employeeId,
      hiringRequestId: requestId,
      resourceRequest: 'RR-0007',
    });
    const twice = await api('onboarding').post(`/hiring/offers/${ready}/join/`, { code: 'AC-902' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('offer_action_not_allowed');
  });

  it('refuses an employee code already taken', async () => {
    const first = await onboarded();
    await api('onboarding').post(`/hiring/offers/${first}/join/`, { code: 'AC-950' });
    const second = await onboarded();
    const taken = await api('onboarding').post(`/hiring/offers/${second}/join/`, { code: 'ac-950' });
    expect(taken.json().codes.code).toEqual(['integrity_error']);
  });
});

describe('the onboarding list, its tiles and isolation', () => {
  it('lists offers for onboarding roles only, and the tiles count them', async () => {
    await accepted();
    const list = await api('onboarding').get('/hiring/offers/?status=accepted');
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThan(0);
    expect(list.json().results.every((row: { status: string }) => row.status === 'accepted')).toBe(true);
    for (const who of ['recruiter', 'hiring', 'employee'])
      expect((await api(who).get('/hiring/offers/')).statusCode).toBe(403);
    const joining = await api('onboarding').get('/dashboard/widgets/candidates_joining/');
    expect(joining.json().candidates_joining_count).toBeGreaterThan(0);
    const onboarding = await api('ceo').get('/dashboard/widgets/onboarding/');
    expect(onboarding.json()[0]).toMatchObject({ inprogress_candidates: expect.any(Number) });
    expect(onboarding.json()[0].inprogress_candidates).toBeGreaterThan(0);
    expect((await api('onboarding').get('/dashboard/widgets/onboarding/')).statusCode).toBe(403);
  });

  it('answers nothing of another organisation', async () => {
    const id = await accepted();
    const theirs = as(test, other, otherRm);
    expect((await theirs.get('/hiring/offers/')).json().count).toBe(0);
    expect((await theirs.get(`/hiring/offers/${id}/`)).statusCode).toBe(404);
    expect(
      (await theirs.post(`/hiring/offers/${id}/decision/`, { decision: 'decline', reason: 'x' })).statusCode,
    ).toBe(404);
  });
});
