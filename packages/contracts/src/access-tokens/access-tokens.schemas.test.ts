import { describe, expect, it } from 'vitest';
import {
  AccessTokenCreateSchema,
  TOKEN_SCOPES,
  tokenActionOf,
  tokenExpiryBounds,
} from './access-tokens.schemas';

const valid = { name: 'Payroll export', scopes: ['people:read'], expires_on: '2027-01-31' };

describe('a new access token', () => {
  it('is personal and has no roles unless told', () => {
    expect(AccessTokenCreateSchema.parse(valid)).toEqual({ ...valid, kind: 'personal', roles: [] });
  });

  it.each([
    ['no scope', { ...valid, scopes: [] }],
    ['a scope of no module', { ...valid, scopes: ['salaries:read'] }],
    ['a scope of the token routes', { ...valid, scopes: ['access-tokens:write'] }],
    ['a scope of accounts (passwords, sessions)', { ...valid, scopes: ['accounts:write'] }],
    ['a scope twice', { ...valid, scopes: ['people:read', 'people:read'] }],
    ['no expiry', { name: 'x', scopes: ['people:read'] }],
    ['a blank name', { ...valid, name: '  ' }],
    ['an unknown role', { ...valid, kind: 'organization', roles: ['root'] }],
  ])('is refused with %s', (_what, body) => {
    expect(AccessTokenCreateSchema.safeParse(body).success).toBe(false);
  });

  it('offers a read and a write scope per module', () => {
    expect(TOKEN_SCOPES).toContain('people:read');
    expect(TOKEN_SCOPES).toContain('leave:write');
  });

  it.each([
    ['GET', 'read'],
    ['HEAD', 'read'],
    ['POST', 'write'],
    ['PATCH', 'write'],
    ['PUT', 'write'],
    ['DELETE', 'write'],
  ])('%s needs %s', (method, action) => {
    expect(tokenActionOf(method)).toBe(action);
  });
});

describe('the expiry a token may have', () => {
  it.each([
    ['2026-11-29', { min: '2026-11-30', max: '2027-11-29', byDefault: '2027-02-27' }],
    ['2028-02-29', { min: '2028-03-01', max: '2029-02-28', byDefault: '2028-05-29' }],
    ['2026-12-31', { min: '2027-01-01', max: '2027-12-31', byDefault: '2027-03-31' }],
  ])('made on %s: from tomorrow to a year on, 90 days by default', (today, bounds) => {
    expect(tokenExpiryBounds(today)).toEqual(bounds);
  });
});
