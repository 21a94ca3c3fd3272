import { type ConstantKey, constantKey, defineErrors } from './define-errors';
import { MAINTENANCE_TEXT } from './screen-texts';

const REQUIRED_MESSAGE = 'This field is required';
const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';
const INVALID_LINK_MESSAGE = 'Invalid link';

/**
 * The codes every module shares: field validation, sign-in and tokens, permissions, missing resources and
 * what the transport itself answers. Texts the spec does not show are written in the same voice.
 */
export const PLATFORM_ERRORS = defineErrors({
  required: { status: 400, message: REQUIRED_MESSAGE },
  null: { status: 400, message: REQUIRED_MESSAGE },
  blank: { status: 400, message: REQUIRED_MESSAGE },
  invalid: { status: 400, message: 'Please enter a valid value' },
  invalid_email: { status: 400, message: 'Please enter valid email address.' },
  invalid_confirmPassword: { status: 400, message: 'New Password and Confirm Password do not match' },
  min_16000: { status: 400, message: 'Please enter no more than 16000 characters' },
  invalid_url: {
    status: 400,
    message: 'The link you followed is broken. Please check the URL and try again.',
  },
  permission_denied: { status: 403, message: 'Sorry, you do not have permission to perform this action' },
  disabled_workspace: { status: 403, message: "Looks like you don't have access of this workspace!" },
  auth_token_missing: { status: 401, message: SESSION_EXPIRED_MESSAGE },
  authentication_failed: { status: 401, message: SESSION_EXPIRED_MESSAGE },
  token_invalid: { status: 401, message: INVALID_LINK_MESSAGE },
  token_expired: { status: 400, message: 'The link is no longer valid' },
  incorrect_password: { status: 400, message: 'Password is incorrect' },
  extra_auth_invalid_credentials: { status: 400, message: 'Additional Authentication Password is wrong' },
  secret_locked: {
    status: 423,
    message: 'Salary details are locked. Please login again as salary manager to unlock them.',
  },
  user_data_missing: { status: 400, message: 'Your user details are incomplete. Please contact admin team.' },
  not_found: { status: 404, message: 'Resource Not Found!' },
  org_not_found: { status: 404, message: 'Sorry, we could not find this organisation' },
  user_not_found: { status: 404, message: 'Sorry, no user exists with this email address' },
  integrity_error: { status: 409, message: 'Record already exist!' },
  method_not_allowed: { status: 405, message: 'Sorry, this action is not allowed' },
  payload_too_large: {
    status: 413,
    message: 'Sorry, the file is too large. Please upload files under 10 MB',
  },
  unsupported_media_type: { status: 415, message: 'Sorry, this file type is not supported' },
  rate_limited: { status: 429, message: 'Too many attempts. Please try again after some time.' },
  provider_not_configured: {
    status: 400,
    message: 'This sign-in method is not available for your organisation.',
  },
  google_domain_not_allowed: {
    status: 400,
    message: 'This Google account is not one your organisation signs in with. Use your work account.',
  },
  password_too_short: { status: 400, message: 'Password must be at least 8 characters long' },
  password_too_long: { status: 400, message: 'Password must be at most 128 characters long' },
  unknown_field: { status: 400, message: 'This field is not accepted here' },
  password_same_as_old: { status: 400, message: 'New password must be different from the old password' },
  maintenance: { status: 503, message: MAINTENANCE_TEXT },
  network_error: {
    status: 503,
    message: 'There is some network related issue. Please check your network connection',
  },
  unknown_error: { status: 500, message: 'The application has encountered an unknown error' },
  restql_error: { status: 400, message: "Sorry, something went wrong. Couldn't retrive your requested data" },
});

type PlatformCode = keyof typeof PLATFORM_ERRORS;

/**
 * The platform's codes under their upper snake case keys, as ERROR_CODES has them: the sign-in page and the
 * API client name codes with these, so they carry no module's catalogue.
 */
export const PLATFORM_ERROR_CODES = Object.freeze(
  Object.fromEntries(Object.keys(PLATFORM_ERRORS).map((code) => [constantKey(code), code])),
) as { readonly [Code in PlatformCode as ConstantKey<Code>]: Code };
