import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { bearer, buildOrganization, buildSignedInEmployee } from '../../test/factories';
import { buildLeaveType, buildLeaveYear } from '../../test/leave-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf, uploadRows } from '../../test/uploads';

/** Dates in 2030, the active leave year the tests open: 1 March 2030 is a Friday. 2031 is open, 2029 closed. */
let test: TestApp;
let org: number;
let bare: number;
const tokens: Record<string, string> = {};
const employees: Record<string, { id: number; code: string; userId: number }> = {};
const typeIds: Record<string, number> = {};

async function person(name: string, roles: string[], orgId = org) {
  const built = await buildSignedInEmployee(test, orgId, {
    email: `${name}@leave-imports.test`,
    roles: roles as never,
  });
  employees[name] = { id: built.employeeId, code: built.code, userId: built.userId };
  tokens[name] = built.token;
}

const call = (who: string, method: string, path: string, payload?: unknown, orgId = org) =>
  test.app.inject({
    method: method as 'GET',
    url: `/api/${orgId}/leave-portal/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const importRows = (
  kind: string,
  rows: (string | number | null)[][],
  { who = 'admin', mode = 'all_or_nothing', orgId = org } = {},
) => uploadRows(test, { orgId, token: tokens[who] as string, kind, mode }, rows);

interface LedgerRow {
  kind: string;
  quantity: number;
  reason: string | null;
  request_id: number | null;
  dedupe_key: string | null;
  created_by_user_id: number | null;
}

async function ledgerOf(name: string, type: string) {
  return queryRows<LedgerRow>(
    test.ctx.database.db,
    sql`select l.kind, l.quantity::float8 as quantity, l.reason, l.request_id, l.dedupe_key, l.created_by_user_id
        from leave_ledger_entries l join leave_configurations y on y.id = l.leave_year_id
        where l.organization_id = ${org} and l.employee_id = ${employees[name]?.id}
          and l.leave_type_id = ${typeIds[type]} and y.is_active
        order by l.id`,
  );
}

async function balanceOf(name: string, type: string) {
  const response = await call('admin', 'GET', `balances/?employee_id=${employees[name]?.id}`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { results: { leave_type: { code: string }; balance: number }[] };
  return body.results.find((row) => row.leave_type.code === type)?.balance;
}

async function auditCount(action: string, orgId = org) {
  const [row] = await queryRows<{ count: number }>(
    test.ctx.database.db,
    sql`select count(*)::int as count from audit_events where organization_id = ${orgId} and action = ${action}`,
  );
  return row?.count ?? 0;
}

async function requestsOf(name: string) {
  return queryRows<{
    id: number;
    number: number;
    type: string;
    start_date: string;
    end_date: string;
    start_half: boolean;
    end_half: boolean;
    quantity: number;
    reason: string;
    status: string;
    approval_stage: string | null;
    decided_by_user_id: number | null;
    decision_comment: string | null;
    decided_at: Date | null;
  }>(
    test.ctx.database.db,
    sql`select r.id, r.number, t.code as type, r.start_date::text, r.end_date::text, r.start_half, r.end_half,
          r.quantity::float8 as quantity, r.reason, r.status, r.approval_stage, r.decided_by_user_id,
          r.decision_comment, r.decided_at
        from leave_requests r join leave_types t on t.id = r.leave_type_id
        where r.organization_id = ${org} and r.employee_id = ${employees[name]?.id}
        order by r.start_date, r.id`,
  );
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Leave Imports Org' })).id;
  bare = (await buildOrganization(test.ctx, { name: 'No Leave Year Org' })).id;
  await person('admin', [ROLES.LMS_ADMIN]);
  await person('asha', [ROLES.EMPLOYEE]);
  await person('ravi', [ROLES.EMPLOYEE]);
  await person('bareAdmin', [ROLES.LMS_ADMIN], bare);

  for (const start of ['2030-01-01', '2031-01-01', '2029-01-01']) await buildLeaveYear(test.ctx, org, start);
  // A closed year without the year-end's postings, which would move the balances these imports are checked on.
  await test.ctx.database.db.execute(
    sql`update leave_configurations set closed_at = now() where organization_id = ${org} and start_date = '2029-01-01'`,
  );
  const addLeaveType = async (input: Parameters<typeof buildLeaveType>[2]) =>
    (await buildLeaveType(test.ctx, org, input)).id;
  typeIds.CL = await addLeaveType({ sandwich_weekends: true });
  typeIds.LOP = await addLeaveType({
    code: 'LOP',
    name: 'Loss of pay',
    kind: 'unpaid',
    annual_quantity: 0,
    allow_negative: true,
  });
  typeIds.FD = await addLeaveType({ code: 'FD', name: 'Full days only', allow_half_day: false });
  typeIds.PH = await addLeaveType({
    code: 'PH',
    name: 'Permission hours',
    unit: 'hours',
    annual_quantity: 16,
    allow_half_day: false,
  });
  await buildLeaveType(test.ctx, bare);
});
afterAll(() => test.close());

const BALANCES = ['Employee Code', 'Leave Type', 'Balance', 'Reason'];
const PAST = [
  'Employee Code',
  'Leave Type',
  'Start Date',
  'End Date',
  'Half Day Start',
  'Half Day End',
  'Reason',
];

describe('templates', () => {
  it.each([
    ['leave-balances-template.xlsx', BALANCES],
    ['past-leaves-template.xlsx', PAST],
  ])('serves %s with its columns', async (file, headers) => {
    const response = await test.app.inject({ url: `/api/public/templates/${file}` });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    expect(rows.some((row) => headers.every((header, index) => row[index] === header))).toBe(true);
  });
});

describe('leave balances upload', () => {
  it('sets balances in the active year with one adjustment of the difference each, audited', async () => {
    const { code: asha } = employees.asha as { code: string };
    const { code: ravi } = employees.ravi as { code: string };
    const first = await importRows('leave_balances', [
      BALANCES,
      [asha, 'CL', 10, null],
      [asha.toLowerCase(), 'lop', -2, null],
      [ravi, 'CL', 7.5, 'Migrated from the old HRMS'],
    ]);
    expect(first).toMatchObject({ status: 'done', result: { records_added: 3, records_updated: 0 } });
    expect(await ledgerOf('ravi', 'CL')).toEqual([
      {
        kind: 'adjustment',
        quantity: 7.5,
        reason: 'Migrated from the old HRMS',
        request_id: null,
        dedupe_key: null,
        created_by_user_id: employees.admin?.userId,
      },
    ]);
    expect(await balanceOf('asha', 'LOP')).toBe(-2);

    const second = await importRows('leave_balances', [BALANCES, [asha, 'CL', 12, null]]);
    expect(second).toMatchObject({ status: 'done', result: { records_added: 0, records_updated: 1 } });
    expect(
      (await ledgerOf('asha', 'CL')).map(({ kind, quantity, reason }) => [kind, quantity, reason]),
    ).toEqual([
      ['adjustment', 10, 'Balance set by upload'],
      ['adjustment', 2, 'Balance set by upload'],
    ]);
    expect(await balanceOf('asha', 'CL')).toBe(12);
    expect(await auditCount('leave_balance.upload')).toBe(4);
    const [audit] = await queryRows<{ entity_id: string; before: unknown; after: unknown }>(
      test.ctx.database.db,
      sql`select entity_id, before, after from audit_events
          where organization_id = ${org} and action = 'leave_balance.upload' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      entity_id: String(employees.asha?.id),
      before: { leave_type_id: typeIds.CL, balance: 10 },
      after: { leave_type_id: typeIds.CL, balance: 12, adjustment: 2 },
    });
  });

  it('changes nothing when the same file is uploaded again', async () => {
    const rows = [BALANCES, [employees.ravi?.code as string, 'CL', 5, null]];
    expect(await importRows('leave_balances', rows)).toMatchObject({ status: 'done' });
    const ledger = await ledgerOf('ravi', 'CL');
    const audits = await auditCount('leave_balance.upload');
    const again = await importRows('leave_balances', rows);
    expect(again).toMatchObject({
      status: 'done',
      errors: null,
      result: { records_added: 0, records_updated: 0, records_skipped: 0 },
    });
    expect(await ledgerOf('ravi', 'CL')).toEqual(ledger);
    expect(await auditCount('leave_balance.upload')).toBe(audits);
    expect(await balanceOf('ravi', 'CL')).toBe(5);
  });

  it('reports unknown codes and types, bad numbers and negatives the type forbids, writing nothing', async () => {
    const asha = employees.asha?.code as string;
    const audits = await auditCount('leave_balance.upload');
    const task = await importRows('leave_balances', [
      BALANCES,
      ['NOBODY-1', 'CL', 3, null],
      [asha, 'XX', 3, null],
      [asha, 'CL', 'plenty', null],
      [asha, 'FD', 2.3, null],
      [asha, 'PH', -1, null],
      [asha, 'LOP', -4, null],
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { code: ['There is no employee with code "NOBODY-1".'] },
      '3': { leave_type: ['There is no leave type with code "XX".'] },
      '4': { balance: ['Enter a number.'] },
      '5': { balance: ['Enter the balance in halves, e.g. 7.5.'] },
      '6': { balance: ['PH balances cannot be below 0.'] },
    });
    expect(task.result).toMatchObject({ records_added: 0, records_updated: 0, records_skipped: 6 });
    expect(await balanceOf('asha', 'LOP')).toBe(-2);
    expect(await auditCount('leave_balance.upload')).toBe(audits);
  });

  it('refuses every row while no leave year is active', async () => {
    await person('bareAsha', [ROLES.EMPLOYEE], bare);
    const task = await importRows(
      'leave_balances',
      [BALANCES, [employees.bareAsha?.code as string, 'CL', 4, null]],
      {
        who: 'bareAdmin',
        orgId: bare,
      },
    );
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { balance: ['No leave year is active to set the balance in.'] },
    });
    expect(await auditCount('leave_balance.upload', bare)).toBe(0);
  });

  it('is refused to a plain employee', async () => {
    const response = await importRows(
      'leave_balances',
      [BALANCES, [employees.asha?.code as string, 'CL', 30, null]],
      {
        who: 'asha',
      },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('past leaves upload', () => {
  it('records approved requests counted on the year’s calendar, with their ledger debits', async () => {
    const asha = employees.asha?.code as string;
    const ravi = employees.ravi?.code as string;
    const applied = await call('asha', 'POST', 'leave-requests/', {
      leave_type_id: typeIds.CL,
      start_date: '2030-06-03',
      end_date: '2030-06-03',
      start_half: false,
      end_half: false,
      reason: 'Before the upload',
    });
    expect(applied.statusCode).toBe(201);
    const before = (applied.json() as { number?: number; id: number }).id;
    const [{ number: lastNumber } = { number: 0 }] = await queryRows<{ number: number }>(
      test.ctx.database.db,
      sql`select max(number) as number from leave_requests where organization_id = ${org}`,
    );
    expect(lastNumber).toBeGreaterThan(0);

    const task = await importRows('past_leaves', [
      PAST,
      [asha, 'CL', '2030-03-04', '2030-03-06', null, null, 'Family visit'],
      [asha, 'cl', '2030-03-08', '2030-03-11', 'No', 'No', null],
      [ravi, 'CL', '2030-03-04', '2030-03-04', 'Yes', null, null],
      [ravi, 'LOP', '2031-01-06', '2031-01-07', null, 'Yes', null],
    ]);
    expect(task).toMatchObject({ status: 'done', errors: null, result: { records_added: 4 } });

    const ashas = (await requestsOf('asha')).filter((request) => request.id !== before);
    expect(
      ashas.map(({ type, start_date, end_date, quantity, reason }) => [
        type,
        start_date,
        end_date,
        quantity,
        reason,
      ]),
    ).toEqual([
      ['CL', '2030-03-04', '2030-03-06', 3, 'Family visit'],
      // Friday to Monday: the weekend between counts under CL's sandwich rule.
      ['CL', '2030-03-08', '2030-03-11', 4, 'Past leave'],
    ]);
    for (const request of ashas) {
      expect(request).toMatchObject({
        status: 'approved',
        approval_stage: null,
        decided_by_user_id: employees.admin?.userId,
        decision_comment: 'Recorded by upload',
      });
      expect(request.decided_at).not.toBeNull();
    }
    const ravis = await requestsOf('ravi');
    expect(
      ravis.map(({ type, quantity, start_half, end_half }) => [type, quantity, start_half, end_half]),
    ).toEqual([
      ['CL', 0.5, true, false],
      ['LOP', 1.5, false, true],
    ]);
    const numbers = [...ashas, ...ravis].map((request) => request.number).sort((a, b) => a - b);
    expect(numbers).toEqual([lastNumber + 1, lastNumber + 2, lastNumber + 3, lastNumber + 4]);

    const debits = (await ledgerOf('asha', 'CL')).filter((entry) => entry.kind === 'leave_taken');
    expect(debits).toEqual(
      ashas.map((request) => ({
        kind: 'leave_taken',
        quantity: -request.quantity,
        reason: null,
        request_id: request.id,
        dedupe_key: `past:${request.id}`,
        created_by_user_id: employees.admin?.userId,
      })),
    );
    // 12 set by upload, less 3 and 4 taken (the pending request is not yet in the ledger).
    expect(await balanceOf('asha', 'CL')).toBe(5);
    expect(await balanceOf('ravi', 'CL')).toBe(4.5);
    const [ravisLop] = await queryRows<{ quantity: number; year: string }>(
      test.ctx.database.db,
      sql`select l.quantity::float8 as quantity, y.start_date::text as year from leave_ledger_entries l
          join leave_configurations y on y.id = l.leave_year_id
          where l.organization_id = ${org} and l.employee_id = ${employees.ravi?.id} and l.leave_type_id = ${typeIds.LOP}`,
    );
    expect(ravisLop).toEqual({ quantity: -1.5, year: '2031-01-01' });
    expect(await auditCount('leave_request.upload')).toBe(4);
  });

  it('skips rows already on record when the same file is uploaded again', async () => {
    const asha = employees.asha?.code as string;
    const rows = [
      PAST,
      [asha, 'CL', '2030-03-04', '2030-03-06', null, null, 'Family visit'],
      [asha, 'CL', '2030-03-08', '2030-03-11', 'No', 'No', null],
    ];
    const requests = await requestsOf('asha');
    const ledger = await ledgerOf('asha', 'CL');
    const again = await importRows('past_leaves', rows);
    expect(again).toMatchObject({
      status: 'done',
      errors: null,
      result: { records_added: 0, records_updated: 0 },
    });
    expect(await requestsOf('asha')).toEqual(requests);
    expect(await ledgerOf('asha', 'CL')).toEqual(ledger);
    expect(await auditCount('leave_request.upload')).toBe(4);
  });

  it('reports unknown codes and types, hourly types, years not open and overlapping dates by row', async () => {
    const asha = employees.asha?.code as string;
    const ravi = employees.ravi?.code as string;
    const task = await importRows(
      'past_leaves',
      [
        PAST,
        ['NOBODY-1', 'CL', '2030-05-06', '2030-05-06', null, null, null],
        [asha, 'XX', '2030-05-06', '2030-05-06', null, null, null],
        [asha, 'PH', '2030-05-07', '2030-05-07', null, null, null],
        [asha, 'CL', '2029-05-07', '2029-05-07', null, null, null],
        [asha, 'CL', '2032-05-07', '2032-05-07', null, null, null],
        [asha, 'CL', '2030-12-30', '2031-01-02', null, null, null],
        [asha, 'LOP', '2030-03-05', '2030-03-05', null, null, null],
        [asha, 'LOP', '2030-06-03', '2030-06-04', null, null, null],
        [ravi, 'CL', '2030-05-13', '2030-05-14', null, null, null],
        [ravi, 'LOP', '2030-05-14', '2030-05-15', null, null, null],
        [ravi, 'FD', '2030-05-20', '2030-05-20', 'Yes', null, null],
        [ravi, 'CL', '2030-05-25', '2030-05-26', null, null, null],
        [ravi, 'CL', '2030-05-29', '2030-05-28', 'Maybe', null, null],
      ],
      { mode: 'skip_invalid_rows' },
    );
    expect(task).toMatchObject({ status: 'done' });
    const yearNotOpen = { start_date: ['No open leave year holds these dates.'] };
    const overlapping = { start_date: ['The employee is already on leave on some of these dates.'] };
    expect(task.errors.row_errors).toEqual({
      '2': { code: ['There is no employee with code "NOBODY-1".'] },
      '3': { leave_type: ['There is no leave type with code "XX".'] },
      '4': { leave_type: ['PH is taken in hours; past leave is in days.'] },
      '5': yearNotOpen,
      '6': yearNotOpen,
      '7': yearNotOpen,
      '8': overlapping,
      '9': overlapping,
      '11': overlapping,
      '12': { start_half: ['FD cannot be taken in half days.'] },
      '13': { start_date: ['These dates hold no working day to take leave on.'] },
      '14': {
        start_half: ['Enter Yes or No.'],
        end_date: ['The end date must not be before the start date.'],
      },
    });
    expect(task.result).toEqual({ records_added: 1, records_updated: 0, records_skipped: 12 });
    expect(
      (await requestsOf('ravi')).map(({ type, start_date, quantity }) => [type, start_date, quantity]),
    ).toEqual([
      ['CL', '2030-03-04', 0.5],
      ['CL', '2030-05-13', 2],
      ['LOP', '2031-01-06', 1.5],
    ]);
  });

  it('leaves out the holidays of each employee’s own location', async () => {
    await person('ceo', [ROLES.CEO]);
    const ceo = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      test.app.inject({ method, url: `/api/${org}${url}`, headers: bearer(tokens.ceo as string), payload });
    const location = (await ceo('POST', '/org/setup/locations/', { name: 'Pune' })).json() as { id: number };
    const moved = await ceo('PATCH', `/org/employees/${employees.asha?.id}/`, { location_id: location.id });
    expect(moved.statusCode, moved.body).toBe(204);
    for (const holiday of [
      { date: '2030-09-03', name: 'Everywhere' },
      { date: '2030-09-04', name: 'Pune only', location_ids: [location.id] },
    ])
      expect((await call('admin', 'POST', 'holidays/', holiday)).statusCode).toBe(201);
    const task = await importRows('past_leaves', [
      PAST,
      [employees.asha?.code as string, 'LOP', '2030-09-02', '2030-09-06', null, null, null],
      [employees.ravi?.code as string, 'LOP', '2030-09-02', '2030-09-06', null, null, null],
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 2 } });
    const september = async (name: string) =>
      (await requestsOf(name)).find((request) => request.start_date === '2030-09-02')?.quantity;
    expect([await september('asha'), await september('ravi')]).toEqual([3, 4]);
  });

  it('writes nothing from a file with a bad row when all or nothing is asked', async () => {
    const task = await importRows('past_leaves', [
      PAST,
      [employees.ravi?.code as string, 'CL', '2030-07-01', '2030-07-01', null, null, null],
      ['NOBODY-2', 'CL', '2030-07-01', '2030-07-01', null, null, null],
    ]);
    expect(task).toMatchObject({ status: 'failed', result: { records_added: 0, records_skipped: 2 } });
    expect((await requestsOf('ravi')).some((request) => request.start_date === '2030-07-01')).toBe(false);
  });

  it('is refused to a plain employee', async () => {
    const response = await importRows(
      'past_leaves',
      [PAST, [employees.asha?.code as string, 'CL', '2030-08-01', '2030-08-01', null, null, null]],
      { who: 'asha' },
    );
    expect(response.statusCode).toBe(403);
  });
});
