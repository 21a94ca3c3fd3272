import { defineErrors } from '../errors/define-errors';

/** The module's own error codes: the HTTP status and the message a user reads. */
export const CLIENTS_ERRORS = defineErrors({
  client_name_taken: { status: 409, message: 'A client with this name exists already' },
});
