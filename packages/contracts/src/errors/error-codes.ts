import { type ConstantKey, constantKey } from './define-errors';
import { ERROR_DEFINITIONS } from './error-catalogue';

export type ErrorCode = keyof typeof ERROR_DEFINITIONS;

const CODES = Object.keys(ERROR_DEFINITIONS) as ErrorCode[];

/** Every code under its upper snake case key (`INVALID_CONFIRM_PASSWORD` → `'invalid_confirmPassword'`). */
export const ERROR_CODES = Object.freeze(
  Object.fromEntries(CODES.map((code) => [constantKey(code), code])),
) as {
  readonly [Code in ErrorCode as ConstantKey<Code>]: Code;
};

const KNOWN_CODES: ReadonlySet<string> = new Set(CODES);

export function isErrorCode(code: string): code is ErrorCode {
  return KNOWN_CODES.has(code);
}
