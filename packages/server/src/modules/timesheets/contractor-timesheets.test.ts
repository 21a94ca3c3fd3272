import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  as,
  buildContractor,
  buildOrganization,
  buildSignedInPeople,
  signIn,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let projectId: number;
let contractorUserId: number;
let contractorCode: string;

const DOMAIN = 'contractor-timesheets.test';
const MONDAY = '2026-11-23';

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], lead: [ROLES.DELIVERY_LEAD], manager: [ROLES.TIMESHEET_MANAGER] },
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  projectId = (
    await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Contracted work',
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2026-12-31',
    })
  ).id;
  // Under contract until the Wednesday of the week; allocated all year.
  const { contractor, user } = await buildContractor(test.ctx, org, {
    email: `kiran@${DOMAIN}`,
    contracts: [{ startDate: '2026-01-01', endDate: '2026-11-25' }],
  });
  contractorUserId = user.id;
  contractorCode = contractor.code;
  await buildAllocation(test, org, {
    projectId,
    person: { contractorId: contractor.id },
    start: '2026-01-01',
    end: '2026-12-31',
  });
  tokens.contractor = await signIn(test, org, `kiran@${DOMAIN}`);
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);
const week = (minutes: number[]) => ({
  week_start: MONDAY,
  rows: [{ project_id: projectId, task: null, is_billable: true, minutes }],
});

describe("a contractor's timesheet", () => {
  it('opens on the projects they are allocated to', async () => {
    const response = await client('contractor').get(`/timesheets/my-week/?week=${MONDAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([
      expect.objectContaining({
        project: expect.objectContaining({ id: projectId, name: 'Contracted work' }),
        is_billable: true,
      }),
    ]);
  });

  it('takes no time on a day outside every contract', async () => {
    const response = await client('contractor').put('/timesheets/my-week/', week([480, 0, 0, 480, 0, 0, 0]));
    expect([response.statusCode, response.json().code]).toEqual([400, 'no_active_contract']);
  });

  it('is submitted to the lead, listed among their approvals and approved; the contractor is told', async () => {
    const saved = await client('contractor').put('/timesheets/my-week/', week([480, 480, 480, 0, 0, 0, 0]));
    expect(saved.statusCode).toBe(200);
    const code = saved.json().code as string;
    expect(
      (await client('contractor').post('/timesheets/my-week/submit/', { week_start: MONDAY })).json().status,
    ).toBe('submitted');

    const approvals = (await client('lead').get(`/timesheets/approvals/?week=${MONDAY}`)).json();
    expect(approvals.results).toEqual([
      expect.objectContaining({
        code,
        employee: expect.objectContaining({ code: contractorCode }),
        minutes: 1440,
        status: 'submitted',
      }),
    ]);
    const found = (await client('lead').get(`/timesheets/approvals/?search=${contractorCode}`)).json();
    expect(found.count).toBe(1);
    const sheetId = approvals.results[0].timesheet_id as number;
    const opened = (await client('contractor').get(`/timesheets/${sheetId}/`)).json();
    expect(opened).toMatchObject({ code, is_own: true });
    expect((await client('lead').get(`/timesheets/${sheetId}/`)).json().is_own).toBe(false);

    const decided = await client('lead').post('/timesheets/approvals/decide/', {
      items: [{ timesheet_id: sheetId, project_id: projectId }],
      decision: 'approve',
    });
    expect(decided.json()).toEqual({ changed: 3, timesheets: 1 });
    const told = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ recipient_user_id: number; action: string }>(
        tx,
        sql`select recipient_user_id, action from notifications where organization_id = ${org}
            and action like 'timesheet:%' order by id`,
      ),
    );
    expect(told).toEqual([
      { recipient_user_id: users.lead, action: 'timesheet:submitted' },
      { recipient_user_id: contractorUserId, action: 'timesheet:approved' },
    ]);
  });
});
