import { TEAM_LEAVES_MAX_ROWS } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAppContext } from '../../platform/app-context';
import type { Database } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { buildEmployee, buildOrganization } from '../../test/factories';
import { buildLeaveType, buildLeaveYear } from '../../test/leave-factories';
import { openTestDatabase } from '../../test/test-app';
import { findTeamLeaves } from './team-leaves.queries';

/** Wednesday 13 March 2030: its week runs from Monday the 11th to Sunday the 17th. */
const TODAY = '2030-03-13';
const MARCH = { from: '2030-03-01', to: '2030-03-31' };

let database: Database;
let drop: () => Promise<void>;
let org: number;
let leaderId: number;
const members: Record<'busy' | 'awayToday' | 'awayLater', number> = { busy: 0, awayToday: 0, awayLater: 0 };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const ctx = createAppContext(loadConfig({}), database, { info: () => undefined, error: () => undefined });
  org = (await buildOrganization(ctx)).id;
  leaderId = (await buildEmployee(ctx, org, {})).employee.id;
  for (const name of Object.keys(members) as (keyof typeof members)[]) {
    members[name] = (await buildEmployee(ctx, org, { reportingManagerId: leaderId })).employee.id;
  }
  const year = await buildLeaveYear(ctx, org, '2030-01-01');
  const type = await buildLeaveType(ctx, org);
  await withOrg(database.db, org, async (tx) => {
    // Written as they stand on record, many on the same days: more than applying one by one would allow.
    const insert = (employeeId: number, status: string, dates: ReturnType<typeof sql>, count: number) =>
      tx.execute(sql`insert into leave_requests (organization_id, number, employee_id, leave_type_id, leave_year_id,
            start_date, end_date, quantity, reason, status)
          select ${org}, (select coalesce(max(number), 0) from leave_requests where organization_id = ${org}) + g,
            ${employeeId}, ${type.id}, ${year.id}, ${dates}, ${dates}, 1, 'Away', ${status}
          from generate_series(1, ${count}) g`);
    // More than the answer holds, all after this week: the page is cut, the counts are not.
    await insert(members.busy, 'approved', sql`'2030-03-20'::date + (g % 12)`, TEAM_LEAVES_MAX_ROWS + 50);
    await insert(members.awayToday, 'approved', sql`${TODAY}::date`, 1);
    await insert(members.awayLater, 'approved', sql`'2030-03-16'::date`, 1);
    await insert(members.awayLater, 'pending', sql`${TODAY}::date`, 1);
  });
});

afterAll(async () => {
  await database.close();
  await drop();
});

it('cuts a month of more leaves than it answers, still counting who is away today and this week', async () => {
  const answer = await withOrg(database.db, org, (tx) =>
    findTeamLeaves(tx, org, { userId: -1, employeeId: leaderId, subDepartmentIds: [] }, MARCH, TODAY),
  );
  expect(answer).toMatchObject({ team_size: 3, away_today: 1, away_this_week: 2, truncated: true });
  expect(answer.results).toHaveLength(TEAM_LEAVES_MAX_ROWS);
  expect(answer.results.slice(0, 3).map((row) => [row.employee.id, row.start_date, row.status])).toEqual(
    expect.arrayContaining([
      [members.awayToday, TODAY, 'approved'],
      [members.awayLater, TODAY, 'pending'],
      [members.awayLater, '2030-03-16', 'approved'],
    ]),
  );
});
