import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, DEFAULT_MESSAGES } from './code-messages';
import type { ErrorCode } from './error-codes';

describe('DEFAULT_MESSAGES', () => {
  it.each<[keyof typeof DEFAULT_MESSAGES, string]>([
    ['error', 'There is some issue with your request'],
    ['success', 'Action taken successfully.'],
    ['errorDialogTitle', 'ERROR'],
    ['errorDialogText', 'Something went wrong. Please try again later'],
    ['updateSuccess', 'Record Updated'],
  ])('%s is %j', (key, text) => {
    expect(DEFAULT_MESSAGES[key]).toBe(text);
  });
});

describe('CODE_MESSAGES from the spec table', () => {
  it.each<[ErrorCode, string]>([
    ['required', 'This field is required'],
    ['null', 'This field is required'],
    ['blank', 'This field is required'],
    ['permission_denied', 'Sorry, you do not have permission to perform this action'],
    ['auth_token_missing', 'Your session has expired. Please login again.'],
    ['authentication_failed', 'Your session has expired. Please login again.'],
    ['network_error', 'There is some network related issue. Please check your network connection'],
    ['unknown_error', 'The application has encountered an unknown error'],
    ['integrity_error', 'Record already exist!'],
    ['incorrect_password', 'Password is incorrect'],
    ['extra_auth_invalid_credentials', 'Additional Authentication Password is wrong'],
    ['insufficient_balance', 'Sorry, you do not have sufficient balance'],
    ['overlapping_dates', 'You have already applied leave for this period'],
    ['membership_limit_exceed', 'Sorry, you have reached the limit by adding 50 users'],
    ['token_expired', 'The link is no longer valid'],
    ['token_invalid', 'Invalid link'],
    ['restql_error', "Sorry, something went wrong. Couldn't retrive your requested data"],
    ['group_discripancy', 'Please resolve discripancies from this group'],
    ['project_owner_cannot_be_none', 'Please assign a project owner on this project'],
    ['delivery_lead_cannot_be_none', 'Please assign delivery lead'],
    ['client_cannot_be_none', 'Client is required'],
    ['allocation_start_date_cannot_be_none', 'Project start date is required'],
    ['allocation_end_date_cannot_be_none', 'Project end date is required'],
    [
      'actual_milestone_amount_is_required_for_project_activation',
      'Actual Milestone Amount is required for project activation',
    ],
  ])('%s → %j', (code, text) => {
    expect(CODE_MESSAGES[code]).toBe(text);
  });
});

describe('CODE_MESSAGES the spec does not show', () => {
  it.each<[ErrorCode, string]>([
    ['invalid', 'Please enter a valid value'],
    ['invalid_email', 'Please enter valid email address.'],
    ['invalid_confirmPassword', 'New Password and Confirm Password do not match'],
    ['min_16000', 'Please enter no more than 16000 characters'],
    ['invalid_url', 'The link you followed is broken. Please check the URL and try again.'],
    ['disabled_workspace', "Looks like you don't have access of this workspace!"],
    ['secret_locked', 'Salary details are locked. Please login again as salary manager to unlock them.'],
    ['user_data_missing', 'Your user details are incomplete. Please contact admin team.'],
    ['not_found', 'Resource Not Found!'],
    ['org_not_found', 'Sorry, we could not find this organisation'],
    ['user_not_found', 'Sorry, no user exists with this email address'],
    ['method_not_allowed', 'Sorry, this action is not allowed'],
    ['payload_too_large', 'Sorry, the file is too large. Please upload files under 10 MB'],
    ['unsupported_media_type', 'Sorry, this file type is not supported'],
    ['rate_limited', 'Too many attempts. Please try again after some time.'],
    ['provider_not_configured', 'This sign-in method is not available for your organisation.'],
    ['password_too_short', 'Password must be at least 8 characters long'],
    ['password_too_long', 'Password must be at most 128 characters long'],
    ['unknown_field', 'This field is not accepted here'],
    ['password_same_as_old', 'New password must be different from the old password'],
    ['maintenance', 'We are down for maintenance. Be right back!'],
    ['negotiated_billing_rates_do_not_exist', 'Please add negotiated billing rates before continuing'],
    ['age_below_18', 'Employee must be at least 18 years old'],
    ['invalid_phone', 'Please enter a 10-digit number, or + and 7 to 15 digits'],
    ['invalid_zip', 'Please enter a 6-digit ZIP code'],
    ['invalid_pan', 'Please enter a valid PAN (up to 10 letters and digits)'],
    ['invalid_aadhaar', 'Please enter a valid Aadhaar number (12 digits)'],
    ['invalid_gst', 'Please enter a valid 15-character GST number'],
    ['min_exceeds_max', 'Minimum must not be more than maximum'],
    ['headquarter_required', 'At least one location must be the headquarters'],
    ['primary_bank_required', 'Exactly one bank account must be primary'],
    ['invalid_profile_picture', 'Profile picture must be a jpg, jpeg or png file'],
    ['exited_user_cannot_be_activated', 'An exited user cannot be activated'],
    [
      'effective_date_before_current',
      'The change must take effect on or after the start of the current record',
    ],
    ['effective_date_in_future', 'The change cannot take effect in the future'],
    ['reporting_manager_cycle', 'An employee cannot report to themselves or to someone who reports to them'],
    ['contract_not_editable', 'A terminated or ongoing contract cannot be edited'],
    ['contract_end_before_start', 'Contract end date must be after the start date'],
    ['contract_overlap', 'This contractor already has a contract for these dates'],
    ['no_active_contract', 'The contractor needs an active contract covering this period'],
    ['last_working_day_before_joining', 'Last working day must be after the date of joining'],
    ['exit_already_open', 'This employee is already serving notice'],
    ['exit_not_in_notice', 'This exit is no longer in notice'],
    ['exit_clearance_pending', 'Every clearance must be signed off first'],
    ['exit_final_pending', 'Exit clearance and full-and-final must be done first'],
    ['clearance_already_signed', 'This clearance is already signed off'],
    ['invalid_date_order', 'End date must be on or after the start date'],
    ['no_working_days', 'These dates hold no working day to take leave on'],
    ['half_day_not_allowed', 'This leave type cannot be taken in half days'],
    ['hours_out_of_range', 'Hourly leave is for one working day, up to the hours of a working day'],
    [
      'max_consecutive_days_exceeded',
      'This leave, with the leaves next to it, is longer than this type allows in a row',
    ],
    ['leave_notice_not_met', 'This leave type must be applied for earlier'],
    ['leave_not_yet_applicable', 'This leave type can be taken only after the service it asks for'],
    ['attachment_required', 'Please attach a document for leave of this length'],
    ['leave_type_not_applicable', 'This leave type is not available to this employee'],
    ['leave_year_not_open', 'No leave year is open for these dates'],
    ['invalid_leave_year_start', 'A leave year starts on 1 January or 1 April'],
    ['leave_year_already_open', 'Another leave year is open; close it first'],
    ['leave_request_not_pending', 'This leave request is no longer awaiting a decision'],
    ['leave_already_started', 'This leave has already started'],
  ])('%s → %j', (code, text) => {
    expect(CODE_MESSAGES[code]).toBe(text);
  });

  it.each(Object.entries(CODE_MESSAGES))('%s has its own text, not the default', (_code, text) => {
    expect(text).not.toBe(DEFAULT_MESSAGES.error);
    expect(text.trim()).not.toBe('');
  });
});
