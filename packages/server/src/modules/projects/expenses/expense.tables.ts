import { date, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../../platform/db/columns';
import { users } from '../../accounts';
import { ledgerAmount, ledgerConstraints, ledgerKey, ledgerStamps } from '../ledger/project-ledger.tables';

/** What a project spent (travel, software, ...), in the project's currency, on a date within its window. */
export const projectExpenses = pgTable(
  'project_expenses',
  {
    ...ledgerKey(),
    expenseDate: date('expense_date').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    amount: ledgerAmount(),
    ...ledgerStamps(),
  },
  (t) => ledgerConstraints('project_expenses', t, t.expenseDate),
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
    ...ledgerKey(),
    receivedOn: date('received_on').notNull(),
    amount: ledgerAmount(),
    mode: text('mode').notNull(),
    reference: text('reference'),
    note: text('note'),
    ...ledgerStamps(),
  },
  (t) => ledgerConstraints('project_receipts', t, t.receivedOn),
);
