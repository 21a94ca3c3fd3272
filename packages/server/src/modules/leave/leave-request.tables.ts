import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { employees } from '../people';
import { projects } from '../projects';
import { leaveConfigurations } from './leave.tables';
import { leaveTypes } from './leave-policy.tables';

const quantity = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** A leave request (`LR-0001`): the quantity is fixed when applied, from the calendar and rules of that day. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    number: integer('number').notNull(),
    employeeId: integer('employee_id').notNull(),
    leaveTypeId: integer('leave_type_id').notNull(),
    leaveYearId: integer('leave_year_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startHalf: boolean('start_half').notNull().default(false),
    endHalf: boolean('end_half').notNull().default(false),
    hours: quantity('hours'),
    quantity: quantity('quantity').notNull(),
    reason: text('reason').notNull(),
    attachmentKey: text('attachment_key'),
    status: text('status').notNull().default('pending'),
    approvalStage: text('approval_stage'),
    requiresSecondApproval: boolean('requires_second_approval').notNull().default(false),
    managerUserId: integer('manager_user_id'),
    /** The project the leave was taken in, for leave recorded against a project's allocation. */
    projectId: integer('project_id'),
    decisionComment: text('decision_comment'),
    decidedByUserId: integer('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('leave_requests_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('leave_requests_org_number_key').on(t.organizationId, t.number),
    index('leave_requests_org_employee_start_idx').on(t.organizationId, t.employeeId, t.startDate),
    index('leave_requests_org_manager_status_idx').on(t.organizationId, t.managerUserId, t.status),
    // The list's orderings, so a page of every request is read in index order instead of sorting them all.
    index('leave_requests_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('leave_requests_org_start_idx').on(t.organizationId, t.startDate, t.id),
    index('leave_requests_org_project_idx')
      .on(t.organizationId, t.projectId)
      .where(sql`${t.projectId} is not null`),
    index('leave_requests_org_stage_idx')
      .on(t.organizationId, t.approvalStage)
      .where(sql`${t.approvalStage} is not null`),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.leaveTypeId],
      foreignColumns: [leaveTypes.organizationId, leaveTypes.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.leaveYearId],
      foreignColumns: [leaveConfigurations.organizationId, leaveConfigurations.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.managerUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
  ],
);

/**
 * The leave ledger: every credit and debit, never changed or removed (a trigger refuses it); a balance is the
 * sum of a leave year's entries. `dedupe_key` makes scheduled postings (accruals, year end) idempotent.
 */
export const leaveLedgerEntries = pgTable(
  'leave_ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    leaveTypeId: integer('leave_type_id').notNull(),
    leaveYearId: integer('leave_year_id').notNull(),
    kind: text('kind').notNull(),
    quantity: quantity('quantity').notNull(),
    effectiveDate: date('effective_date').notNull(),
    requestId: integer('request_id'),
    reason: text('reason'),
    dedupeKey: text('dedupe_key'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('leave_ledger_org_employee_year_idx').on(
      t.organizationId,
      t.employeeId,
      t.leaveYearId,
      t.leaveTypeId,
    ),
    uniqueIndex('leave_ledger_org_dedupe_key').on(t.organizationId, t.dedupeKey),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.leaveTypeId],
      foreignColumns: [leaveTypes.organizationId, leaveTypes.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.leaveYearId],
      foreignColumns: [leaveConfigurations.organizationId, leaveConfigurations.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.requestId],
      foreignColumns: [leaveRequests.organizationId, leaveRequests.id],
    }),
  ],
);
