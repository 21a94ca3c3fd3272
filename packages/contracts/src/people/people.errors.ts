import { defineErrors } from '../errors/define-errors';

/** People's error codes: employee records, their history, reporting and membership. */
export const PEOPLE_ERRORS = defineErrors({
  membership_limit_exceed: { status: 400, message: 'Sorry, you have reached the limit by adding 50 users' },
  age_below_18: { status: 400, message: 'Employee must be at least 18 years old' },
  invalid_phone: { status: 400, message: 'Please enter a 10-digit number, or + and 7 to 15 digits' },
  invalid_pan: { status: 400, message: 'Please enter a valid PAN (up to 10 letters and digits)' },
  invalid_aadhaar: { status: 400, message: 'Please enter a valid Aadhaar number (12 digits)' },
  primary_bank_required: { status: 400, message: 'Exactly one bank account must be primary' },
  invalid_profile_picture: { status: 400, message: 'Profile picture must be a jpg, jpeg or png file' },
  exited_user_cannot_be_activated: { status: 400, message: 'An exited user cannot be activated' },
  effective_date_before_current: {
    status: 400,
    message: 'The change must take effect on or after the start of the current record',
  },
  effective_date_in_future: { status: 400, message: 'The change cannot take effect in the future' },
  reporting_manager_cycle: {
    status: 400,
    message: 'An employee cannot report to themselves or to someone who reports to them',
  },
});
