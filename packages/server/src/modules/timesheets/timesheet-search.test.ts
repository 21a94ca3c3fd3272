import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  signIn,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logWeek } from '../../test/timesheet-factories';
import { syncDefaultWorkspaces } from '../workspaces';
import { timesheetNumberOf } from './timesheet-search';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let projectId: number;
/** The worker's submitted week on the project, and the report's week of bench time. */
let projectSheet: { id: number; code: string; number: number };
let benchSheet: { id: number; code: string };
let outsiderSheet: { id: number; code: string };

const DOMAIN = 'timesheet-search.test';
const MONDAY = '2026-11-02';

const client = (who: string, organizationId = org) => as(test, organizationId, tokens[who] as string);
const search = (who: string, term: string, organizationId = org) =>
  client(who, organizationId).get(`/workspace/universal-search/?search=${encodeURIComponent(term)}`);
const timesheetHits = async (who: string, term: string, organizationId = org) => {
  const response = await search(who, term, organizationId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.filter((result: { type: string }) => result.type === 'timesheet') as Array<{
    id: number;
    display_name: string;
    sub_text: string;
    resolve: unknown;
  }>;
};

/** A lead's active project this year, with one person allocated on it. */
async function projectWith(organizationId: number, token: string, leadId: number, employeeId: number) {
  const { id } = await buildActiveProject(test, organizationId, token, {
    name: 'Search project',
    leadId,
    start: '2026-01-01',
    end: '2026-12-31',
  });
  await buildAllocation(test, organizationId, {
    projectId: id,
    person: { employeeId },
    start: '2026-01-01',
    end: '2026-12-31',
  });
  return id;
}

/** A day on the project (or bench time) in the week, submitted; the sheet's id, code and number. */
async function submittedSheet(organizationId: number, token: string, project: number | null) {
  const { code } = await logWeek(as(test, organizationId, token), MONDAY, [
    { project_id: project, minutes: [480, 0, 0, 0, 0, 0, 0] },
  ]);
  const number = timesheetNumberOf(code) as number;
  const [sheet] = await withOrg(test.ctx.database.db, organizationId, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select id from timesheets where organization_id = ${organizationId} and number = ${number}`,
    ),
  );
  return { id: (sheet as { id: number }).id, code, number };
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  await withOrg(test.ctx.database.db, org, (tx) => syncDefaultWorkspaces(tx, org));
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
  const boss = await buildEmployee(test.ctx, org, {
    email: `boss@${DOMAIN}`,
    firstName: 'Bina',
    lastName: 'Boss',
    isTimesheetApprover: true,
  });
  await buildEmployee(test.ctx, org, {
    email: `report@${DOMAIN}`,
    firstName: 'Asha',
    lastName: 'Rao',
    reportingManagerId: boss.employee.id,
  });
  tokens.boss = await signIn(test, org, `boss@${DOMAIN}`);
  tokens.report = await signIn(test, org, `report@${DOMAIN}`);
  const users = await userIdsByName(test, org);
  const employees = await employeeIdsByName(test, org);
  projectId = await projectWith(org, tokens.ceo as string, users.lead as number, employees.worker as number);
  projectSheet = await submittedSheet(org, tokens.worker as string, projectId);
  benchSheet = await submittedSheet(org, tokens.report as string, null);

  const outsider = await buildEmployee(test.ctx, other, { email: `outsider@${DOMAIN}`, roles: [ROLES.CEO] });
  tokens.outsider = await signIn(test, other, `outsider@${DOMAIN}`);
  const outsiderProject = await projectWith(
    other,
    tokens.outsider as string,
    outsider.user.id,
    outsider.employee.id,
  );
  outsiderSheet = await submittedSheet(other, tokens.outsider as string, outsiderProject);
});
afterAll(() => test.close());

describe('timesheet codes', () => {
  it.each([
    ['TS-7', 7],
    ['ts7', 7],
    ['TS-0007', 7],
    [' ts-0007 ', 7],
    ['TS-12345', 12345],
    ['TS', null],
    ['TS-', null],
    ['Asha', null],
    ['PR-0007', null],
    ['TS-7a', null],
  ])('%s reads as %s', (term, number) => {
    expect(timesheetNumberOf(term)).toBe(number);
  });
});

describe('universal search for timesheets', () => {
  it('finds the sheet by each form of its code, named with its person and week', async () => {
    const n = projectSheet.number;
    for (const term of [projectSheet.code, `TS-${n}`, `ts${n}`, `ts-${String(n).padStart(4, '0')}`]) {
      const hits = await timesheetHits('lead', term);
      expect(hits, term).toEqual([
        {
          type: 'timesheet',
          id: projectSheet.id,
          display_name: expect.stringMatching(new RegExp(`^${projectSheet.code} · first\\d+ last\\d+$`)),
          sub_text: 'Week of 02-Nov-2026 · Submitted',
          label: null,
          resolve: { for_workspace: 'timesheets', data: { id: projectSheet.id } },
        },
      ]);
    }
  });

  it('shows the sheet to its owner, its approvers, the timesheet manager and the CEO only', async () => {
    for (const who of ['worker', 'lead', 'manager', 'ceo'])
      expect(
        (await timesheetHits(who, projectSheet.code)).map((hit) => hit.id),
        who,
      ).toEqual([projectSheet.id]);
    for (const who of ['second', 'otherlead', 'boss', 'report'])
      expect(await timesheetHits(who, projectSheet.code), who).toEqual([]);
  });

  it('shows other work to the person’s reporting manager who approves timesheets', async () => {
    const [hit] = await timesheetHits('boss', benchSheet.code);
    expect(hit).toMatchObject({ id: benchSheet.id, display_name: `${benchSheet.code} · Asha Rao` });
    for (const who of ['report', 'manager', 'ceo'])
      expect(await timesheetHits(who, benchSheet.code), who).toHaveLength(1);
    for (const who of ['lead', 'worker', 'second'])
      expect(await timesheetHits(who, benchSheet.code), who).toEqual([]);
  });

  it('finds nothing for a number no one has, a name, or across organisations', async () => {
    expect(await timesheetHits('ceo', 'TS-99999')).toEqual([]);
    expect(await timesheetHits('ceo', 'Asha')).toEqual([]);
    // The other organisation's CEO does not find this one's sheet of the same number, only their own.
    const theirs = await timesheetHits('outsider', projectSheet.code, other);
    expect(theirs.map((hit) => hit.id)).not.toContain(projectSheet.id);
    expect((await timesheetHits('ceo', outsiderSheet.code)).map((hit) => hit.id)).not.toContain(
      outsiderSheet.id,
    );
  });
});

describe('GET /timesheets/{id}/', () => {
  it('answers the week and person, and whether the sheet is the caller’s own', async () => {
    const mine = await client('worker').get(`/timesheets/${projectSheet.id}/`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      id: projectSheet.id,
      code: projectSheet.code,
      week_start: MONDAY,
      status: 'submitted',
      employee: { id: expect.any(Number), name: expect.any(String), code: expect.any(String) },
      is_own: true,
    });
    const approver = (await client('lead').get(`/timesheets/${projectSheet.id}/`)).json();
    expect(approver).toMatchObject({ id: projectSheet.id, week_start: MONDAY, is_own: false });
    expect(approver.employee).toEqual(mine.json().employee);
    expect((await client('manager').get(`/timesheets/${benchSheet.id}/`)).json()).toMatchObject({
      employee: { name: 'Asha Rao' },
      is_own: false,
    });
    expect((await client('boss').get(`/timesheets/${benchSheet.id}/`)).statusCode).toBe(200);
  });

  it('answers 404 for a sheet the caller may not see, of another organisation, or that does not exist', async () => {
    for (const [who, id] of [
      ['second', projectSheet.id],
      ['otherlead', projectSheet.id],
      ['lead', benchSheet.id],
      ['ceo', outsiderSheet.id],
      ['ceo', 999_999],
    ] as const) {
      const response = await client(who).get(`/timesheets/${id}/`);
      expect(response.statusCode, `${who} ${id}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect((await client('outsider', other).get(`/timesheets/${projectSheet.id}/`)).statusCode).toBe(404);
    expect((await client('worker').get('/timesheets/abc/')).statusCode).toBe(400);
  });

  it('is the sheet the approver’s notification opens: its resolve carries the sheet’s id', async () => {
    const resolved = await client('lead').post('/workspace/resolve/', {
      action: 'timesheet:submitted',
      recipient_type: 'approver',
      notification_data: {
        request_id: projectSheet.id,
        request_type: 'timesheet',
        display_id: projectSheet.code,
      },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().workspace_info.name).toBe('timesheets');
    expect(resolved.json().tools_data.timesheet).toMatchObject({ id: projectSheet.id });
  });
});
