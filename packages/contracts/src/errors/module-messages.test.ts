import { describe, expect, it } from 'vitest';
import { MODULE_MESSAGES } from './module-messages';
import { type MessageLookup, resolveErrorMessage } from './resolve-error-message';

describe('MODULE_MESSAGES', () => {
  it.each<[string, string | undefined, string, string | undefined]>([
    ['account', 'email', 'invalid', 'Please enter valid email address.'],
    ['account', 'confirmPassword', 'invalid', 'New Password and Confirm Password do not match'],
    ['reset-link', undefined, 'invalid', 'Invalid link'],
  ])('%s / %s / %s is registered', (module, field, code, text) => {
    const messages = MODULE_MESSAGES[module];
    expect(field === undefined ? messages?.codes?.[code] : messages?.fields?.[field]?.[code]).toBe(text);
  });
});

describe('resolveErrorMessage through MODULE_MESSAGES', () => {
  it.each<[MessageLookup, string]>([
    [{ module: 'account', field: 'email', code: 'invalid' }, 'Please enter valid email address.'],
    [
      { module: 'account', field: 'confirmPassword', code: 'invalid' },
      'New Password and Confirm Password do not match',
    ],
    [{ module: 'account', field: 'email', code: 'required' }, 'This field is required'],
    [{ module: 'account', code: 'user_not_found' }, 'Sorry, no user exists with this email address'],
    [{ module: 'reset-link', code: 'invalid' }, 'Invalid link'],
    [{ module: 'reset-link', code: 'token_expired' }, 'The link is no longer valid'],
  ])('%j → %j', (lookup, expected) => {
    expect(resolveErrorMessage(lookup)).toBe(expected);
  });
});
