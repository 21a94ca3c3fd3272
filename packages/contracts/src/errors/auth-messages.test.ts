import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';

describe('AUTH_MESSAGES', () => {
  it.each<[keyof typeof AUTH_MESSAGES, string]>([
    ['setPasswordPrompt', 'Please set a password to log in'],
    ['loginFailed', 'Login credentials (email or password) were incorrect.'],
    ['resetLinkSent', 'Link to reset your password is sent to your email address.'],
    ['forgotPasswordFailed', 'Please enter valid email address.'],
    ['resetLinkInvalid', 'Invalid link'],
    ['passwordReset', 'Password reset successfully. Sign in to continue.'],
    ['passwordResetFailed', 'The link is no longer valid. Please contact admin team to get a new link.'],
  ])('%s is %j', (key, text) => {
    expect(AUTH_MESSAGES[key]).toBe(text);
  });
});
