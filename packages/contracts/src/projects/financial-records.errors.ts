import { defineErrors } from '../errors/define-errors';

/**
 * Why a revenue or cost entry is refused (spec 5). Kept out of the app-wide catalogue (errors/error-catalogue.ts),
 * as the expense refusals are: the sign-in page loads that catalogue whole and is at its size budget. The server
 * and the Finances screens read these from here; the codes appear nowhere else.
 */
export const FINANCIAL_RECORD_ERRORS = defineErrors({
  revenue_outside_project: { status: 400, message: 'Revenue date must fall within the project dates' },
  cost_outside_project: { status: 400, message: 'Cost date must fall within the project dates' },
  receipt_date_required: { status: 400, message: 'Revenue must have a receipt date' },
  receipt_before_revenue: { status: 400, message: 'Receipt date must not be before the revenue date' },
  payment_before_revenue: {
    status: 400,
    message: 'Expected payment date must not be before the revenue date',
  },
  milestone_not_in_project: { status: 400, message: 'Choose a milestone of this project' },
});
export type FinancialRecordErrorCode = keyof typeof FINANCIAL_RECORD_ERRORS;

export const isFinancialRecordErrorCode = (code: string): code is FinancialRecordErrorCode =>
  Object.hasOwn(FINANCIAL_RECORD_ERRORS, code);
