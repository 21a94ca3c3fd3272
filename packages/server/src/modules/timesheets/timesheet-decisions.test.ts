import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let projectId: number;

const DOMAIN = 'timesheet-decisions.test';
const MONDAY = '2026-08-03';

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      lead: [ROLES.DELIVERY_LEAD],
      otherlead: [ROLES.DELIVERY_LEAD],
      manager: [ROLES.TIMESHEET_MANAGER],
      worker: [ROLES.EMPLOYEE],
      second: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  const employees = await employeeIdsByName(test, org);
  projectId = (
    await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Decisions project',
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2026-12-31',
    })
  ).id;
  for (const name of ['worker', 'second'])
    await buildAllocation(test, org, {
      projectId,
      person: { employeeId: employees[name] as number },
      start: '2026-01-01',
      end: '2026-12-31',
    });
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);

/** An approver's decisions beyond approving whole lines: skipping, one day's entry, a project's lines. */
describe('approver decisions', () => {
  it('skips submitted time, without a reason: it waits for no one and is billed for nothing until reopened', async () => {
    await logWeek(client('worker'), MONDAY, [
      { project_id: projectId, minutes: [480, 480, 480, 480, 480, 0, 0] },
    ]);
    const waiting = (await client('lead').get('/timesheets/approvals/?status=submitted')).json();
    expect(waiting).toMatchObject({ count: 1, totals: { minutes: 2400, billable_minutes: 2400 } });
    const line = { timesheet_id: waiting.results[0].timesheet_id, project_id: projectId };
    const decide = (who: string, body: object) => client(who).post('/timesheets/approvals/decide/', body);

    expect((await decide('otherlead', { items: [line], decision: 'skip' })).statusCode).toBe(404);
    expect((await decide('lead', { items: [line], decision: 'skip' })).json()).toEqual({
      changed: 5,
      timesheets: 1,
    });
    expect((await decide('lead', { items: [line], decision: 'approve' })).json().code).toBe(
      'timesheet_transition_not_allowed',
    );
    expect((await client('worker').get(`/timesheets/my-week/?week=${MONDAY}`)).json()).toMatchObject({
      status: 'skipped',
      can_edit: false,
    });
    expect(
      await client('lead')
        .get('/timesheets/approvals/?status=submitted')
        .then((r) => r.json()),
    ).toEqual({
      count: 0,
      results: [],
      totals: { minutes: 0, billable_minutes: 0 },
    });
    const skipped = (await client('lead').get('/timesheets/approvals/?status=skipped')).json();
    expect(skipped.results).toEqual([expect.objectContaining({ status: 'skipped', minutes: 2400 })]);
    const [told] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ notification_text: string }>(
        tx,
        sql`select notification_text from notifications where organization_id = ${org}
            and recipient_user_id = ${users.worker} and action = 'timesheet:skipped'`,
      ),
    );
    expect(told?.notification_text).toMatch(/^Timesheet TS-\d{4} of the week of 03-Aug-2026 was skipped$/);

    expect((await decide('lead', { items: [line], decision: 'reopen' })).json().code).toBe(
      'timesheet_reason_required',
    );
    expect(
      (await decide('lead', { items: [line], decision: 'reopen', reason: 'Bill it after all' })).json(),
    ).toEqual({ changed: 5, timesheets: 1 });
    expect((await client('worker').get(`/timesheets/my-week/?week=${MONDAY}`)).json()).toMatchObject({
      status: 'reopened',
      can_edit: true,
    });
  });

  it("decides one day's entry of a line: the day sent back is the only one the person may change", async () => {
    const SEPTEMBER = '2026-09-07';
    const body = (minutes: number[]) => ({
      week_start: SEPTEMBER,
      rows: [{ project_id: projectId, task: null, is_billable: true, minutes }],
    });
    await logWeek(client('second'), SEPTEMBER, [
      { project_id: projectId, minutes: [480, 480, 0, 0, 0, 0, 0] },
    ]);
    const [row] = (await client('lead').get(`/timesheets/approvals/?week=${SEPTEMBER}`)).json().results;
    expect(row.days).toEqual([
      { date: SEPTEMBER, minutes: 480, status: 'submitted', reason: null, task: null },
      { date: '2026-09-08', minutes: 480, status: 'submitted', reason: null, task: null },
    ]);
    const tuesday = { timesheet_id: row.timesheet_id, project_id: projectId, work_date: '2026-09-08' };
    const rejected = await client('lead').post('/timesheets/approvals/decide/', {
      items: [tuesday],
      decision: 'reject',
      reason: 'Tuesday was the offsite',
    });
    expect(rejected.json()).toEqual({ changed: 1, timesheets: 1 });

    const sent = (await client('second').get(`/timesheets/my-week/?week=${SEPTEMBER}`)).json();
    expect(sent).toMatchObject({ status: 'rejected', can_edit: true });
    expect(sent.rows[0]).toMatchObject({
      status: 'rejected',
      reason: 'Tuesday was the offsite',
      locked: [true, false, false, false, false, false, false],
    });
    const mondayChanged = await client('second').put('/timesheets/my-week/', body([240, 240, 0, 0, 0, 0, 0]));
    expect(mondayChanged.json().code).toBe('timesheet_not_editable');
    const fixed = await client('second').put('/timesheets/my-week/', body([480, 240, 0, 0, 0, 0, 0]));
    expect(fixed.json().rows[0]).toMatchObject({
      minutes: [480, 240, 0, 0, 0, 0, 0],
      locked: [true, false, false, false, false, false, false],
    });
    await client('second').post('/timesheets/my-week/submit/', { week_start: SEPTEMBER });
    const [again] = (await client('lead').get(`/timesheets/approvals/?week=${SEPTEMBER}`)).json().results;
    expect(again).toMatchObject({ status: 'submitted', minutes: 720 });

    const [told] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ notification_text: string }>(
        tx,
        sql`select notification_text from notifications where organization_id = ${org}
            and recipient_user_id = ${users.second} and action = 'timesheet:rejected'`,
      ),
    );
    expect(told?.notification_text).toMatch(
      /^Timesheet TS-\d{4} of the week of 07-Sep-2026 \(its 08-Sep-2026 entry\) was rejected: Tuesday was the offsite$/,
    );
    const outside = await client('lead').post('/timesheets/approvals/decide/', {
      items: [{ ...tuesday, work_date: '2026-09-09' }],
      decision: 'approve',
    });
    expect(outside.json().code).toBe('timesheet_transition_not_allowed');
    const line = { timesheet_id: row.timesheet_id, project_id: projectId };
    expect(
      (
        await client('lead').post('/timesheets/approvals/decide/', { items: [line], decision: 'approve' })
      ).json(),
    ).toEqual({ changed: 2, timesheets: 1 });
  });

  it("names the tasks of a line of time on no project, each with its time, and each day's task", async () => {
    const july = '2026-07-06';
    await logWeek(client('worker'), july, [
      { project_id: null, task: 'bench', minutes: [120, 60, 0, 0, 0, 0, 0] },
      { project_id: null, task: 'training', minutes: [0, 120, 0, 0, 0, 0, 0] },
    ]);
    const [line] = (await client('manager').get(`/timesheets/approvals/?week=${july}`)).json().results;
    expect(line.project).toBeNull();
    expect(line.tasks).toEqual([
      { task: 'bench', minutes: 180 },
      { task: 'training', minutes: 120 },
    ]);
    expect(line.days.map((day: { date: string; task: string }) => [day.date, day.task])).toEqual([
      ['2026-07-06', 'bench'],
      ['2026-07-07', 'bench'],
      ['2026-07-07', 'training'],
    ]);
    const projectLines = (await client('lead').get('/timesheets/approvals/')).json().results;
    expect(projectLines.length).toBeGreaterThan(0);
    expect(projectLines.every((row: { tasks: unknown[] }) => row.tasks.length === 0)).toBe(true);
  });

  it('tells the person once per decision on their week, naming it, and answers how many timesheets it decided', async () => {
    const june = '2026-06-01';
    const { code } = await logWeek(client('worker'), june, [
      { project_id: projectId, minutes: [240, 240, 0, 0, 0, 0, 0] },
      { project_id: null, task: 'bench', minutes: [120, 0, 0, 0, 0, 0, 0] },
      { project_id: null, task: 'training', minutes: [0, 120, 0, 0, 0, 0, 0] },
    ]);
    const lines = (await client('manager').get(`/timesheets/approvals/?week=${june}`)).json().results;
    expect(lines).toHaveLength(2);
    const [sheet] = lines;
    const notices = () =>
      withOrg(test.ctx.database.db, org, (tx) =>
        queryRows<{ action: string; notification_text: string }>(
          tx,
          sql`select action, notification_text from notifications where organization_id = ${org}
              and recipient_user_id = ${users.worker} and notification_data->>'request_id' = ${String(sheet.timesheet_id)}
              order by id`,
        ),
      );

    const rejected = await client('manager').post('/timesheets/approvals/decide/', {
      items: [
        { timesheet_id: sheet.timesheet_id, project_id: projectId, work_date: june },
        { timesheet_id: sheet.timesheet_id, project_id: projectId, work_date: '2026-06-02' },
      ],
      decision: 'reject',
      reason: 'Split the project time by module',
    });
    expect(rejected.json()).toEqual({ changed: 2, timesheets: 1 });
    expect(await notices()).toEqual([
      {
        action: 'timesheet:rejected',
        notification_text: `Timesheet ${code} of the week of 01-Jun-2026 (its 01-Jun-2026 and 02-Jun-2026 entries) was rejected: Split the project time by module`,
      },
    ]);

    await client('worker').post('/timesheets/my-week/submit/', { week_start: june });
    const approved = await client('manager').post('/timesheets/approvals/decide/', {
      items: lines.map((line: { timesheet_id: number; project: { id: number } | null }) => ({
        timesheet_id: line.timesheet_id,
        project_id: line.project?.id ?? null,
      })),
      decision: 'approve',
    });
    expect(approved.json()).toEqual({ changed: 4, timesheets: 1 });
    expect((await notices()).slice(1)).toEqual([
      {
        action: 'timesheet:approved',
        notification_text: `Timesheet ${code} of the week of 01-Jun-2026 was approved`,
      },
    ]);
    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ after: { entries: number; lines: unknown[] } }>(
        tx,
        sql`select after from audit_events where organization_id = ${org} and action = 'timesheet.approve'
            and entity_id = ${String(sheet.timesheet_id)}`,
      ),
    );
    expect(audits).toEqual([{ after: expect.objectContaining({ entries: 4, lines: expect.any(Array) }) }]);
    expect(audits[0]?.after.lines).toHaveLength(2);
  });

  it('offers the projects an approver decides, with time on them, to filter the lines by', async () => {
    const projects = async (who: string, search = '') => {
      const response = await client(who).get(`/timesheets/approvals/projects/?search=${search}`);
      expect(response.statusCode, who).toBe(200);
      return response.json().results;
    };
    const mine = [{ id: projectId, code: expect.stringMatching(/^PR-\d{4}$/), name: 'Decisions project' }];
    expect(await projects('lead')).toEqual(mine);
    expect(await projects('manager', 'decisions')).toEqual(mine);
    expect(await projects('lead', 'nothing like it')).toEqual([]);
    expect(await projects('otherlead')).toEqual([]);
    expect((await client('worker').get('/timesheets/approvals/projects/')).statusCode).toBe(403);
    const filtered = (await client('manager').get(`/timesheets/approvals/?project_id=${projectId}`)).json();
    expect(filtered.count).toBeGreaterThan(0);
    expect(
      filtered.results.every((row: { project: { id: number } | null }) => row.project?.id === projectId),
    ).toBe(true);
  });

  it('pages the lines in the order asked for: newest week first, or by person either way', async () => {
    await logWeek(client('worker'), '2026-10-05', [
      { project_id: projectId, minutes: [60, 0, 0, 0, 0, 0, 0] },
    ]);
    await logWeek(client('second'), '2026-10-12', [
      { project_id: projectId, minutes: [60, 0, 0, 0, 0, 0, 0] },
    ]);
    type Line = { week_start: string; employee: { name: string }; days: unknown[] };
    const lines = async (query: string): Promise<Line[]> =>
      (await client('lead').get(`/timesheets/approvals/?status=submitted&${query}`)).json().results;

    const byWeek = await lines('');
    expect(byWeek.length).toBeGreaterThanOrEqual(2);
    expect(byWeek.map((line) => line.week_start)).toEqual(
      byWeek
        .map((line) => line.week_start)
        .sort()
        .reverse(),
    );
    const names = (rows: Line[]) => rows.map((line) => line.employee.name);
    const byPerson = await lines('order_by=employee');
    expect(names(byPerson)).toEqual(names(byPerson).sort((a, b) => a.localeCompare(b)));
    expect(new Set(names(byPerson)).size).toBeGreaterThanOrEqual(2);
    expect(names(await lines('order_by=-employee'))).toEqual(names(byPerson).reverse());
    // A page is the same rows as the whole list, days and all.
    expect(await lines('limit=1&offset=1')).toEqual(byWeek.slice(1, 2));
    expect(await lines('order_by=employee&limit=1&offset=1')).toEqual(byPerson.slice(1, 2));
    expect(byWeek.every((line) => line.days.length > 0)).toBe(true);
    // The count and the totals are the whole list's on every page, a page past the end included.
    const summary = async (query: string) => {
      const { count, totals, results } = (
        await client('lead').get(`/timesheets/approvals/?status=submitted&${query}`)
      ).json();
      return { count, totals, lines: results.length };
    };
    const whole = await summary('');
    expect(whole.count).toBe(byWeek.length);
    expect(whole.totals.minutes).toBeGreaterThanOrEqual(120);
    expect(await summary('limit=1&offset=1')).toEqual({ ...whole, lines: 1 });
    expect(await summary('order_by=employee&limit=1')).toEqual({ ...whole, lines: 1 });
    expect(await summary(`offset=${byWeek.length}`)).toEqual({ ...whole, lines: 0 });
  });
});
