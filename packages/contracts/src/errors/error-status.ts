import { ERROR_DEFINITIONS } from './error-catalogue';
import { type ErrorCode, isErrorCode } from './error-codes';

export const DEFAULT_ERROR_STATUS = 400;

/** The HTTP status the server answers with for each code; codes outside the catalogue are rule violations. */
export const CODE_STATUSES: Readonly<Record<ErrorCode, number>> = Object.freeze(
  Object.fromEntries(Object.entries(ERROR_DEFINITIONS).map(([code, { status }]) => [code, status])) as Record<
    ErrorCode,
    number
  >,
);

export function statusForCode(code: string): number {
  return isErrorCode(code) ? CODE_STATUSES[code] : DEFAULT_ERROR_STATUS;
}
