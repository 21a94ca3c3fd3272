import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { bearer, buildEmployee, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, multipart, workbookOf } from '../../test/uploads';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let code: string;
let employeeId: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { hr: [ROLES.EMPLOYEE_MANAGER], admin: [ROLES.ORG_ADMIN] },
    'detail-imports.test',
  );
  const { employee } = await buildEmployee(test.ctx, org);
  code = employee.code;
  employeeId = employee.id;
  for (const name of ['TypeScript', 'Go']) {
    const skill = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/setup/skills/`,
      headers: bearer(tokens.admin as string),
      payload: { name },
    });
    expect(skill.statusCode, skill.body).toBe(201);
  }
});
afterAll(() => test.close());

async function importRows(kind: string, rows: (string | number | null)[][], who = 'hr') {
  const body = multipart(
    { mode: 'all_or_nothing' },
    { name: `${kind}.xlsx`, content: await workbookOf(rows) },
  );
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/${org}/imports/${kind}/`,
    headers: { ...bearer(tokens[who] as string), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 202) return response;
  return finishedTask(
    test,
    `/api/${org}/tasks-queue/tasks/${response.json().id}/`,
    bearer(tokens[who] as string),
  );
}

const BANK = ['Employee Code', 'Bank Name', 'Account Holder', 'Account Number', 'IFSC', 'Branch', 'Primary'];

describe('employee bank details import', () => {
  it('adds sealed accounts, makes the first primary, updates a known account and moves the primary', async () => {
    const first = await importRows('employee_bank_details', [
      BANK,
      [code, 'HDFC Bank', 'A Person', '5010011112222', 'hdfc0001234', 'Pune', 'No'],
    ]);
    expect(first).toMatchObject({ status: 'done', result: { records_added: 1 } });
    const second = await importRows('employee_bank_details', [
      BANK,
      [code, 'HDFC Bank', 'A Person', '5010011112222', 'HDFC0001234', 'Mumbai', 'No'],
      [code, 'ICICI Bank', 'A Person', '0001234567', 'ICIC0000001', null, 'Yes'],
    ]);
    expect(second).toMatchObject({ status: 'done', result: { records_added: 1, records_updated: 1 } });
    const rows = await queryRows<{ bank_name: string; branch: string; is_primary: boolean; sealed: string }>(
      test.ctx.database.db,
      sql`select bank_name, branch, is_primary, account_number_sealed as sealed from employee_bank_details
          where employee_id = ${employeeId} order by id`,
    );
    expect(rows.map(({ bank_name, branch, is_primary }) => [bank_name, branch, is_primary])).toEqual([
      ['HDFC Bank', 'Mumbai', false],
      ['ICICI Bank', null, true],
    ]);
    expect(rows.some((row) => row.sealed.includes('5010011112222'))).toBe(false);
  });

  it('reports unknown codes and bad numbers by row, writing nothing', async () => {
    const task = await importRows('employee_bank_details', [
      BANK,
      ['NOPE-1', 'HDFC Bank', 'X', '5010011113333', 'HDFC0001234', null, null],
      [code, 'HDFC Bank', 'X', '12ab', 'HDFC1234', null, null],
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { code: ['There is no employee with code "NOPE-1".'] },
      '3': { account_number: ['Enter 6 to 20 digits.'], ifsc: ['Enter an IFSC like HDFC0001234.'] },
    });
  });

  it('is for employee managers', async () => {
    const response = await importRows('employee_bank_details', [BANK], 'admin');
    expect(response.statusCode).toBe(403);
  });
});

describe('employee skills import', () => {
  const SKILLS = ['Employee Code', 'Skill', 'Level'];

  it('adds skills from the catalogue and updates levels', async () => {
    expect(
      await importRows('employee_skills', [SKILLS, [code, 'typescript', 'Expert'], [code, 'Go', null]]),
    ).toMatchObject({ status: 'done', result: { records_added: 2 } });
    expect(await importRows('employee_skills', [SKILLS, [code, 'Go', 'I']])).toMatchObject({
      status: 'done',
      result: { records_updated: 1 },
    });
    const rows = await queryRows<{ name: string; level: string }>(
      test.ctx.database.db,
      sql`select s.name, es.level from employee_skills es join skills s on s.id = es.skill_id
          where es.employee_id = ${employeeId} order by s.name`,
    );
    expect(rows).toEqual([
      { name: 'Go', level: 'I' },
      { name: 'TypeScript', level: 'E' },
    ]);
  });

  it('refuses skills outside the catalogue, unknown levels and repeated rows', async () => {
    const task = await importRows('employee_skills', [
      SKILLS,
      [code, 'Cobol', 'Expert'],
      [code, 'Go', 'Guru'],
      [code, 'TypeScript', 'E'],
      [code, 'typescript', 'I'],
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors['2']).toEqual({ skill: ['"Cobol" is not in the skills catalogue.'] });
    expect(task.errors.row_errors['3']).toEqual({ level: ['Use Beginner, Intermediate or Expert.'] });
    expect(task.errors.duplicate_rows).toHaveLength(1);
  });
});
