import { defineErrors } from '../errors/define-errors';

/** Timesheets' error codes: what may be saved, when, and who decides. */
export const TIMESHEET_ERRORS = defineErrors({
  timesheet_not_editable: {
    status: 400,
    message: 'A submitted or frozen timesheet cannot be saved or modified',
  },
  timesheet_finalised: { status: 400, message: 'A finalised timesheet cannot be reopened' },
  timesheet_transition_not_allowed: { status: 400, message: 'This timesheet cannot be moved to that status' },
  day_over_24_hours: { status: 400, message: 'Time spent in a day cannot exceed 24 hours' },
  billable_hours_out_of_range: { status: 400, message: 'Billable hours per day must be between 1 and 24' },
  time_outside_allocation: {
    status: 400,
    message: 'Time can be logged only within your allocation to the project',
  },
  time_above_allocation: {
    status: 400,
    message: 'Time on a project cannot be above your allocation to it on a day',
  },
  timesheet_reason_required: { status: 400, message: 'Please give a reason' },
  timesheet_nothing_to_submit: { status: 400, message: 'There is no time to submit this week' },
});
