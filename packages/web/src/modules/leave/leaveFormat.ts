import type { LeaveBalance, LeaveUnit } from '@atrium/contracts';
import { displayDate } from '../../platform/displayDate';

/** Balances may hold monthly accrual fractions; two decimals are enough to read them. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** '1 day', '2.5 days', '4 hours'. */
export function formatQuantity(value: number, unit: LeaveUnit): string {
  const amount = rounded(value);
  const noun = unit === 'hours' ? 'hour' : 'day';
  return `${amount} ${Math.abs(amount) === 1 ? noun : `${noun}s`}`;
}

/** Leave with nothing entitled that may go below zero (leave without pay): taken as needed, no balance. */
export const needsNoBalance = ({ leave_type, entitled }: Pick<LeaveBalance, 'leave_type' | 'entitled'>) =>
  leave_type.allow_negative && entitled === 0;

/** How a leave type reads in a picker: its name and what is available. */
export function leaveTypeLabel(balance: LeaveBalance): string {
  const { leave_type: type, available } = balance;
  if (needsNoBalance(balance)) return `${type.name} (no balance needed)`;
  return `${type.name} (${formatQuantity(available, type.unit)} available)`;
}

/** A ledger movement: '+12 days', '-1 day'. */
export function formatSignedQuantity(value: number, unit: LeaveUnit): string {
  return `${value > 0 ? '+' : ''}${formatQuantity(value, unit)}`;
}

interface DatedLeave {
  start_date: string;
  end_date: string;
  start_half: boolean;
  end_half: boolean;
}

/** '05-May-2026 (half day)', or '05-May-2026 – 07-May-2026 (half day)' when the last day is a half. */
export function formatLeaveDates({ start_date, end_date, start_half, end_half }: DatedLeave): string {
  if (start_date === end_date)
    return `${displayDate(start_date)}${start_half || end_half ? ' (half day)' : ''}`;
  const start = `${displayDate(start_date)}${start_half ? ' (half day)' : ''}`;
  return `${start} – ${displayDate(end_date)}${end_half ? ' (half day)' : ''}`;
}
