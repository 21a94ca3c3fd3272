export { type AccrualCredit, type AccrualInput, type AccrualMode, accrualSchedule } from './accrual-schedule';
export {
  type CarryForwardMode,
  type CarryForwardRule,
  closeLeaveYear,
  type YearClose,
  type YearCloseInput,
} from './close-leave-year';
export { consecutiveLeaveDays, type DatedLeave } from './consecutive-leave';
export { countLeaveDays, type LeaveDate, type LeaveDays, type LeaveDaysInput } from './count-leave-days';
export { type CarryForwardExpiryInput, expireCarryForward } from './expire-carry-forward';
export type { DateRange, IsoDate } from './iso-date';
export { leaveYearContaining } from './leave-year';
export {
  type BalanceSummary,
  type LedgerEntry,
  type LedgerKind,
  summarizeBalance,
} from './summarize-balance';
export {
  LEAVE_REQUEST_PROBLEM_CODES,
  type LeaveRequestCheck,
  type LeaveRequestDraft,
  type LeaveRequestProblem,
  type LeaveRequestProblemCode,
  type LeaveTypeRules,
  validateLeaveRequest,
} from './validate-leave-request';
export { type DayKind, dayKind, type SandwichRule, type WorkCalendar } from './work-calendar';
