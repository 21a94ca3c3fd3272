export const ERROR_CODES = {
  REQUIRED: 'required',
  NULL: 'null',
  BLANK: 'blank',
  INVALID: 'invalid',
  INVALID_EMAIL: 'invalid_email',
  INVALID_CONFIRM_PASSWORD: 'invalid_confirmPassword',
  MIN_16000: 'min_16000',
  INVALID_URL: 'invalid_url',
  PERMISSION_DENIED: 'permission_denied',
  DISABLED_WORKSPACE: 'disabled_workspace',
  AUTH_TOKEN_MISSING: 'auth_token_missing',
  AUTHENTICATION_FAILED: 'authentication_failed',
  TOKEN_INVALID: 'token_invalid',
  TOKEN_EXPIRED: 'token_expired',
  INCORRECT_PASSWORD: 'incorrect_password',
  EXTRA_AUTH_INVALID_CREDENTIALS: 'extra_auth_invalid_credentials',
  SECRET_LOCKED: 'secret_locked',
  USER_DATA_MISSING: 'user_data_missing',
  NOT_FOUND: 'not_found',
  ORG_NOT_FOUND: 'org_not_found',
  USER_NOT_FOUND: 'user_not_found',
  INTEGRITY_ERROR: 'integrity_error',
  METHOD_NOT_ALLOWED: 'method_not_allowed',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  RATE_LIMITED: 'rate_limited',
  PROVIDER_NOT_CONFIGURED: 'provider_not_configured',
  PASSWORD_TOO_SHORT: 'password_too_short',
  PASSWORD_TOO_LONG: 'password_too_long',
  UNKNOWN_FIELD: 'unknown_field',
  PASSWORD_SAME_AS_OLD: 'password_same_as_old',
  MAINTENANCE: 'maintenance',
  NETWORK_ERROR: 'network_error',
  UNKNOWN_ERROR: 'unknown_error',
  RESTQL_ERROR: 'restql_error',
  INSUFFICIENT_BALANCE: 'insufficient_balance',
  OVERLAPPING_DATES: 'overlapping_dates',
  MEMBERSHIP_LIMIT_EXCEED: 'membership_limit_exceed',
  GROUP_DISCRIPANCY: 'group_discripancy',
  PROJECT_OWNER_CANNOT_BE_NONE: 'project_owner_cannot_be_none',
  DELIVERY_LEAD_CANNOT_BE_NONE: 'delivery_lead_cannot_be_none',
  CLIENT_CANNOT_BE_NONE: 'client_cannot_be_none',
  ALLOCATION_START_DATE_CANNOT_BE_NONE: 'allocation_start_date_cannot_be_none',
  ALLOCATION_END_DATE_CANNOT_BE_NONE: 'allocation_end_date_cannot_be_none',
  ACTUAL_MILESTONE_AMOUNT_IS_REQUIRED_FOR_PROJECT_ACTIVATION:
    'actual_milestone_amount_is_required_for_project_activation',
  NEGOTIATED_BILLING_RATES_DO_NOT_EXIST: 'negotiated_billing_rates_do_not_exist',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

export function isErrorCode(code: string): code is ErrorCode {
  return KNOWN_CODES.has(code);
}
