import { describe, expect, it } from 'vitest';
import { assertTokenScope, TokenRateLimiter } from './token-guard';

const token = (scopes: string[]) => ({ id: 1, kind: 'personal' as const, scopes });

const refusal = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('what an access token may reach', () => {
  it.each<[string, string[], string | undefined, string, string | null]>([
    ['read scope, GET', ['people:read'], 'people', 'GET', null],
    ['read scope, HEAD', ['people:read'], 'people', 'HEAD', null],
    ['read scope, POST', ['people:read'], 'people', 'POST', 'token_scope_denied'],
    ['write scope, DELETE', ['people:write'], 'people', 'DELETE', null],
    ['write scope only, GET', ['people:write'], 'people', 'GET', 'token_scope_denied'],
    ['another module', ['people:read', 'people:write'], 'leave', 'GET', 'token_scope_denied'],
    ['a route of no module', ['people:read'], undefined, 'GET', 'token_scope_denied'],
    ['accounts, whatever the scopes', ['accounts:write'], 'accounts', 'POST', 'token_scope_denied'],
    [
      'the token routes, whatever the scopes',
      ['access-tokens:write'],
      'access-tokens',
      'POST',
      'token_scope_denied',
    ],
  ])('%s', (_what, scopes, module, method, code) => {
    expect(refusal(() => assertTokenScope(token(scopes), module, method))).toBe(code);
  });
});

describe('the rate of a token', () => {
  it('allows the limit per minute, then refuses with the seconds to wait, and starts again after the minute', () => {
    let now = 1_200_000; // the start of a clock minute
    const limiter = new TokenRateLimiter(3, () => now);
    for (let i = 0; i < 3; i += 1) limiter.admit(7);
    now += 20_000;
    let retryAfter = 0;
    try {
      limiter.admit(7);
    } catch (error) {
      retryAfter = (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
    expect(retryAfter).toBe(40);
    expect(refusal(() => limiter.admit(8))).toBeNull();
    now += 40_000;
    expect(refusal(() => limiter.admit(7))).toBeNull();
  });
});
