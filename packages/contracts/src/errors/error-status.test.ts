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
