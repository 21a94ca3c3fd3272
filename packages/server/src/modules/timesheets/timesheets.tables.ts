import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { contractors } from '../contractors';
import { employees } from '../people';
import { projects } from '../projects';

/**
 * One person's week (`TS-0007`), from Monday: an employee's or a contractor's; its status is the roll-up of its
 * entries'.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    number: integer('number').notNull(),
    employeeId: integer('employee_id'),
    contractorId: integer('contractor_id'),
    weekStart: date('week_start').notNull(),
    status: text('status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('timesheets_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('timesheets_org_number_key').on(t.organizationId, t.number),
    uniqueIndex('timesheets_org_employee_week_key').on(t.organizationId, t.employeeId, t.weekStart),
    uniqueIndex('timesheets_org_contractor_week_key').on(t.organizationId, t.contractorId, t.weekStart),
    check('timesheets_one_person', sql`num_nonnulls(${t.employeeId}, ${t.contractorId}) = 1`),
    index('timesheets_org_week_status_idx').on(t.organizationId, t.weekStart, t.status),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.contractorId],
      foreignColumns: [contractors.organizationId, contractors.id],
    }),
  ],
);

/**
 * Time spent on one day on a project (or a non-project task: bench, training, internal), billable or not, with
 * its own status: approvers decide each project's time.
 */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    timesheetId: integer('timesheet_id').notNull(),
    projectId: integer('project_id'),
    task: text('task'),
    workDate: date('work_date').notNull(),
    minutes: integer('minutes').notNull(),
    isBillable: boolean('is_billable').notNull().default(false),
    status: text('status').notNull().default('draft'),
    /** Why it was last rejected or reopened. */
    reason: text('reason'),
    /** The invoice that billed it. */
    invoiceReference: text('invoice_reference'),
    /** The person's note on the line's work that week, kept on each of its days. */
    note: text('note'),
    decidedByUserId: integer('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('timesheet_entries_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('timesheet_entries_org_line_day_key').on(
      t.organizationId,
      t.timesheetId,
      sql`coalesce(${t.projectId}, 0)`,
      sql`coalesce(${t.task}, '')`,
      t.workDate,
    ),
    index('timesheet_entries_org_project_status_idx').on(t.organizationId, t.projectId, t.status),
    foreignKey({
      columns: [t.organizationId, t.timesheetId],
      foreignColumns: [timesheets.organizationId, timesheets.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
  ],
);

/**
 * A line of a sheet (the person's week on one project, or on no project: other work) with its entries added up:
 * their number, minutes and billable minutes, and how many of them are in each status, so that a list finds the
 * lines with time of a status, and sums them, without reading their entries. The sheet's person and week are
 * copied onto it. Kept by statement triggers on the entries (migration 0078), never written by a service.
 */
export const timesheetLines = pgTable(
  'timesheet_lines',
  {
    organizationId: organizationIdColumn(),
    timesheetId: integer('timesheet_id').notNull(),
    projectId: integer('project_id'),
    employeeId: integer('employee_id'),
    contractorId: integer('contractor_id'),
    weekStart: date('week_start').notNull(),
    entries: integer('entries').notNull(),
    minutes: integer('minutes').notNull(),
    billableMinutes: integer('billable_minutes').notNull(),
    draft: integer('draft').notNull(),
    submitted: integer('submitted').notNull(),
    approved: integer('approved').notNull(),
    rejected: integer('rejected').notNull(),
    reopened: integer('reopened').notNull(),
    frozen: integer('frozen').notNull(),
    billed: integer('billed').notNull(),
    skipped: integer('skipped').notNull(),
  },
  (t) => [
    uniqueIndex('timesheet_lines_org_line_key').on(
      t.organizationId,
      t.timesheetId,
      sql`coalesce(${t.projectId}, 0)`,
    ),
    index('timesheet_lines_org_project_week_idx').on(t.organizationId, t.projectId, t.weekStart),
    index('timesheet_lines_org_week_idx').on(t.organizationId, t.weekStart),
    index('timesheet_lines_org_employee_week_idx').on(t.organizationId, t.employeeId, t.weekStart),
    // The lines waiting for a decision, the approvers' list, by project and by week.
    index('timesheet_lines_org_submitted_project_week_idx')
      .on(t.organizationId, t.projectId, t.weekStart)
      .where(sql`${t.submitted} > 0`),
    index('timesheet_lines_org_submitted_week_idx')
      .on(t.organizationId, t.weekStart)
      .where(sql`${t.submitted} > 0`),
  ],
);

/** The organisation's timesheet rules: one row, absent until the timesheet manager changes a default. */
export const timesheetSettings = pgTable('timesheet_settings', {
  organizationId: organizationIdColumn().primaryKey(),
  /** flag or refuse time above a person's share of a project on a day. */
  overAllocation: text('over_allocation').notNull().default('flag'),
  updatedAt: updatedAtColumn(),
});
