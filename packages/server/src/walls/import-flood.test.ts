import {
  MAX_REPORTED_DUPLICATE_ROWS,
  MAX_REPORTED_DUPLICATES,
  MAX_UPLOAD_ROWS,
  ROLES,
} from '@atrium/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildOrganization, buildSignedInPeople } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { finishedTask, multipart } from '../test/uploads';

let test: TestApp;
let org: number;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { ceo: [ROLES.CEO] }, 'import-flood.test')).ceo as string;
});
afterAll(() => test.close());

/** A skills workbook: the header, then `count` rows, each with the name `nameOf(row index)`. */
async function skillsWorkbook(count: number, nameOf: (index: number) => string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Skill']);
  for (let index = 0; index < count; index += 1) sheet.addRow([nameOf(index)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (content: Buffer) => {
  const body = multipart({ mode: 'skip_invalid_rows' }, { name: 'skills.xlsx', content });
  return test.app.inject({
    method: 'POST',
    url: `/api/${org}/imports/organisation_skills/`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

/** Asks /healthz every few milliseconds until `done` settles; the slowest answer, in ms. */
async function slowestHealthCheckWhile<T>(done: Promise<T>): Promise<{ slowest: number; value: T }> {
  let settled = false;
  let slowest = 0;
  const watching = (async () => {
    while (!settled) {
      const started = performance.now();
      await test.app.inject({ url: '/healthz' });
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const value = await done.finally(() => {
    settled = true;
  });
  await watching;
  return { slowest, value };
}

describe('an upload of one key repeated', () => {
  it('is checked in linear time, reports a capped list and keeps the API answering', async () => {
    const response = await upload(await skillsWorkbook(20_000, () => 'Java'));
    expect(response.statusCode, response.body).toBe(202);
    const url = `/api/${org}/tasks-queue/tasks/${response.json().id}/`;
    const { slowest, value: task } = await slowestHealthCheckWhile(
      finishedTask(test, url, bearer(token), 60_000),
    );
    expect(task).toMatchObject({ status: 'done' });
    expect(task.result).toMatchObject({ records_added: 1, records_skipped: 19_999 });
    expect(task.errors.duplicate_rows).toHaveLength(1);
    expect(task.errors.duplicate_rows[0].rows).toHaveLength(MAX_REPORTED_DUPLICATE_ROWS);
    expect(slowest).toBeLessThan(250);
  });

  it('names at most MAX_REPORTED_DUPLICATES repeated values', async () => {
    const response = await upload(await skillsWorkbook(1_000, (index) => `Skill ${index % 300}`));
    const task = await finishedTask(
      test,
      `/api/${org}/tasks-queue/tasks/${response.json().id}/`,
      bearer(token),
    );
    expect(task.errors.duplicate_rows).toHaveLength(MAX_REPORTED_DUPLICATES);
  });
});

describe('upload limits', () => {
  // Writing and then reading a hundred thousand rows takes 3 s on a quiet machine and three times that beside
  // other work: the task's own 60 s wait is the limit that matters.
  it(`fails a file of more than ${MAX_UPLOAD_ROWS} rows with too_many_rows`, async () => {
    const response = await upload(await skillsWorkbook(MAX_UPLOAD_ROWS + 1, () => 'Go'));
    expect(response.statusCode, response.body).toBe(202);
    const task = await finishedTask(
      test,
      `/api/${org}/tasks-queue/tasks/${response.json().id}/`,
      bearer(token),
      60_000,
    );
    expect(task.status).toBe('failed');
    expect(task.errors.file_error_code).toBe('too_many_rows');
  }, 90_000);

  it('refuses a workbook that says it inflates past the limit, before any job', async () => {
    const content = await skillsWorkbook(3, () => 'Rust');
    // Claim 2 GB for the first entry in the central directory, as a zip bomb's directory does.
    const directory = content.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    content.writeUInt32LE(0x7fff_ffff, directory + 24);
    const response = await upload(content);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      codes: { file: ['uncompressed_too_large'] },
    });
  });
});
