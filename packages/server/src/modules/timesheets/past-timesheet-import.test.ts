import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationClock } from '../../platform/clock';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildContractor, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadRows } from '../../test/uploads';
import { mondayOf } from './engine/week';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let projectId: number;
let projectCode: string;
let workerCode: string;
let contractorCode: string;

const DOMAIN = 'past-timesheets.test';
const HEADER = ['Employee Code', 'Project', 'Task', 'Date', 'Hours', 'Billable'];
const DAY_MS = 86_400_000;
const dayFrom = (iso: string, days: number) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday two weeks before this one (of the organisation's today, Asia/Kolkata by default), and the days after it. */
const THIS_MONDAY = mondayOf(organizationClock('Asia/Kolkata').today());
const MONDAY = dayFrom(THIS_MONDAY, -14);
const TUESDAY = dayFrom(MONDAY, 1);
const WEDNESDAY = dayFrom(MONDAY, 2);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      lead: [ROLES.DELIVERY_LEAD],
      manager: [ROLES.TIMESHEET_MANAGER],
      worker: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  const users = await userIdsByName(test, org);
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Past work',
    leadId: users.lead as number,
    start: dayFrom(MONDAY, -60),
    end: dayFrom(MONDAY, 60),
  });
  projectId = project.id;
  projectCode = project.code;
  const { contractor } = await buildContractor(test.ctx, org, {
    contracts: [{ startDate: dayFrom(MONDAY, -30), endDate: TUESDAY }],
  });
  contractorCode = contractor.code;
  const [worker] = await queryRows<{ id: number; code: string }>(
    test.ctx.database.db,
    sql`select e.id, e.code from employees e join users u on u.organization_id = e.organization_id and u.id = e.user_id
        where e.organization_id = ${org} and u.email = ${`worker@${DOMAIN}`}`,
  );
  workerCode = worker?.code as string;
  // The worker is billable on the project until Tuesday; the contractor is on it the whole fortnight.
  await buildAllocation(test, org, {
    projectId,
    person: { employeeId: worker?.id as number },
    start: dayFrom(MONDAY, -30),
    end: TUESDAY,
  });
  await buildAllocation(test, org, {
    projectId,
    person: { contractorId: contractor.id },
    start: dayFrom(MONDAY, -30),
    end: dayFrom(MONDAY, 13),
    status: 'non-billable',
  });
});
afterAll(() => test.close());

const upload = (rows: (string | number | null)[][], { who = 'manager', mode = 'all_or_nothing' } = {}) =>
  uploadRows(test, { orgId: org, token: tokens[who] as string, kind: 'past_timesheets', mode }, [
    HEADER,
    ...rows,
  ]);

async function entriesOf(code: string) {
  return queryRows<{
    project_id: number | null;
    task: string | null;
    work_date: string;
    minutes: number;
    is_billable: boolean;
    status: string;
    sheet_status: string;
  }>(
    test.ctx.database.db,
    sql`select e.project_id, e.task, e.work_date::text, e.minutes, e.is_billable, e.status, t.status as sheet_status
        from timesheet_entries e join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
        left join employees emp on emp.organization_id = t.organization_id and emp.id = t.employee_id
        left join contractors con on con.organization_id = t.organization_id and con.id = t.contractor_id
        where e.organization_id = ${org} and coalesce(emp.code, con.code) = ${code}
        order by e.work_date, e.project_id nulls last`,
  );
}

