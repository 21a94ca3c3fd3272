import { formatApiDate, type LeaveBalance, type LeaveRequestCreate } from '@atrium/contracts';
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

/** The request the inputs describe, or null while a type, the dates (or the hours) are missing. */
export function requestOf(values: Values, balances: readonly LeaveBalance[]): LeaveRequestCreate | null {
  const type = balances.find((balance) => balance.leave_type.id === values.leave_type_id)?.leave_type;
  if (!type || !values.start_date) return null;
  const start = apiDate(values.start_date);
  if (type.unit === 'hours') {
    if (!values.hours) return null;
    return {
      leave_type_id: type.id,
      start_date: start,
      end_date: start,
      start_half: false,
      end_half: false,
      hours: values.hours,
      reason: values.reason?.trim() ?? '',
      attachment_key: values.attachment_key ?? null,
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
    reason: values.reason?.trim() ?? '',
    attachment_key: values.attachment_key ?? null,
  };
}
