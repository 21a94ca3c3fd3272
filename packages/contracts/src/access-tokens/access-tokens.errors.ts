import { defineErrors } from '../errors/define-errors';

/** The module's own error codes: the HTTP status and the message a user reads. */
export const ACCESS_TOKENS_ERRORS = defineErrors({
  token_scope_denied: {
    status: 403,
    message:
      'This access token does not allow this request. Give it the scope it needs, or use another token.',
  },
  token_rate_limited: {
    status: 429,
    message: 'This access token has made too many requests. Please try again in a minute.',
  },
  access_token_kind_refused: {
    status: 403,
    message: 'Only an organisation administrator may make organisation tokens',
  },
  access_token_role_not_held: {
    status: 400,
    message: 'An organisation token can only be given roles you hold yourself',
  },
  access_token_roles_needed: { status: 400, message: 'Choose at least one role for an organisation token' },
  access_token_expiry_invalid: {
    status: 400,
    message: 'Choose an expiry date from tomorrow to one year from today',
  },
  access_token_already_revoked: { status: 409, message: 'This access token is already revoked' },
});
