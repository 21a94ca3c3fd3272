import { type SQL, sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizationIdColumn } from '../../platform/db/columns';

const hours = (name: string) => numeric(name, { mode: 'number' });

/**
 * A month whose utilisation by person the organisation keeps (`timesheet_utilisation`), with the sums of its rows:
 * the unsearched list's count and totals. Written by the first read of the month, or the job for last month and
 * this one.
 */
export const timesheetUtilisationMonths = pgTable(
  'timesheet_utilisation_months',
  {
    organizationId: organizationIdColumn(),
    month: date('month').notNull(),
    people: integer('people').notNull().default(0),
    capacity: hours('capacity').notNull().default(0),
    billable: hours('billable').notNull().default(0),
    /** When it was first kept: a month other than last and this one is let go a week later. */
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/**
 * Each person's utilisation of a kept month, as the live computation (`utilisation.queries.ts`) counts it for the
 * timesheet manager and the CEO: one row per employee (their id) or contractor (the id negated) with capacity or
 * billable time, with what the list sorts and searches by, so a page is read from an index in its order. People
 * whose time, leave, exit, contracts, holidays or names changed are marked (`timesheet_utilisation_stale`) by
 * statement triggers (migration 0081) and counted again by the next read.
 */
export const timesheetUtilisation = pgTable(
  'timesheet_utilisation',
  {
    organizationId: organizationIdColumn(),
    month: date('month').notNull(),
    person: integer('person').notNull(),
    userId: integer('user_id').notNull(),
    /** `first_name last_name`, trimmed, as the list shows it. */
    name: text('name').notNull(),
    code: text('code'),
    departmentId: integer('department_id'),
    capacity: hours('capacity').notNull(),
    billable: hours('billable').notNull(),
  },
  (t) => {
    const key = [t.organizationId, t.month] as const;
    const name = sql`lower(${t.name})`;
    // Each order of the list read from an index, forwards or backwards: its column, then the name and the person.
    const by = (label: string, column: SQL | PgColumn) =>
      index(`timesheet_utilisation_${label}_idx`).on(...key, column, name, t.person);
    return [
      primaryKey({ columns: [t.organizationId, t.month, t.person] }),
      index('timesheet_utilisation_user_idx').on(...key, t.userId),
      index('timesheet_utilisation_name_idx').on(...key, name, t.person),
      by('code', t.code),
      by('billable', t.billable),
      by('capacity', t.capacity),
      by('utilisation', sql`(${t.billable} / nullif(${t.capacity}, 0))`),
    ];
  },
);

/** People whose kept utilisation waits to be counted again: an employee's id or a contractor's negated. */
export const timesheetUtilisationStale = pgTable(
  'timesheet_utilisation_stale',
  {
    organizationId: organizationIdColumn(),
    person: integer('person').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.person] })],
);
