import { describe, expect, it } from 'vitest';
import { GoogleSignInSettingsSchema, TeamsSettingsSchema } from './integrations.schemas';

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

describe('Teams settings', () => {
  const teams = (changes: object) => ({
    is_enabled: true,
    tenant_id: '8A3C6B1E-2F4D-4E5A-9B7C-1D2E3F4A5B6C',
    app_id: '0f1e2d3c-4b5a-4968-8776-655443322110',
    ...changes,
  });

  it.each<[string, object, string | null]>([
    ['on, with a new secret', { client_secret: 'abc~123' }, null],
    ['on, keeping the secret set', {}, null],
    ['a tenant that is no GUID', { tenant_id: 'contoso.onmicrosoft.com' }, 'invalid_guid'],
    ['an empty secret', { client_secret: '  ' }, 'required'],
  ])('%s', (_case, changes, problem) => {
    const parsed = TeamsSettingsSchema.safeParse(teams(changes));
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(problem);
  });

  it('keeps ids in lower case and refuses unknown fields', () => {
    expect(TeamsSettingsSchema.parse(teams({})).tenant_id).toBe('8a3c6b1e-2f4d-4e5a-9b7c-1d2e3f4a5b6c');
    expect(TeamsSettingsSchema.safeParse(teams({ secret: 'x' })).success).toBe(false);
  });
});
