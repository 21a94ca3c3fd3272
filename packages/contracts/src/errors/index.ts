/**
 * The error catalogue (spec section 8): error codes, the error response body, the message catalogue with
 * per-module and per-field overrides, the other fixed interface texts, and HTTP statuses per code. Each
 * code's status and message is defined once, with defineErrors, by the module that owns it; the merge
 * point is error-catalogue.ts.
 */
export { AUTH_MESSAGES } from './auth-messages';
export { CODE_MESSAGES, DEFAULT_MESSAGES } from './code-messages';
export { defineErrors, type ErrorDefinition, type ErrorDefinitions } from './define-errors';
export { type ErrorBody, ErrorBodySchema } from './error-body';
export { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes';
export { CODE_STATUSES, DEFAULT_ERROR_STATUS, statusForCode } from './error-status';
export { type ErrorRequest, fieldErrors, firstFieldCode, isFirstFieldCodeRequest } from './field-errors';
export { type CodeMessageMap, MODULE_MESSAGES, type ModuleMessages } from './module-messages';
export { PLATFORM_ERROR_CODES, PLATFORM_ERRORS } from './platform-errors';
export { type MessageLookup, resolveErrorMessage, resolveMessageIn } from './resolve-error-message';
export {
  CRASH_FALLBACK_TEXT,
  EMPTY_STATE_TEXTS,
  ERROR_PAGE_TEXTS,
  MAINTENANCE_TEXT,
  UPLOAD_RESULT_TEXTS,
} from './screen-texts';
export { TASK_MESSAGES, type TaskMessageId } from './task-messages';
