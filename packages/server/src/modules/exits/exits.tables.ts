import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { employees } from '../people';

/**
 * A resignation or termination: the employee serves notice ('in-notice') until the last working day, then
 * the exit is completed ('exit-done') once clearance and full-and-final are marked; or it is withdrawn.
 */
export const employeeExits = pgTable(
  'employee_exits',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    exitType: text('exit_type').notNull(),
    noticeDate: date('notice_date').notNull(),
    lastWorkingDay: date('last_working_day').notNull(),
    noticePeriodDays: integer('notice_period_days').notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('in-notice'),
    isExitClearanceDone: boolean('is_exit_clearance_done').notNull().default(false),
    isExitFinalDone: boolean('is_exit_final_done').notNull().default(false),
    exitDoneAt: timestamp('exit_done_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('employee_exits_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('employee_exits_one_open_key')
      .on(t.organizationId, t.employeeId)
      .where(sql`${t.status} = 'in-notice'`),
    index('employee_exits_org_status_idx').on(t.organizationId, t.status, t.lastWorkingDay),
    index('employee_exits_org_last_day_idx').on(t.organizationId, t.lastWorkingDay),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.createdByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** One sign-off per clearance area (it, admin, finance, manager) of an exit. */
export const exitClearances = pgTable(
  'exit_clearances',
  {
    organizationId: organizationIdColumn(),
    exitId: integer('exit_id').notNull(),
    area: text('area').notNull(),
    clearedByUserId: integer('cleared_by_user_id').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull().default(sql`now()`),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.exitId, t.area] }),
    foreignKey({
      columns: [t.organizationId, t.exitId],
      foreignColumns: [employeeExits.organizationId, employeeExits.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.clearedByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);
