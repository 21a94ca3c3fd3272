import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildEmployee, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildTimesheet } from '../../test/timesheet-factories';

let test: TestApp;
let org: number;
let manager: string;
const statements: string[] = [];

/** `count` weeks of one person's time, each a submitted timesheet of five days of other work. */
async function submittedWeeks(employeeId: number, count: number, firstNumber: number) {
  const ids: number[] = [];
  for (let week = 0; week < count; week += 1) {
    const monday = new Date(Date.UTC(2020, 0, 6 + 7 * (firstNumber + week))).toISOString().slice(0, 10);
    const days = [0, 1, 2, 3, 4].map((day) => ({
      task: 'bench',
      workDate: new Date(Date.UTC(2020, 0, 6 + 7 * (firstNumber + week) + day)).toISOString().slice(0, 10),
      status: 'submitted' as const,
    }));
    ids.push((await buildTimesheet(test.ctx, org, { person: { employeeId }, weekStart: monday, days })).id);
  }
  return ids;
}

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query) => statements.push(query) });
  org = (await buildOrganization(test.ctx)).id;
  manager = (
    await buildSignedInPeople(test, org, { manager: [ROLES.TIMESHEET_MANAGER] }, 'batch.timesheets.test')
  ).manager as string;
});
afterAll(() => test.close());

/** The statements one decision on `ids` sends, and its answer. */
async function approve(ids: number[]) {
  statements.length = 0;
  const response = await as(test, org, manager).post('/timesheets/approvals/decide/', {
    items: ids.map((id) => ({ timesheet_id: id, project_id: null })),
    decision: 'approve',
  });
  return { response, sent: statements.length };
}

describe('deciding many lines at once', () => {
  it('changes every line and sheet in a fixed number of statements, only notifications going sheet by sheet', async () => {
    const person = await buildEmployee(test.ctx, org, { email: 'worker@batch.timesheets.test' });
    const few = await submittedWeeks(person.employee.id, 2, 1);
    const many = await submittedWeeks(person.employee.id, 42, 100);
    const small = await approve(few);
    const large = await approve(many);
    expect([small.response.json(), large.response.json()]).toEqual([
      { changed: 10, timesheets: 2 },
      { changed: 210, timesheets: 42 },
    ]);
    // Each further sheet adds its owner's notification (the row, its live message, the email check), nothing more.
    expect((large.sent - small.sent) / (many.length - few.length)).toBeLessThanOrEqual(3);

    const [rolled] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ sheets: number; entries: number }>(
        tx,
        sql`select count(distinct t.id) filter (where t.status = 'approved')::int as sheets,
                   count(*) filter (where e.status = 'approved' and e.decided_at is not null)::int as entries
            from timesheets t join timesheet_entries e on e.organization_id = t.organization_id and e.timesheet_id = t.id`,
      ),
    );
    expect(rolled).toEqual({ sheets: 44, entries: 220 });
  });

  it('refuses the whole decision when one line is not the approver’s to decide or does not exist', async () => {
    const person = await buildEmployee(test.ctx, org, { email: 'other@batch.timesheets.test' });
    const [mine] = await submittedWeeks(person.employee.id, 1, 500);
    const refused = await approve([mine as number, 999_999]);
    expect(refused.response.statusCode).toBe(404);
    const [still] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ status: string }>(tx, sql`select status from timesheets where id = ${mine}`),
    );
    expect(still?.status).toBe('submitted');
  });
});
