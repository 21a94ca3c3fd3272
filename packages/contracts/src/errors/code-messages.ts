import type { ErrorCode } from './error-codes';
import { MAINTENANCE_TEXT } from './screen-texts';

export const DEFAULT_MESSAGES = {
  error: 'There is some issue with your request',
  success: 'Action taken successfully.',
  errorDialogTitle: 'ERROR',
  errorDialogText: 'Something went wrong. Please try again later',
  updateSuccess: 'Record Updated',
} as const;

const REQUIRED_MESSAGE = 'This field is required';
const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';
const INVALID_LINK_MESSAGE = 'Invalid link';

/** One user message per code; texts the spec does not show are written in the same voice. */
export const CODE_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  required: REQUIRED_MESSAGE,
  null: REQUIRED_MESSAGE,
  blank: REQUIRED_MESSAGE,
  invalid: 'Please enter a valid value',
  invalid_email: 'Please enter valid email address.',
  invalid_confirmPassword: 'New Password and Confirm Password do not match',
  min_16000: 'Please enter no more than 16000 characters',
  invalid_url: 'The link you followed is broken. Please check the URL and try again.',
  permission_denied: 'Sorry, you do not have permission to perform this action',
  disabled_workspace: "Looks like you don't have access of this workspace!",
  auth_token_missing: SESSION_EXPIRED_MESSAGE,
  authentication_failed: SESSION_EXPIRED_MESSAGE,
  token_invalid: INVALID_LINK_MESSAGE,
  token_expired: 'The link is no longer valid',
  incorrect_password: 'Password is incorrect',
  extra_auth_invalid_credentials: 'Additional Authentication Password is wrong',
  secret_locked: 'Salary details are locked. Please login again as salary manager to unlock them.',
  user_data_missing: 'Your user details are incomplete. Please contact admin team.',
  not_found: 'Resource Not Found!',
  org_not_found: 'Sorry, we could not find this organisation',
  user_not_found: 'Sorry, no user exists with this email address',
  integrity_error: 'Record already exist!',
  method_not_allowed: 'Sorry, this action is not allowed',
  payload_too_large: 'Sorry, the file is too large. Please upload files under 10 MB',
  unsupported_media_type: 'Sorry, this file type is not supported',
  rate_limited: 'Too many attempts. Please try again after some time.',
  provider_not_configured: 'This sign-in method is not available for your organisation.',
  password_too_short: 'Password must be at least 8 characters long',
  password_too_long: 'Password must be at most 128 characters long',
  unknown_field: 'This field is not accepted here',
  password_same_as_old: 'New password must be different from the old password',
  maintenance: MAINTENANCE_TEXT,
  network_error: 'There is some network related issue. Please check your network connection',
  unknown_error: 'The application has encountered an unknown error',
  restql_error: "Sorry, something went wrong. Couldn't retrive your requested data",
  insufficient_balance: 'Sorry, you do not have sufficient balance',
  overlapping_dates: 'You have already applied leave for this period',
  membership_limit_exceed: 'Sorry, you have reached the limit by adding 50 users',
  group_discripancy: 'Please resolve discripancies from this group',
  project_owner_cannot_be_none: 'Please assign a project owner on this project',
  delivery_lead_cannot_be_none: 'Please assign delivery lead',
  client_cannot_be_none: 'Client is required',
  allocation_start_date_cannot_be_none: 'Project start date is required',
  allocation_end_date_cannot_be_none: 'Project end date is required',
  actual_milestone_amount_is_required_for_project_activation:
    'Actual Milestone Amount is required for project activation',
  negotiated_billing_rates_do_not_exist: 'Please add negotiated billing rates before continuing',
};
