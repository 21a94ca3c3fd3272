import { ERROR_DEFINITIONS } from './error-catalogue';
import type { ErrorCode } from './error-codes';

export const DEFAULT_MESSAGES = {
  error: 'There is some issue with your request',
  success: 'Action taken successfully.',
  errorDialogTitle: 'ERROR',
  errorDialogText: 'Something went wrong. Please try again later',
  updateSuccess: 'Record Updated',
} as const;

/** One user message per code, from each code's definition in the catalogue. */
export const CODE_MESSAGES: Readonly<Record<ErrorCode, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(ERROR_DEFINITIONS).map(([code, { message }]) => [code, message]),
  ) as Record<ErrorCode, string>,
);
