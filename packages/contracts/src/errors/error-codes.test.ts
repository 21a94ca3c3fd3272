import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes';

const REQUIRED_CODES = [
  'network_error',
  'authentication_failed',
  'disabled_workspace',
  'user_not_found',
  'org_not_found',
  'invalid',
  'user_data_missing',
  'required',
  'null',
  'blank',
  'permission_denied',
  'auth_token_missing',
  'unknown_error',
  'integrity_error',
  'incorrect_password',
  'extra_auth_invalid_credentials',
  'insufficient_balance',
  'overlapping_dates',
  'membership_limit_exceed',
  'token_expired',
  'token_invalid',
  'secret_locked',
  'restql_error',
  'group_discripancy',
  'project_owner_cannot_be_none',
  'delivery_lead_cannot_be_none',
  'client_cannot_be_none',
  'allocation_start_date_cannot_be_none',
  'allocation_end_date_cannot_be_none',
  'actual_milestone_amount_is_required_for_project_activation',
  'negotiated_billing_rates_do_not_exist',
  'project_end_before_start',
  'billing_end_before_start',
  'billing_start_before_project_start',
  'project_end_before_billing_end',
  'draft_project_cannot_be_extended',
  'project_status_change_not_allowed',
  'project_name_taken',
  'client_name_taken',
  'age_below_18',
  'invalid_phone',
  'invalid_zip',
  'invalid_pan',
  'invalid_aadhaar',
  'invalid_gst',
  'min_exceeds_max',
  'headquarter_required',
  'primary_bank_required',
  'invalid_profile_picture',
  'exited_user_cannot_be_activated',
  'effective_date_before_current',
  'effective_date_in_future',
  'reporting_manager_cycle',
  'contract_not_editable',
  'contract_end_before_start',
  'contract_overlap',
  'no_active_contract',
  'last_working_day_before_joining',
  'exit_already_open',
  'exit_not_in_notice',
  'exit_clearance_pending',
  'exit_final_pending',
  'clearance_already_signed',
  'invalid_date_order',
  'no_working_days',
  'half_day_not_allowed',
  'hours_out_of_range',
  'max_consecutive_days_exceeded',
  'leave_notice_not_met',
  'leave_not_yet_applicable',
  'attachment_required',
  'leave_type_not_applicable',
  'leave_year_not_open',
  'invalid_leave_year_start',
  'leave_year_already_open',
  'leave_request_not_pending',
  'leave_already_started',
  'invalid_url',
  'invalid_email',
  'invalid_confirmPassword',
  'min_16000',
  'not_found',
  'rate_limited',
  'provider_not_configured',
  'password_too_short',
  'password_too_long',
  'unknown_field',
  'password_same_as_old',
  'maintenance',
  'unsupported_media_type',
  'payload_too_large',
  'method_not_allowed',
];

describe('ERROR_CODES', () => {
  it.each(REQUIRED_CODES)('holds %s', (code) => {
    expect(Object.values(ERROR_CODES)).toContain(code);
    expect(isErrorCode(code)).toBe(true);
  });

  it('holds nothing else', () => {
    expect(Object.values(ERROR_CODES).sort()).toEqual([...REQUIRED_CODES].sort());
  });
});

describe('isErrorCode', () => {
  it.each(['', 'INVALID', 'leave_overlap', 'constructor', 'toString', '__proto__'])('rejects %j', (code) => {
    expect(isErrorCode(code)).toBe(false);
  });
});
