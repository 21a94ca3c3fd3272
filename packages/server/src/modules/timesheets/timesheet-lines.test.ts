import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationClock } from '../../platform/clock';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  as,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logWeek } from '../../test/timesheet-factories';
import { uploadRows } from '../../test/uploads';
import { mondayOf } from './engine/week';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let projectId: number;
let projectCode: string;
let workerCode: string;

const DOMAIN = 'timesheet-lines.test';
const DAY_MS = 86_400_000;
const dayFrom = (iso: string, days: number) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
const THIS_MONDAY = mondayOf(organizationClock('Asia/Kolkata').today());
const LOGGED = dayFrom(THIS_MONDAY, -35);
const UPLOADED = dayFrom(THIS_MONDAY, -21);

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
  const employees = await employeeIdsByName(test, org);
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Lines project',
    leadId: users.lead as number,
    start: dayFrom(THIS_MONDAY, -120),
    end: dayFrom(THIS_MONDAY, 60),
  });
  projectId = project.id;
  projectCode = project.code;
  await buildAllocation(test, org, {
    projectId,
    person: { employeeId: employees.worker as number },
    start: dayFrom(THIS_MONDAY, -120),
    end: dayFrom(THIS_MONDAY, 60),
  });
  const [worker] = await queryRows<{ code: string }>(
    test.ctx.database.db,
    sql`select code from employees where organization_id = ${org} and id = ${employees.worker}`,
  );
  workerCode = worker?.code as string;
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);

/** The organisation's kept lines, and the same lines added up from the entries, in one order. */
async function linesAndSums() {
  const columns = sql`organization_id, timesheet_id, project_id, entries, minutes, billable_minutes, draft,
    submitted, approved, rejected, reopened, frozen, billed, skipped`;
  return withOrg(test.ctx.database.db, org, async (tx) => ({
    kept: await queryRows(
      tx,
      sql`select ${columns}, employee_id, contractor_id, week_start::text from timesheet_lines
          order by timesheet_id, project_id nulls last`,
    ),
    summed: await queryRows(
      tx,
      sql`select e.organization_id, e.timesheet_id, e.project_id, count(*)::int as entries,
            sum(e.minutes)::int as minutes,
            sum(case when e.is_billable then e.minutes else 0 end)::int as billable_minutes,
            ${sql.join(
              ['draft', 'submitted', 'approved', 'rejected', 'reopened', 'frozen', 'billed', 'skipped'].map(
                (status) => sql`count(*) filter (where e.status = ${status})::int as ${sql.raw(status)}`,
              ),
              sql`, `,
            )},
            t.employee_id, t.contractor_id, t.week_start::text
          from timesheet_entries e join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
          group by e.organization_id, e.timesheet_id, e.project_id, t.employee_id, t.contractor_id, t.week_start
          order by e.timesheet_id, e.project_id nulls last`,
    ),
  }));
}

async function expectLinesKept(count: number) {
  const { kept, summed } = await linesAndSums();
  expect(kept).toEqual(summed);
  expect(kept).toHaveLength(count);
}

describe('the lines kept added up', () => {
  it('stay the sums of their entries through saving, deciding by day, reopening, deleting and uploading', async () => {
    await logWeek(client('worker'), LOGGED, [
      { project_id: projectId, minutes: [480, 480, 480, 0, 0, 0, 0] },
      { project_id: null, task: 'training', minutes: [0, 0, 0, 240, 240, 0, 0] },
      { project_id: null, task: 'bench', minutes: [0, 0, 0, 240, 0, 0, 0] },
    ]);
    await expectLinesKept(2);
    const waiting = (
      await client('manager').get(`/timesheets/approvals/?status=submitted&week=${LOGGED}`)
    ).json();
    expect(waiting).toMatchObject({ count: 2, totals: { minutes: 2160, billable_minutes: 1440 } });
    const sheet = waiting.results[0].timesheet_id as number;

    const decide = (body: object) => client('lead').post('/timesheets/approvals/decide/', body);
    const day = (offset: number) => ({
      timesheet_id: sheet,
      project_id: projectId,
      work_date: dayFrom(LOGGED, offset),
    });
    expect((await decide({ items: [day(0)], decision: 'approve' })).statusCode).toBe(200);
    await expectLinesKept(2);
    expect((await decide({ items: [day(1)], decision: 'reject', reason: 'Too much' })).statusCode).toBe(200);
    await expectLinesKept(2);
    const mixed = (await client('lead').get(`/timesheets/approvals/?status=approved&week=${LOGGED}`)).json();
    expect(mixed).toMatchObject({ count: 1, totals: { minutes: 1440 } });

    const line = { timesheet_id: sheet, project_id: projectId };
    expect((await decide({ items: [line], decision: 'reopen', reason: 'Again' })).statusCode).toBe(200);
    await expectLinesKept(2);
    // Saved again without Wednesday's project time: its entry is deleted (the other work still waits, unchanged).
    await logWeek(client('worker'), LOGGED, [
      { project_id: projectId, minutes: [480, 420, 0, 0, 0, 0, 0] },
      { project_id: null, task: 'training', minutes: [0, 0, 0, 240, 240, 0, 0] },
    ]);
    await expectLinesKept(2);
    const again = (await client('manager').get(`/timesheets/approvals/?week=${LOGGED}`)).json();
    expect(again).toMatchObject({ count: 2, totals: { minutes: 1620, billable_minutes: 900 } });

    // Other work saved away entirely leaves no line.
    await logWeek(
      client('worker'),
      dayFrom(LOGGED, 7),
      [{ project_id: null, task: 'bench', minutes: [480, 0, 0, 0, 0, 0, 0] }],
      { submit: false },
    );
    await expectLinesKept(3);
    await logWeek(
      client('worker'),
      dayFrom(LOGGED, 7),
      [{ project_id: projectId, minutes: [480, 0, 0, 0, 0, 0, 0] }],
      { submit: false },
    );
    await expectLinesKept(3);

    const uploaded = await uploadRows(
      test,
      { orgId: org, token: tokens.manager as string, kind: 'past_timesheets', mode: 'all_or_nothing' },
      [
        ['Employee Code', 'Project', 'Task', 'Date', 'Hours', 'Billable'],
        [workerCode, projectCode, null, UPLOADED, 8, null],
        [workerCode, projectCode, null, dayFrom(UPLOADED, 1), 6, 'No'],
        [workerCode, null, 'training', dayFrom(UPLOADED, 1), 2, null],
      ],
    );
    expect(uploaded).toMatchObject({ status: 'done', errors: null });
    await expectLinesKept(5);
    const approved = (
      await client('manager').get(`/timesheets/approvals/?status=approved&week=${UPLOADED}`)
    ).json();
    expect(approved).toMatchObject({ count: 2, totals: { minutes: 960, billable_minutes: 480 } });
  });
});
