import { date, foreignKey, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { projects } from './projects.tables';

/**
 * Revenue a project earns (spec 5): dated within the project's window, with a receipt date and an expected
 * payment date on or after it; optionally for one of its milestones (kept without a foreign key: deleting the
 * milestone clears the link). Amounts in the project's currency.
 */
export const projectRevenues = pgTable(
  'project_revenues',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    revenueDate: date('revenue_date').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    revenueType: text('revenue_type').notNull(),
    description: text('description'),
    milestoneId: integer('milestone_id'),
    receiptDate: date('receipt_date').notNull(),
    expectedPaymentDate: date('expected_payment_date'),
    /** recorded, invoiced, partial_paid or paid. */
    status: text('status').notNull().default('recorded'),
    recordedByUserId: integer('recorded_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_revenues_org_id_key').on(t.organizationId, t.id),
    index('project_revenues_org_project_idx').on(t.organizationId, t.projectId, t.revenueDate),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.recordedByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** A cost a project incurs (a vendor, travel, software, ...), dated within the project's window. */
export const projectCosts = pgTable(
  'project_costs',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    costDate: date('cost_date').notNull(),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    description: text('description'),
    recordedByUserId: integer('recorded_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_costs_org_id_key').on(t.organizationId, t.id),
    index('project_costs_org_project_idx').on(t.organizationId, t.projectId, t.costDate),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.recordedByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);
