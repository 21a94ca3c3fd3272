import { describe, expect, it } from 'vitest';
import type { ErrorCode } from './error-codes';
import { CODE_STATUSES, statusForCode } from './error-status';

const STATUS_ROWS: [ErrorCode, number][] = [
  ['required', 400],
  ['null', 400],
  ['blank', 400],
  ['invalid', 400],
  ['invalid_email', 400],
  ['invalid_confirmPassword', 400],
  ['min_16000', 400],
  ['invalid_url', 400],
  ['permission_denied', 403],
  ['disabled_workspace', 403],
  ['auth_token_missing', 401],
  ['authentication_failed', 401],
  ['token_invalid', 401],
  ['token_expired', 400],
  ['incorrect_password', 400],
  ['extra_auth_invalid_credentials', 400],
  ['secret_locked', 423],
  ['user_data_missing', 400],
  ['not_found', 404],
  ['org_not_found', 404],
  ['user_not_found', 404],
  ['integrity_error', 409],
  ['method_not_allowed', 405],
  ['payload_too_large', 413],
  ['unsupported_media_type', 415],
  ['rate_limited', 429],
  ['provider_not_configured', 400],
  ['password_too_short', 400],
  ['password_too_long', 400],
  ['unknown_field', 400],
  ['password_same_as_old', 400],
  ['maintenance', 503],
  ['network_error', 503],
  ['unknown_error', 500],
  ['restql_error', 400],
  ['insufficient_balance', 400],
  ['overlapping_dates', 400],
  ['membership_limit_exceed', 400],
  ['group_discripancy', 400],
  ['project_owner_cannot_be_none', 400],
  ['delivery_lead_cannot_be_none', 400],
  ['client_cannot_be_none', 400],
  ['allocation_start_date_cannot_be_none', 400],
  ['allocation_end_date_cannot_be_none', 400],
  ['actual_milestone_amount_is_required_for_project_activation', 400],
  ['negotiated_billing_rates_do_not_exist', 400],
  ['age_below_18', 400],
  ['invalid_phone', 400],
  ['invalid_zip', 400],
  ['invalid_pan', 400],
  ['invalid_aadhaar', 400],
  ['invalid_gst', 400],
  ['min_exceeds_max', 400],
  ['headquarter_required', 400],
  ['primary_bank_required', 400],
  ['invalid_profile_picture', 400],
  ['exited_user_cannot_be_activated', 400],
  ['effective_date_before_current', 400],
  ['effective_date_in_future', 400],
  ['reporting_manager_cycle', 400],
  ['contract_not_editable', 400],
  ['contract_end_before_start', 400],
  ['contract_overlap', 400],
  ['no_active_contract', 400],
  ['last_working_day_before_joining', 400],
  ['exit_already_open', 400],
  ['exit_not_in_notice', 400],
  ['exit_clearance_pending', 400],
  ['exit_final_pending', 400],
  ['clearance_already_signed', 400],
  ['invalid_date_order', 400],
  ['no_working_days', 400],
  ['half_day_not_allowed', 400],
  ['hours_out_of_range', 400],
  ['max_consecutive_days_exceeded', 400],
  ['leave_notice_not_met', 400],
  ['leave_not_yet_applicable', 400],
  ['attachment_required', 400],
  ['leave_type_not_applicable', 400],
  ['leave_year_not_open', 400],
  ['invalid_leave_year_start', 400],
  ['leave_year_already_open', 409],
  ['leave_request_not_pending', 400],
  ['leave_already_started', 400],
];

describe('statusForCode', () => {
  it.each(STATUS_ROWS)('%s → %i', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it('has a row for every code', () => {
    expect(STATUS_ROWS.map(([code]) => code).sort()).toEqual(Object.keys(CODE_STATUSES).sort());
  });

  it.each(['leave_policy_missing', 'timesheet_frozen', '', 'toString'])(
    '%j, outside the catalogue → 400',
    (code) => {
      expect(statusForCode(code)).toBe(400);
    },
  );
});