describe('past timesheets upload', () => {
  it('records approved time of employees and contractors; the same file again changes nothing, new hours replace', async () => {
    const rows = [
      [workerCode, projectCode, null, MONDAY, 7.5, null],
      [workerCode, 'past work', null, TUESDAY, '6h 30m', 'No'],
      [workerCode, null, 'training', TUESDAY, 1, null],
      [contractorCode, projectCode, null, MONDAY, '8', null],
    ];
    const first = await upload(rows);
    expect(first).toMatchObject({
      status: 'done',
      errors: null,
      result: { records_added: 4, records_updated: 0 },
    });
    expect(await entriesOf(workerCode)).toEqual([
      {
        project_id: projectId,
        task: null,
        work_date: MONDAY,
        minutes: 450,
        is_billable: true,
        status: 'approved',
        sheet_status: 'approved',
      },
      {
        project_id: projectId,
        task: null,
        work_date: TUESDAY,
        minutes: 390,
        is_billable: false,
        status: 'approved',
        sheet_status: 'approved',
      },
      {
        project_id: null,
        task: 'training',
        work_date: TUESDAY,
        minutes: 60,
        is_billable: false,
        status: 'approved',
        sheet_status: 'approved',
      },
    ]);
    expect(await entriesOf(contractorCode)).toEqual([
      expect.objectContaining({ work_date: MONDAY, minutes: 480, is_billable: false, status: 'approved' }),
    ]);

    const again = await upload(rows);
    expect(again).toMatchObject({ status: 'done', result: { records_added: 0, records_updated: 4 } });
    expect((await entriesOf(workerCode)).map((entry) => entry.minutes)).toEqual([450, 390, 60]);
    await upload([[workerCode, projectCode, null, MONDAY, 8, null]]);
    expect((await entriesOf(workerCode)).map((entry) => entry.minutes)).toEqual([480, 390, 60]);

    // One sheet per person and week, each with a TS- number; every entry audited.
    const [sheets] = await queryRows<{ count: number }>(
      test.ctx.database.db,
      sql`select count(*)::int as count from timesheets where organization_id = ${org}`,
    );
    expect(sheets?.count).toBe(2);
    const [audits] = await queryRows<{ count: number }>(
      test.ctx.database.db,
      sql`select count(*)::int as count from audit_events where organization_id = ${org}
          and entity_type = 'timesheet_entry'`,
    );
    expect(audits?.count).toBe(4 + 4 + 1);
  });

  it('refuses by row what My timesheet would: this week, days off the allocation or the contract, over 24 hours, frozen days', async () => {
    // The bulk freeze takes a month's approved time whole, by project or department: raw SQL freezes training alone.
    await withOrg(test.ctx.database.db, org, (tx) =>
      tx.execute(sql`update timesheet_entries set status = 'frozen' where organization_id = ${org}
        and task = 'training'`),
    );
    const task = await upload(
      [
        ['NOBODY-9', projectCode, null, MONDAY, 8, null],
        [workerCode, projectCode, null, THIS_MONDAY, 8, null],
        [workerCode, projectCode, null, WEDNESDAY, 8, null],
        [contractorCode, projectCode, null, WEDNESDAY, 8, null],
        [workerCode, null, 'bench', MONDAY, 17, null],
        [workerCode, null, 'training', TUESDAY, 2, null],
        [workerCode, 'Nope', null, MONDAY, 1, null],
        [workerCode, null, 'bench', WEDNESDAY, 'lots', 'Yes'],
        [workerCode, null, 'internal', dayFrom(MONDAY, -1), '1h', null],
      ],
      { mode: 'skip_invalid_rows' },
    );
    expect(task).toMatchObject({ status: 'done', result: { records_added: 1 } });
    expect(task.errors.row_errors).toEqual({
      '2': { code: ['There is no employee or contractor with code "NOBODY-9".'] },
      '3': {
        work_date: ['Only weeks before this one are recorded by upload.'],
        project: [`They were not allocated to ${projectCode} that day.`],
      },
      '4': { project: [`They were not allocated to ${projectCode} that day.`] },
      '5': { work_date: ['The contractor was under no contract that day.'] },
      '6': { hours: ['That day would hold more than 24 hours.'] },
      '7': { work_date: ['That day is frozen for this line and cannot change.'] },
      '8': { project: ['There is no project "Nope".'] },
      '9': {
        hours: ['Enter hours (7.5) or a duration (7h 30m), more than none and at most 24.'],
        is_billable: ['Only time on a project can be billable.'],
      },
    });
  });

  it('records past leave as approved leave lines, a working day each unless told', async () => {
    const FRIDAY = dayFrom(MONDAY, 4);
    const task = await uploadRows(
      test,
      { orgId: org, token: tokens.manager as string, kind: 'past_timesheet_leave', mode: 'all_or_nothing' },
      [
        ['Employee Code', 'Date', 'Hours'],
        [workerCode, dayFrom(MONDAY, 3), null],
        [workerCode, FRIDAY, '4h'],
      ],
    );
    expect(task).toMatchObject({ status: 'done', errors: null, result: { records_added: 2 } });
    const leave = (await entriesOf(workerCode)).filter((entry) => entry.task === 'leave');
    expect(leave.map(({ work_date, minutes, status }) => ({ work_date, minutes, status }))).toEqual([
      { work_date: dayFrom(MONDAY, 3), minutes: 480, status: 'approved' },
      { work_date: FRIDAY, minutes: 240, status: 'approved' },
    ]);
  });

  it('is for the timesheet manager (and the CEO) only', async () => {
    const refused = await upload([[workerCode, projectCode, null, MONDAY, 8, null]], { who: 'worker' });
    expect(refused.statusCode).toBe(403);
    const lead = await upload([[workerCode, projectCode, null, MONDAY, 8, null]], { who: 'lead' });
    expect(lead.statusCode).toBe(403);
  });
});
