import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from './code-messages';
import { ERROR_CODES } from './error-codes';
import { PLATFORM_ERROR_CODES, PLATFORM_ERRORS } from './platform-errors';
import { resolveErrorMessage, resolveMessageIn } from './resolve-error-message';

const PLATFORM_MESSAGES = Object.fromEntries(
  Object.entries(PLATFORM_ERRORS).map(([code, { message }]) => [code, message]),
);

describe('the platform part of the catalogue', () => {
  it('names each platform code as ERROR_CODES does', () => {
    for (const [key, code] of Object.entries(PLATFORM_ERROR_CODES)) {
      expect(ERROR_CODES[key as keyof typeof ERROR_CODES]).toBe(code);
    }
    expect(Object.values(PLATFORM_ERROR_CODES).sort()).toEqual(Object.keys(PLATFORM_ERRORS).sort());
  });

  it('reads a platform code, a module override and a field override as the whole catalogue does', () => {
    for (const lookup of [
      { code: 'rate_limited' },
      { module: 'account', field: 'email', code: 'invalid' },
      { module: 'reset-link', code: 'invalid' },
      { module: 'account', code: 'user_not_found' },
    ]) {
      expect(resolveMessageIn(lookup, PLATFORM_MESSAGES)).toBe(resolveErrorMessage(lookup));
    }
  });

  it("knows a module's code only once its texts are given", () => {
    expect(resolveMessageIn({ code: 'insufficient_balance' }, PLATFORM_MESSAGES)).toBe(
      'There is some issue with your request',
    );
    expect(resolveMessageIn({ code: 'insufficient_balance' }, CODE_MESSAGES)).toBe(
      CODE_MESSAGES.insufficient_balance,
    );
  });
});
