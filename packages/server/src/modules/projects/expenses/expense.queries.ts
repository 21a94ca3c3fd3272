import { EXPENSE_SORTABLE, type ExpenseListQuery, RECEIPT_SORTABLE } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { LedgerView } from '../ledger/project-ledger.queries';

/** Expenses as the list shows them, each with its attachments; a list may keep one category. */
export const expenseView: LedgerView<ExpenseListQuery> = {
  table: 'project_expenses',
  alias: 'e',
  columns: sql`e.expense_date::text as date, e.category, e.description, e.amount::float8 as amount,
    coalesce((select json_agg(json_build_object('id', f.id, 'file_name', f.file_name,
        'extension', f.extension, 'size_bytes', f.size_bytes) order by f.id)
      from project_expense_attachments f
      where f.organization_id = e.organization_id and f.expense_id = e.id), '[]'::json) as attachments`,
  sortable: EXPENSE_SORTABLE,
  filter: (query) => (query.category ? sql`and e.category = ${query.category}` : undefined),
};

/** Money received from the client as the list shows it. */
export const receiptView: LedgerView = {
  table: 'project_receipts',
  alias: 'r',
  columns: sql`r.received_on::text as received_on, r.amount::float8 as amount, r.mode, r.reference, r.note`,
  sortable: RECEIPT_SORTABLE,
};
