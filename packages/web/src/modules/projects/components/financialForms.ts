import {
  type CostCategory,
  EXPENSE_ERRORS,
  FINANCIAL_RECORD_ERRORS,
  type FinancialRecordKind,
  isExpenseErrorCode,
  isFinancialRecordErrorCode,
  type RevenueStatus,
  type RevenueType,
  type ToolOptions,
} from '@atrium/contracts';
import { messageForCode } from '../../../platform/errorMessages';
import { idOption } from '../../../platform/formFields';

export const MODULE = 'projects';

export const REVENUE_TYPE_LABELS: Readonly<Record<RevenueType, string>> = {
  'milestone-billing': 'Milestone billing',
  'time-and-material-billing': 'Time and material billing',
  'fixed-fee': 'Fixed fee',
  'change-request': 'Change request',
  other: 'Other',
};

export const REVENUE_STATUS_LABELS: Readonly<Record<RevenueStatus, string>> = {
  recorded: 'Recorded',
  invoiced: 'Invoiced',
  partial_paid: 'Partly paid',
  paid: 'Paid',
};

export const COST_CATEGORY_LABELS: Readonly<Record<CostCategory, string>> = {
  vendor: 'Vendor',
  travel: 'Travel',
  software: 'Software and licences',
  hardware: 'Hardware',
  training: 'Training',
  other: 'Other',
};

export const KIND_NOUNS: Readonly<Record<FinancialRecordKind, string>> = { revenue: 'revenue', cost: 'cost' };

/** The record kind in a tool's options; revenue unless told otherwise. */
export const kindOption = (options: ToolOptions): FinancialRecordKind =>
  options.kind === 'cost' ? 'cost' : 'revenue';

/** What the Finances tools pass each other: the project, the kind of record and, for one record, its id. */
export function financeOptions(options: ToolOptions) {
  return { id: idOption(options.id), kind: kindOption(options), record: idOption(options.record) };
}

/** The text for a code: the finance refusals first (they are not in the app-wide catalogue), then the catalogue. */
export function financeMessage(code: string, field?: string) {
  if (isFinancialRecordErrorCode(code)) return FINANCIAL_RECORD_ERRORS[code].message;
  if (isExpenseErrorCode(code)) return EXPENSE_ERRORS[code].message;
  return messageForCode({ code, module: MODULE, field });
}
