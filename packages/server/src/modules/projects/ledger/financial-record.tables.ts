import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ledgerAmount, ledgerConstraints, ledgerKey, ledgerStamps } from './project-ledger.tables';

/**
 * Revenue a project earns (spec 5): dated within the project's window, with a receipt date and an expected
 * payment date on or after it; optionally for one of its milestones (kept without a foreign key: deleting the
 * milestone clears the link). Amounts in the project's currency.
 */
export const projectRevenues = pgTable(
  'project_revenues',
  {
    ...ledgerKey(),
    revenueDate: date('revenue_date').notNull(),
    amount: ledgerAmount(),
    revenueType: text('revenue_type').notNull(),
    description: text('description'),
    milestoneId: integer('milestone_id'),
    receiptDate: date('receipt_date').notNull(),
    expectedPaymentDate: date('expected_payment_date'),
    /** recorded, invoiced, partial_paid or paid. */
    status: text('status').notNull().default('recorded'),
    ...ledgerStamps(),
  },
  (t) => [
    ...ledgerConstraints('project_revenues', t, t.revenueDate),
    /** Deleting a milestone clears its revenue links by this index, not by reading every revenue entry. */
    index('project_revenues_org_milestone_idx')
      .on(t.organizationId, t.milestoneId)
      .where(sql`${t.milestoneId} is not null`),
  ],
);

/** A cost a project incurs (a vendor, travel, software, ...), dated within the project's window. */
export const projectCosts = pgTable(
  'project_costs',
  {
    ...ledgerKey(),
    costDate: date('cost_date').notNull(),
    category: text('category').notNull(),
    amount: ledgerAmount(),
    description: text('description'),
    ...ledgerStamps(),
  },
  (t) => ledgerConstraints('project_costs', t, t.costDate),
);
