import { ROLES } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildOrganization, buildSignedInPeople, inScope, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendTimesheetReminders } from './timesheet-reminders.job';

let test: TestApp;
let org: number;
let users: Record<string, number>;
const DOMAIN = 'reminders.timesheets.test';
// Reminders sent on Tuesday 1 December 2026 are for the week of Monday 23 November.
const TODAY = '2026-12-01';

const run = (statement: SQL) => withOrg(test.ctx.database.db, org, (tx) => tx.execute(statement));
const employeeOf = (name: string) =>
  sql`(select e.id from employees e where e.organization_id = ${org} and e.user_id = ${users[name] ?? 0})`;

async function approvedLeave(name: string, start: string, end: string) {
  await run(sql`insert into leave_requests (organization_id, number, employee_id, leave_type_id, leave_year_id,
      start_date, end_date, quantity, reason, status)
    select ${org}, coalesce(max(number), 0) + 1, ${employeeOf(name)},
      (select id from leave_types where organization_id = ${org} limit 1),
      (select id from leave_configurations where organization_id = ${org} limit 1),
      ${start}, ${end}, ${1}, 'Family', 'approved'
    from leave_requests where organization_id = ${org}`);
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const people = ['lead', 'holidays', 'mixed', 'someholidays', 'optional'] as const;
  await buildSignedInPeople(
    test,
    org,
    Object.fromEntries(
      people.map((name) => [name, name === 'lead' ? [ROLES.DELIVERY_LEAD] : [ROLES.EMPLOYEE]]),
    ),
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  await run(sql`insert into leave_configurations (organization_id, start_date, end_date, is_active)
    values (${org}, '2026-01-01', '2026-12-31', true)`);
  await run(sql`insert into leave_types (organization_id, code, name, kind, applicability)
    values (${org}, 'CL', 'Casual Leave', 'paid', '{}'::jsonb)`);
  await run(sql`insert into projects (organization_id, number, name, status, billing_type, currency, start_date,
      end_date, delivery_lead_id)
    values (${org}, 1, 'Reminders project', 'active', 'time-and-material', 'INR', '2026-01-01', '2026-12-31',
      ${users.lead})`);
  for (const name of people.filter((person) => person !== 'lead'))
    await run(sql`insert into project_allocations (organization_id, project_id, employee_id, start_date, end_date)
      values (${org}, (select id from projects where organization_id = ${org} and number = 1), ${employeeOf(name)},
        '2026-11-01', '2026-12-31')`);
  // Monday to Wednesday are holidays for everyone, Thursday an optional one; Friday is a working day.
  await run(sql`insert into organization_holidays (organization_id, holiday_date, name, is_optional) values
    (${org}, '2026-11-23', 'Harvest festival', false), (${org}, '2026-11-24', 'Harvest festival, second day', false),
    (${org}, '2026-11-25', 'Founders day', false), (${org}, '2026-11-26', 'Thanksgiving', true)`);
  await approvedLeave('holidays', '2026-11-26', '2026-11-27');
  await approvedLeave('mixed', '2026-11-26', '2026-11-26');
  await approvedLeave('mixed', '2026-11-27', '2026-11-27');
  await approvedLeave('optional', '2026-11-27', '2026-11-27');
});
afterAll(() => test.close());

describe('timesheet reminders', () => {
  it('leave alone those whose every working day was a holiday or approved leave, and remind the rest', async () => {
    const sent = await inScope(test.ctx, org, (scope) => sendTimesheetReminders(scope, test.ctx, TODAY));
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
