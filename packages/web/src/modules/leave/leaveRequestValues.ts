import {
  formatApiDate,
  type LeaveBalance,
  type LeaveRequestCreate,
  type LeaveRequestTerms,
} from '@atrium/contracts';
import type { Dayjs } from 'dayjs';

/** What the leave request form holds. */
export interface Values {
  leave_type_id?: number;
  start_date?: Dayjs | null;
  end_date?: Dayjs | null;
  start_half?: boolean;
  end_half?: boolean;
  hours?: number | null;
  reason?: string;
  attachment_key?: string | null;
}

const apiDate = (value: Dayjs) => formatApiDate(value.toDate());

/** The terms the inputs describe, or null while a type, the dates (or the hours) are missing. */
export function termsOf(values: Values, balances: readonly LeaveBalance[]): LeaveRequestTerms | null {
  const type = balances.find((balance) => balance.leave_type.id === values.leave_type_id)?.leave_type;
  if (!type || !values.start_date) return null;
  const start = apiDate(values.start_date);
  const attachment_key = values.attachment_key ?? null;
  if (type.unit === 'hours') {
    if (!values.hours) return null;
    const hours = values.hours;
    return {
      leave_type_id: type.id,
      start_date: start,
      end_date: start,
      start_half: false,
      end_half: false,
      hours,
      attachment_key,
    };
  }
  if (!values.end_date) return null;
  const end = apiDate(values.end_date);
  return {
    leave_type_id: type.id,
    start_date: start,
    end_date: end,
    start_half: Boolean(values.start_half),
    end_half: start !== end && Boolean(values.end_half),
    hours: null,
    attachment_key,
  };
}

/** The request the inputs describe: its terms and the reason. */
export function requestOf(values: Values, balances: readonly LeaveBalance[]): LeaveRequestCreate | null {
  const terms = termsOf(values, balances);
  return terms ? { ...terms, reason: values.reason?.trim() ?? '' } : null;
}
