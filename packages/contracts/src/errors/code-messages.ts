import { ERROR_DEFINITIONS } from './error-catalogue';
import type { ErrorCode } from './error-codes';

export { DEFAULT_MESSAGES } from './default-messages';

/** One user message per code, from each code's definition in the catalogue. */
export const CODE_MESSAGES: Readonly<Record<ErrorCode, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(ERROR_DEFINITIONS).map(([code, { message }]) => [code, message]),
  ) as Record<ErrorCode, string>,
);
