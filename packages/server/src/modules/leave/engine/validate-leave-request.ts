import { consecutiveLeaveDays, type DatedLeave } from './consecutive-leave';
import { addDays, daysBetween, type IsoDate } from './iso-date';
import { roundToHundredths } from './rounding';
import { dayKind, type WorkCalendar } from './work-calendar';

/** Listed in the order problems are reported. */
export const LEAVE_REQUEST_PROBLEM_CODES = [
  'invalid_date_order',
  'no_working_days',
  'half_day_not_allowed',
  'hours_out_of_range',
  'overlapping_dates',
  'max_consecutive_days_exceeded',
  'leave_not_yet_applicable',
  'leave_notice_not_met',
  'attachment_required',
  'insufficient_balance',
] as const;
export type LeaveRequestProblemCode = (typeof LEAVE_REQUEST_PROBLEM_CODES)[number];

export interface LeaveRequestProblem {
  code: LeaveRequestProblemCode;
  field: 'start_date' | 'end_date' | 'hours' | 'attachment' | 'leave_type';
}

export interface LeaveRequestDraft {
  start: IsoDate;
  end: IsoDate;
  startHalf: boolean;
  endHalf: boolean;
  /** Hourly types only. */
  hours: number | null;
  hasAttachment: boolean;
}

export interface LeaveTypeRules {
  unit: 'days' | 'hours';
  allowHalfDay: boolean;
  maxConsecutiveDays: number | null;
  /** Calendar days between today and the start; 0 for none. */
  noticeDays: number;
  /** Days of service from joining before the type may be taken; 0 for none. */
  applicableAfterDays: number;
  /** Longer requests need an attachment (a medical certificate, say); null for never. */
  attachmentAboveDays: number | null;
  allowNegative: boolean;
  /** Converts hours to days for hourly types. */
  hoursPerDay: number;
}

export interface LeaveRequestCheck {
  request: LeaveRequestDraft;
  type: LeaveTypeRules;
  /** From `countLeaveDays`; ignored for hourly types. */
  days: number;
  calendar: WorkCalendar;
  /** The employee's pending and approved requests, of any type. */
  existing: readonly DatedLeave[];
  /** Available balance of this type, pending requests already deducted, in the type's unit. */
  available: number;
  today: IsoDate;
  /** The employee's date of joining; null when not recorded (service rules then do not apply). */
  joiningDate: IsoDate | null;
}

/**
 * Every rule the request breaks, in the order of `LEAVE_REQUEST_PROBLEM_CODES`. An end before the start is
 * reported alone, since nothing else can be judged.
 */
export function validateLeaveRequest(input: LeaveRequestCheck): LeaveRequestProblem[] {
  const { request, type, calendar, today } = input;
  if (request.end < request.start) return [{ code: 'invalid_date_order', field: 'end_date' }];

  const hourly = type.unit === 'hours';
  const hours = request.hours ?? 0;
  // What the request takes from the balance, and the same in days for the day-based rules.
  const quantity = hourly ? hours : input.days;
  const days = hourly ? hours / type.hoursPerDay : input.days;
  const problems: LeaveRequestProblem[] = [];

  const noWorkingDays = hourly ? dayKind(request.start, calendar) !== 'working' : input.days <= 0;
  if (noWorkingDays) problems.push({ code: 'no_working_days', field: 'start_date' });

  if (!type.allowHalfDay) {
    if (request.startHalf) problems.push({ code: 'half_day_not_allowed', field: 'start_date' });
    if (request.endHalf) problems.push({ code: 'half_day_not_allowed', field: 'end_date' });
  }

  if (hourly) {
    if (request.end !== request.start) problems.push({ code: 'hours_out_of_range', field: 'end_date' });
    if (hours <= 0 || hours > type.hoursPerDay) problems.push({ code: 'hours_out_of_range', field: 'hours' });
  }

  if (input.existing.some((other) => other.start <= request.end && other.end >= request.start)) {
    problems.push({ code: 'overlapping_dates', field: 'start_date' });
  }

  if (type.maxConsecutiveDays !== null) {
    const run = consecutiveLeaveDays(
      { start: request.start, end: request.end, days },
      input.existing,
      calendar,
    );
    if (roundToHundredths(run) > type.maxConsecutiveDays) {
      problems.push({ code: 'max_consecutive_days_exceeded', field: 'end_date' });
    }
  }

  if (
    type.applicableAfterDays > 0 &&
    input.joiningDate !== null &&
    request.start < addDays(input.joiningDate, type.applicableAfterDays)
  ) {
    problems.push({ code: 'leave_not_yet_applicable', field: 'start_date' });
  }

  if (type.noticeDays > 0 && daysBetween(today, request.start) < type.noticeDays) {
    problems.push({ code: 'leave_notice_not_met', field: 'start_date' });
  }

  if (type.attachmentAboveDays !== null && days > type.attachmentAboveDays && !request.hasAttachment) {
    problems.push({ code: 'attachment_required', field: 'attachment' });
  }

  if (!type.allowNegative && roundToHundredths(quantity) > roundToHundredths(input.available)) {
    problems.push({ code: 'insufficient_balance', field: 'leave_type' });
  }

  return problems;
}
