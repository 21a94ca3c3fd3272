import { defineErrors } from '../errors/define-errors';

/** Exits' error codes: notice, clearance and full-and-final. */
export const EXIT_ERRORS = defineErrors({
  last_working_day_before_joining: {
    status: 400,
    message: 'Last working day must be after the date of joining',
  },
  exit_already_open: { status: 400, message: 'This employee is already serving notice' },
  exit_not_in_notice: { status: 400, message: 'This exit is no longer in notice' },
  exit_clearance_pending: { status: 400, message: 'Every clearance must be signed off first' },
  exit_final_pending: { status: 400, message: 'Exit clearance and full-and-final must be done first' },
  clearance_already_signed: { status: 400, message: 'This clearance is already signed off' },
  exit_interview_withdrawn: {
    status: 400,
    message: 'This exit was withdrawn: there is no interview to fill in',
  },
});
