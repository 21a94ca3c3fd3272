import { describe, expect, it } from 'vitest';
import { GoogleSignInSettingsSchema } from './integrations.schemas';

const settings = (changes: object) => ({
  is_enabled: true,
  mode: 'password_and_google',
  allowed_domains: [],
  ...changes,
});

describe('Google sign-in settings', () => {
  it.each<[string, object, string | null]>([
    ['on, beside passwords, any domain', {}, null],
    [
      'on, Google only, two domains',
      { mode: 'google_only', allowed_domains: ['acme.example', 'acme.co.in'] },
      null,
    ],
    ['off', { is_enabled: false }, null],
    [
      'Google only while Google is off',
      { is_enabled: false, mode: 'google_only' },
      'google_only_needs_google',
    ],
    ['a domain with a scheme', { allowed_domains: ['https://acme.example'] }, 'invalid_domain'],
    ['an address instead of a domain', { allowed_domains: ['me@acme.example'] }, 'invalid_domain'],
    ['a domain twice', { allowed_domains: ['acme.example', 'ACME.example'] }, 'duplicate_domain'],
    [
      'eleven domains',
      { allowed_domains: Array.from({ length: 11 }, (_, i) => `d${i}.example`) },
      'max_10_domains',
    ],
  ])('%s', (_case, changes, problem) => {
    const parsed = GoogleSignInSettingsSchema.safeParse(settings(changes));
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(problem);
  });

  it('keeps domains in lower case', () => {
    expect(
      GoogleSignInSettingsSchema.parse(settings({ allowed_domains: [' Acme.Example '] })).allowed_domains,
    ).toEqual(['acme.example']);
  });
});
