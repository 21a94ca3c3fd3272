import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { buildExit } from '../../test/exit-factories';
import {
  as,
  bearer,
  buildOrganization,
  buildSignedInEmployee,
  buildSignedInPeople,
  userIdsByName,
} from '../../test/factories';
import { buildForm, SAMPLE_FIELDS } from '../../test/forms-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let otherManager: string;
let versionId: number;

const FIELDS = [
  ...SAMPLE_FIELDS,
  {
    key: 'letter',
    label: 'Resignation letter',
    kind: 'file' as const,
    max_files: 3 as const,
    allowed_types: ['pdf' as const, 'png' as const],
  },
];
const GOOD = { reason: 'Relocation', rejoin: 'Yes' };
const pdf = (text = 'a letter') => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(text)]);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx, { name: 'Other' })).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { exits: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER], colleague: [ROLES.EMPLOYEE] },
    'interview-files.test',
  );
  ids = await userIdsByName(test, org);
  otherManager = (
    await buildSignedInPeople(
      test,
      other,
      { exits: [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER] },
      'other-files.test',
    )
  ).exits as string;
  versionId = (await buildForm(test.ctx, org, { fields: FIELDS, publish: true })).version.id;
});
afterAll(() => test.close());

let serial = 0;
async function newLeaver() {
  serial += 1;
  const leaver = await buildSignedInEmployee(test, org, { email: `leaver${serial}@interview-files.test` });
  const exit = await buildExit(test.ctx, org, { employeeId: leaver.employeeId, by: ids.exits as number });
  return { ...leaver, exitId: exit.id };
}

const filesPath = (exitId: number, organizationId = org) =>
  `/api/${organizationId}/employee-exit/exits/${exitId}/interview/files/`;

function upload(
  token: string,
  exitId: number,
  file: { name: string; content: Buffer },
  field = 'letter',
  organizationId = org,
) {
  const body = multipart({}, file);
  return test.app.inject({
    method: 'POST',
    url: `${filesPath(exitId, organizationId)}?field=${field}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
const download = (token: string, exitId: number, fileId: number, organizationId = org) =>
  test.app.inject({ url: `${filesPath(exitId, organizationId)}${fileId}/`, headers: bearer(token) });
const answer = (token: string, exitId: number, answers: object) =>
  as(test, org, token).post(`/employee-exit/exits/${exitId}/interview/`, {
    form_version_id: versionId,
    answers: { ...GOOD, ...answers },
  });

describe('files of the exit interview', () => {
  it('are uploaded by the leaver, named by the answer, and downloaded as they were sent', async () => {
    const leaver = await newLeaver();
    const content = pdf('my resignation');
    const uploaded = await upload(leaver.token, leaver.exitId, { name: 'Letter.pdf', content });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json();
    expect(file).toEqual({
      name: 'Letter.pdf',
      size: content.length,
      type: 'pdf',
      file_id: expect.any(Number),
    });
    // A file not yet in an answer is not read back.
    expect((await download(leaver.token, leaver.exitId, file.file_id)).statusCode).toBe(404);

    const saved = await answer(leaver.token, leaver.exitId, {
      letter: [{ ...file, name: 'Renamed.pdf', size: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().answer.answers.letter).toEqual([file]);

    for (const token of [leaver.token, tokens.exits as string]) {
      const got = await download(token, leaver.exitId, file.file_id);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Letter.pdf");
      expect(got.rawPayload.equals(content)).toBe(true);
    }
  });

  it.each([
    [
      'a type the question does not allow',
      { name: 'notes.txt', content: Buffer.from('hello') },
      415,
      'unsupported_media_type',
    ],
    [
      'content that is not what its name says',
      { name: 'fake.pdf', content: Buffer.from('MZ not a pdf') },
      415,
      'unsupported_media_type',
    ],
    [
      'a file over 10 MB',
      { name: 'big.pdf', content: pdf('x'.repeat(10 * 1024 * 1024)) },
      413,
      'payload_too_large',
    ],
  ])('refuses %s', async (_what, file, status, code) => {
    const leaver = await newLeaver();
    const refused = await upload(leaver.token, leaver.exitId, file);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().code).toBe(code);
    const kept = await queryRows<{ id: number }>(
      test.ctx.database.db,
      sql`select id from form_files where organization_id = ${org} and record_id = ${leaver.exitId}`,
    );
    expect(kept).toEqual([]);
  });

  it('refuses an upload for a question that takes no files', async () => {
    const leaver = await newLeaver();
    const refused = await upload(leaver.token, leaver.exitId, { name: 'a.pdf', content: pdf() }, 'reason');
    expect(refused.json()).toMatchObject({ code: 'invalid', codes: { field: ['invalid'] } });
  });

  it('refuses an answer naming a file not uploaded by the one answering, for this exit', async () => {
    const first = await newLeaver();
    const second = await newLeaver();
    const theirs = (await upload(first.token, first.exitId, { name: 'a.pdf', content: pdf() })).json();
    for (const letter of [[theirs], [{ name: 'b.pdf', size: 10, type: 'pdf' }]]) {
      const refused = await answer(second.token, second.exitId, { letter });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'form_file_not_uploaded',
        codes: { letter: ['form_file_not_uploaded'] },
      });
    }
  });

  it('are not read by a colleague, nor from another organisation', async () => {
    const leaver = await newLeaver();
    const file = (await upload(leaver.token, leaver.exitId, { name: 'a.pdf', content: pdf() })).json();
    expect((await answer(leaver.token, leaver.exitId, { letter: [file] })).statusCode).toBe(201);
    expect((await download(tokens.colleague as string, leaver.exitId, file.file_id)).statusCode).toBe(403);
    const uploaded = await upload(tokens.colleague as string, leaver.exitId, {
      name: 'b.pdf',
      content: pdf(),
    });
    expect(uploaded.statusCode).toBe(403);
    expect((await download(otherManager, leaver.exitId, file.file_id, other)).statusCode).toBe(404);
  });

  it('go with their answer', async () => {
    const leaver = await newLeaver();
    const file = (await upload(leaver.token, leaver.exitId, { name: 'a.pdf', content: pdf() })).json();
    const saved = await answer(leaver.token, leaver.exitId, { letter: [file] });
    await test.ctx.database.db.execute(
      sql`delete from form_answers where organization_id = ${org} and id = ${saved.json().answer.id}`,
    );
    const left = await queryRows<{ id: number }>(
      test.ctx.database.db,
      sql`select id from form_files where organization_id = ${org} and id = ${file.file_id}`,
    );
    expect(left).toEqual([]);
  });
});
