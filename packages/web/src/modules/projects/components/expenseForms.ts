import {
  EXPENSE_ERRORS,
  type ExpenseCategory,
  isExpenseErrorCode,
  type Project,
  type ReceiptMode,
} from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { messageForCode } from '../../../platform/errorMessages';

export const MODULE = 'projects';

export const EXPENSE_CATEGORY_LABELS: Readonly<Record<ExpenseCategory, string>> = {
  travel: 'Travel',
  accommodation: 'Accommodation',
  meals: 'Meals',
  software: 'Software and licences',
  hardware: 'Hardware',
  subcontracting: 'Subcontracting',
  training: 'Training',
  communication: 'Communication',
  other: 'Other',
};

export const RECEIPT_MODE_LABELS: Readonly<Record<ReceiptMode, string>> = {
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
  upi: 'UPI',
  cash: 'Cash',
  other: 'Other',
};

/** Days an expense may fall on: within the project's dates, where it has them (spec 5). */
export const outsideProject =
  (project: Pick<Project, 'start_date' | 'end_date'>) =>
  (day: Dayjs): boolean => {
    const date = day.format('YYYY-MM-DD');
    return Boolean(
      (project.start_date && date < project.start_date) || (project.end_date && date > project.end_date),
    );
  };

/** Days money may have been received on: from the project's start up to today. */
export const notReceivable =
  (project: Pick<Project, 'start_date'>) =>
  (day: Dayjs): boolean =>
    Boolean(project.start_date && day.format('YYYY-MM-DD') < project.start_date) ||
    day.isAfter(dayjs(), 'day');

/** A file size as people read it: 820 KB, 2.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The text for a code: the expense refusals first (they are not in the app-wide catalogue), then the catalogue. */
export const expenseMessage = (code: string, field?: string) =>
  isExpenseErrorCode(code) ? EXPENSE_ERRORS[code].message : messageForCode({ code, module: MODULE, field });
