import { date, foreignKey, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { projects } from './projects.tables';

/** What a project spent (travel, software, ...), in the project's currency, on a date within its window. */
export const projectExpenses = pgTable(
  'project_expenses',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    expenseDate: date('expense_date').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    recordedByUserId: integer('recorded_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_expenses_org_id_key').on(t.organizationId, t.id),
    index('project_expenses_org_project_idx').on(t.organizationId, t.projectId, t.expenseDate),
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

/** A file (a bill, a ticket) kept with an expense: at most 5 per expense, 10 MB together. */
export const projectExpenseAttachments = pgTable(
  'project_expense_attachments',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    expenseId: integer('expense_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    creatorUserId: integer('creator_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('project_expense_attachments_org_id_key').on(t.organizationId, t.id),
    index('project_expense_attachments_org_expense_idx').on(t.organizationId, t.expenseId),
    foreignKey({
      columns: [t.organizationId, t.expenseId],
      foreignColumns: [projectExpenses.organizationId, projectExpenses.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.creatorUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** Money the client paid against the project: when, how much, how (mode and reference). */
export const projectReceipts = pgTable(
  'project_receipts',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    receivedOn: date('received_on').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    mode: text('mode').notNull(),
    reference: text('reference'),
    note: text('note'),
    recordedByUserId: integer('recorded_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_receipts_org_id_key').on(t.organizationId, t.id),
    index('project_receipts_org_project_idx').on(t.organizationId, t.projectId, t.receivedOn),
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
