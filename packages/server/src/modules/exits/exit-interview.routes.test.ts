import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit } from '../../test/exit-factories';
import {
  as,
  buildOrganization,
  buildSignedInEmployee,
  buildSignedInPeople,
  userIdsByName,
} from '../../test/factories';
import { buildForm } from '../../test/forms-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let otherManager: string | undefined;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      exits: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER],
      ceo: [ROLES.CEO],
      finance: [ROLES.EMPLOYEE, ROLES.FINANCE_EXECUTIVE],
      admin: [ROLES.ORG_ADMIN],
      colleague: [ROLES.EMPLOYEE],
    },
    'interview.test',
  );
  ids = await userIdsByName(test, org);
  ({ exits: otherManager } = await buildSignedInPeople(
    test,
    other,
    { exits: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER] },
    'other-interview.test',
  ));
});
afterAll(() => test.close());

const path = (exitId: number) => `/employee-exit/exits/${exitId}/interview/`;
const GOOD = { reason: 'Relocation', rejoin: 'Yes' };

let serial = 0;
/** A leaver, signed in, with an exit in notice started by the exit manager. */
async function newLeaver() {
  serial += 1;
  const leaver = await buildSignedInEmployee(test, org, { email: `leaver${serial}@interview.test` });
  const exit = await buildExit(test.ctx, org, { employeeId: leaver.employeeId, by: ids.exits as number });
  return { ...leaver, exitId: exit.id };
}

/** What the bell holds for someone: each notification's action and text. */
const bellOf = (userId: number) =>
  withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ action: string; text: string }>(
      tx,
      sql`select action, notification_text as text from notifications
        where organization_id = ${org} and recipient_user_id = ${userId} order by id`,
    ),
  );

