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
  inScope,
  userIdsByName,
} from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendTimesheetReminders } from './timesheet-reminders.job';

let test: TestApp;
let org: number;
let users: Record<string, number>;
let employees: Record<string, number>;
let leaveTypeId: number;
const DOMAIN = 'reminders.timesheets.test';
// Reminders sent on Tuesday 1 December 2026 are for the week of Monday 23 November.
const TODAY = '2026-12-01';

/** Approved leave of one of the people, applied for and approved by the lms admin. */
async function approvedLeave(name: string, start: string, end: string) {
  await buildLeaveRequest(test.ctx, org, {
    applicant: { employeeId: employees[name] as number, userId: users[name] as number },
    leave_type_id: leaveTypeId,
    start,
    end,
    state: 'approved',
    decidedBy: users.admin as number,
  });
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const people = ['lead', 'holidays', 'mixed', 'someholidays', 'optional'] as const;
  // The CEO builds the project and the lms admin approves the leave; neither is allocated to it.
  const tokens = await buildSignedInPeople(
    test,
    org,
    {
      ...Object.fromEntries(
        people.map((name) => [name, name === 'lead' ? [ROLES.DELIVERY_LEAD] : [ROLES.EMPLOYEE]]),
      ),
      ceo: [ROLES.CEO],
      admin: [ROLES.LMS_ADMIN],
    },
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  employees = await employeeIdsByName(test, org);
  await buildLeaveYear(test.ctx, org, '2026-01-01');
  leaveTypeId = (await buildLeaveType(test.ctx, org)).id;
  await creditLeave(test.ctx, org, '2026-12-31');
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Reminders project',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2026-12-31',
  });
  for (const name of people.filter((person) => person !== 'lead'))
    await buildAllocation(test, org, {
      projectId: project.id,
      person: { employeeId: employees[name] as number },
      start: '2026-11-01',
      end: '2026-12-31',
    });
  // Monday to Wednesday are holidays for everyone, Thursday an optional one; Friday is a working day.
  const holidays = [
    { date: '2026-11-23', name: 'Harvest festival' },
    { date: '2026-11-24', name: 'Harvest festival, second day' },
    { date: '2026-11-25', name: 'Founders day' },
    { date: '2026-11-26', name: 'Thanksgiving', is_optional: true },
  ];
  for (const holiday of holidays) {
    const response = await as(test, org, tokens.ceo as string).post('/leave-portal/holidays/', holiday);
    expect(response.statusCode, response.body).toBe(201);
  }
  await approvedLeave('holidays', '2026-11-26', '2026-11-27');
  await approvedLeave('mixed', '2026-11-26', '2026-11-26');
  await approvedLeave('mixed', '2026-11-27', '2026-11-27');
  await approvedLeave('optional', '2026-11-27', '2026-11-27');
});
afterAll(() => test.close());

describe('timesheet reminders', () => {
  it('leave alone those whose every working day was a holiday or approved leave, and remind the rest', async () => {
    const sent = await inScope(test.ctx, org, (scope) => sendTimesheetReminders(scope, TODAY));
    expect(sent.reminded).toBe(2);
    const reminded = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ recipient_user_id: number }>(
        tx,
        sql`select recipient_user_id from notifications where organization_id = ${org}
            and action = 'timesheet:reminder' order by recipient_user_id`,
      ),
    );
    // "someholidays" had Thursday and Friday to work; "optional" had Thursday, as an optional holiday is not a day off.
    expect(reminded.map((row) => row.recipient_user_id)).toEqual(
      [users.someholidays, users.optional].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });
});
