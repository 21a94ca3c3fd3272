import { defineErrors } from '../errors/define-errors';

/** The module's own error codes: the HTTP status and the message a user reads. */
export const FORMS_ERRORS = defineErrors({});