describe('the exit interview', () => {
  it('offers nothing to fill in while no exit interview form is active', async () => {
    const { exitId, userId } = await newLeaver();
    expect((await bellOf(userId)).map((note) => note.action)).not.toContain('leaver:exit-interview');
    const response = await as(test, org, tokens.exits as string).get(path(exitId));
    expect(response.json()).toEqual({ form: null, answer: null, may_answer: false });
    const sent = await as(test, org, tokens.exits as string).post(path(exitId), {
      form_version_id: 999999,
      answers: GOOD,
    });
    expect(sent.json().code).toBe('form_not_published');
  });

  it('the leaver fills in their own, once, and reads it back with the version’s labels', async () => {
    const { version } = await buildForm(test.ctx, org, { name: 'Leaver interview', publish: true });
    const leaver = await newLeaver();
    const mine = as(test, org, leaver.token);
    const offered = await mine.get(path(leaver.exitId));
    expect(offered.json()).toMatchObject({
      form: { id: version.id, name: 'Leaver interview' },
      may_answer: true,
    });

    const missing = await mine.post(path(leaver.exitId), {
      form_version_id: version.id,
      answers: { reason: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'form_answer_invalid',
      codes: { reason: ['required'], rejoin: ['required'] },
    });

    const wrongOption = await mine.post(path(leaver.exitId), {
      form_version_id: version.id,
      answers: { reason: 'Relocation', rejoin: 'Perhaps' },
    });
    expect(wrongOption.json()).toMatchObject({
      code: 'form_answer_invalid',
      codes: { rejoin: ['not_an_option'] },
    });

    const saved = await mine.post(path(leaver.exitId), { form_version_id: version.id, answers: GOOD });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      form: { id: version.id },
      answer: { form_version_id: version.id, answers: GOOD, answered_by: { id: leaver.userId } },
      may_answer: false,
    });

    const twice = await mine.post(path(leaver.exitId), { form_version_id: version.id, answers: GOOD });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('form_already_answered');

    const audit = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where organization_id = ${org}
          and action in ('form_answer.create', 'exit.interview_answer') and (
            (entity_type = 'employee_exit' and entity_id = ${String(leaver.exitId)})
            or (entity_type = 'form_answer' and entity_id = ${String(saved.json().answer.id)}))
          order by id`,
      ),
    );
    expect(audit.map((row) => row.action)).toEqual(['form_answer.create', 'exit.interview_answer']);
  });

  it('the exit manager fills in any exit’s and reads it; the CEO reads it too', async () => {
    const { version } = await buildForm(test.ctx, org, { name: 'Manager interview', publish: true });
    const leaver = await newLeaver();
    const saved = await as(test, org, tokens.exits as string).post(path(leaver.exitId), {
      form_version_id: version.id,
      answers: GOOD,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().answer.answered_by.id).toBe(ids.exits);
    for (const who of ['exits', 'ceo']) {
      const read = await as(test, org, tokens[who] as string).get(path(leaver.exitId));
      expect(read.json().answer.answers).toEqual(GOOD);
    }
    expect((await as(test, org, leaver.token).get(path(leaver.exitId))).json().answer.answers).toEqual(GOOD);
  });

  it.each(['colleague', 'finance', 'admin'])(
    '%s neither reads nor fills in another’s interview',
    async (who) => {
      const { version } = await buildForm(test.ctx, org, { name: `${who} interview`, publish: true });
      const leaver = await newLeaver();
      const api = as(test, org, tokens[who] as string);
      expect((await api.get(path(leaver.exitId))).statusCode).toBe(403);
      const sent = await api.post(path(leaver.exitId), { form_version_id: version.id, answers: GOOD });
      expect(sent.statusCode).toBe(403);
      // An id that names no exit is refused alike.
      expect((await api.get(path(99999999))).statusCode).toBe(403);
    },
  );

  it('one leaver does not read another’s answers', async () => {
    const { version } = await buildForm(test.ctx, org, { name: 'Private interview', publish: true });
    const first = await newLeaver();
    const second = await newLeaver();
    await as(test, org, first.token).post(path(first.exitId), { form_version_id: version.id, answers: GOOD });
    expect((await as(test, org, second.token).get(path(first.exitId))).statusCode).toBe(403);
  });

  it('answers keep the version they were given on after a new one is published', async () => {
    const { formId, version } = await buildForm(test.ctx, org, {
      name: 'Versioned interview',
      publish: true,
    });
    const answered = await newLeaver();
    const opened = await newLeaver();
    await as(test, org, answered.token).post(path(answered.exitId), {
      form_version_id: version.id,
      answers: GOOD,
    });

    const admin = as(test, org, tokens.admin as string);
    await admin.put(`/forms/forms/${formId}/`, {
      name: 'Versioned interview, shorter',
      fields: [{ key: 'comments', label: 'Anything else?', kind: 'long_text', max_length: 1000 }],
    });
    const published = await admin.post(`/forms/forms/${formId}/publish/`);
    const newVersion = published.json().current.id;

    const read = await as(test, org, tokens.exits as string).get(path(answered.exitId));
    expect(read.json()).toMatchObject({
      form: { id: version.id, status: 'retired', name: 'Versioned interview' },
      answer: { form_version_id: version.id, answers: GOOD },
    });
    expect(read.json().form.fields.map((field: { label: string }) => field.label)).toEqual([
      'Reason',
      'Would rejoin',
    ]);

    // A leaver who opened the old version is told the form changed; the new one is offered.
    const stale = await as(test, org, opened.token).post(path(opened.exitId), {
      form_version_id: version.id,
      answers: GOOD,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('form_version_changed');
    expect((await as(test, org, opened.token).get(path(opened.exitId))).json().form.id).toBe(newVersion);
  });

  it('another organisation’s exit manager reaches none of this one’s interviews', async () => {
    const leaver = await newLeaver();
    const theirs = as(test, other, otherManager as string);
    expect((await theirs.get(path(leaver.exitId))).statusCode).toBe(404);
    expect((await theirs.post(path(leaver.exitId), { form_version_id: 1, answers: GOOD })).statusCode).toBe(
      404,
    );
  });
});

describe('the leaver’s own exit', () => {
  const MINE = '/employee-exit/my-exit/';

  it('is found by the leaver alone, and no longer once it is withdrawn', async () => {
    const leaver = await newLeaver();
    const mine = await as(test, org, leaver.token).get(MINE);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().exit).toMatchObject({
      id: leaver.exitId,
      status: 'in-notice',
      employee: { user_id: leaver.userId },
    });
    expect((await as(test, org, tokens.colleague as string).get(MINE)).json()).toEqual({ exit: null });
    expect((await as(test, other, otherManager as string).get(MINE)).json()).toEqual({ exit: null });

    const withdrawn = await as(test, org, tokens.exits as string).post(
      `/employee-exit/exits/${leaver.exitId}/withdraw/`,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect((await as(test, org, leaver.token).get(MINE)).json()).toEqual({ exit: null });
  });

  it('tells the leaver their interview is ready, once a form is active', async () => {
    await buildForm(test.ctx, org, { name: 'Ready interview', publish: true });
    const leaver = await newLeaver();
    const told = (await bellOf(leaver.userId)).filter((note) => note.action === 'leaver:exit-interview');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toMatch(
      /^Your exit interview is ready: please fill it in before your last working day, \d{2}-\w{3}-\d{4}$/,
    );
  });
});
