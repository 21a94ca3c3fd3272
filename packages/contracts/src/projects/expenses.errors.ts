import { defineErrors } from '../errors/define-errors';

/**
 * Why an expense or a receipt is refused. Kept out of the app-wide catalogue (errors/error-catalogue.ts): the
 * sign-in page loads that catalogue whole and is at its size budget. The server and the Expenses and Receipts
 * screen read these from here; the codes appear nowhere else.
 */
export const EXPENSE_ERRORS = defineErrors({
  expense_outside_project: { status: 400, message: 'Expense date must fall within the project dates' },
  receipt_date_out_of_range: {
    status: 400,
    message: 'Receipt date must be between the project start and today',
  },
  invalid_amount: { status: 400, message: 'Amount must be above zero, with at most two decimals' },
  attachment_limit: { status: 400, message: 'Up to 5 attachments, under 10 MB together' },
});
export type ExpenseErrorCode = keyof typeof EXPENSE_ERRORS;

export const isExpenseErrorCode = (code: string): code is ExpenseErrorCode =>
  Object.hasOwn(EXPENSE_ERRORS, code);
