import { defineErrors } from '../errors/define-errors';

/** The module's own error codes: the HTTP status and the message a user reads. */
export const INTEGRATIONS_ERRORS = defineErrors({
  teams_secret_required: {
    status: 400,
    message: 'Enter the bot’s client secret before turning Teams on',
  },
  teams_not_enabled: { status: 409, message: 'Turn the Teams integration on first' },
  teams_not_linked: {
    status: 409,
    message: 'Open a chat with the Atrium bot in Teams first, so it knows where to reach you',
  },
  teams_unreachable: {
    status: 503,
    message: 'Microsoft Teams did not accept the message. Check the tenant id, app id and client secret.',
  },
});
