import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore, MIGRATIONS } from '../../test/migrated-before';

let db: PGlite;

beforeAll(async () => {
  db = await databaseMigratedBefore('timesheet_lines');
});
afterAll(() => db.close());

const one = async (text: string, values: unknown[]) =>
  (await db.query<{ id: number }>(text, values)).rows[0]?.id as number;

describe('the migration that keeps timesheet lines added up', () => {
  it('adds up the entries already there, then keeps adding what changes', async () => {
    const org = await one(
      `insert into organizations (name, slug) values ('lines', 'lines') returning id`,
      [],
    );
    const user = await one(
      `insert into users (organization_id, email) values ($1, 'worker@example.com') returning id`,
      [org],
    );
    const employee = await one(
      `insert into employees (organization_id, user_id, code) values ($1, $2, 'E-1') returning id`,
      [org, user],
    );
    const sheet = (number: number, monday: string) =>
      one(
        `insert into timesheets (organization_id, number, employee_id, week_start) values ($1, $2, $3, $4) returning id`,
        [org, number, employee, monday],
      );
    const first = await sheet(1, '2026-01-05');
    const second = await sheet(2, '2026-01-12');
    await db.query(
      `insert into timesheet_entries (organization_id, timesheet_id, project_id, task, work_date, minutes, is_billable,
        status) values
        ($1, $2, null, 'bench', '2026-01-05', 480, false, 'approved'),
        ($1, $2, null, 'training', '2026-01-06', 240, true, 'submitted'),
        ($1, $2, null, 'training', '2026-01-07', 120, true, 'rejected'),
        ($1, $3, null, 'bench', '2026-01-12', 60, false, 'draft')`,
      [org, first, second],
    );
    await migrate(drizzle(db), { migrationsFolder: MIGRATIONS });

    const lines = async () =>
      (
        await db.query(
          `select timesheet_id, project_id, employee_id, week_start::text, entries, minutes, billable_minutes, draft,
            submitted, approved, rejected from timesheet_lines order by timesheet_id`,
        )
      ).rows;
    const line = {
      project_id: null,
      employee_id: employee,
      submitted: 0,
      approved: 0,
      rejected: 0,
      draft: 0,
    };
    expect(await lines()).toEqual([
      {
        ...line,
        timesheet_id: first,
        week_start: '2026-01-05',
        entries: 3,
        minutes: 840,
        billable_minutes: 360,
        submitted: 1,
        approved: 1,
        rejected: 1,
      },
      {
        ...line,
        timesheet_id: second,
        week_start: '2026-01-12',
        entries: 1,
        minutes: 60,
        billable_minutes: 0,
        draft: 1,
      },
    ]);

    await db.query(`update timesheet_entries set status = 'approved' where timesheet_id = $1`, [first]);
    await db.query(`delete from timesheet_entries where timesheet_id = $1`, [second]);
    expect(await lines()).toEqual([
      {
        ...line,
        timesheet_id: first,
        week_start: '2026-01-05',
        entries: 3,
        minutes: 840,
        billable_minutes: 360,
        approved: 3,
      },
    ]);
  });
});
