import { defineErrors } from '../errors/define-errors';

/** Leave's error codes: requests, balances, leave types and leave years. */
export const LEAVE_ERRORS = defineErrors({
  insufficient_balance: { status: 400, message: 'Sorry, you do not have sufficient balance' },
  overlapping_dates: { status: 400, message: 'You have already applied leave for this period' },
  invalid_date_order: { status: 400, message: 'End date must be on or after the start date' },
  no_working_days: { status: 400, message: 'These dates hold no working day to take leave on' },
  half_day_not_allowed: { status: 400, message: 'This leave type cannot be taken in half days' },
  hours_out_of_range: {
    status: 400,
    message: 'Hourly leave is for one working day, up to the hours of a working day',
  },
  max_consecutive_days_exceeded: {
    status: 400,
    message: 'This leave, with the leaves next to it, is longer than this type allows in a row',
  },
  leave_notice_not_met: { status: 400, message: 'This leave type must be applied for earlier' },
  leave_not_yet_applicable: {
    status: 400,
    message: 'This leave type can be taken only after the service it asks for',
  },
  attachment_required: { status: 400, message: 'Please attach a document for leave of this length' },
  leave_type_not_applicable: { status: 400, message: 'This leave type is not available to this employee' },
  leave_year_not_open: { status: 400, message: 'No leave year is open for these dates' },
  invalid_leave_year_start: { status: 400, message: 'A leave year starts on 1 January or 1 April' },
  leave_year_already_open: { status: 409, message: 'Another leave year is open; close it first' },
  leave_request_not_pending: { status: 400, message: 'This leave request is no longer awaiting a decision' },
  leave_already_started: { status: 400, message: 'This leave has already started' },
});
