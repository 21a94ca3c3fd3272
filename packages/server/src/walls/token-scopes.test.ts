import { TOKEN_REFUSED_MODULES, TOKEN_SCOPE_MODULES, TOKEN_SCOPES, tokenActionOf } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessToken } from '../test/access-tokens-factories';
import { bearer, buildEmployee, buildOrganization } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The central, default-deny scope check, over the whole route table: every signed-in route of an organisation
 * belongs to a module, and a token lacking that module's scope for the method's action (every other scope it has)
 * is refused, before the route's own permission or its input is looked at.
 */
let test: TestApp;
let org: number;
/** By scope: a token with every scope but that one. */
const allBut = new Map<string, string>();
let everyScope: string;

beforeAll(async () => {
  test = await createTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
  org = (await buildOrganization(test.ctx)).id;
  const { user } = await buildEmployee(test.ctx, org, {
    email: 'ceo@token-scopes.test',
    roles: ['org:full-access'],
  });
  for (const scope of TOKEN_SCOPES) {
    const scopes = TOKEN_SCOPES.filter((other) => other !== scope);
    allBut.set(scope, (await buildAccessToken(test.ctx, org, { by: user.id, scopes })).token);
  }
  everyScope = (await buildAccessToken(test.ctx, org, { by: user.id, scopes: [...TOKEN_SCOPES] })).token;
}, 120_000);
afterAll(() => test.close());

const signedInRoutes = () =>
  test.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/:orgId/') && route.permission !== 'public' && route.method !== 'HEAD',
  );

describe('access token scopes over the route table', () => {
  it('tag every signed-in route with a module a scope names, or one no token reaches', () => {
    const modules = new Set<string>([...TOKEN_SCOPE_MODULES, ...TOKEN_REFUSED_MODULES]);
    const untagged = signedInRoutes()
      .filter((route) => !route.module || !modules.has(route.module))
      .map((route) => `${route.method} ${route.url} (${route.module ?? 'no module'})`);
    expect(untagged).toEqual([]);
    expect(signedInRoutes().length).toBeGreaterThan(100);
  });

  it('refuse every route to a token without its module’s scope for the method', async () => {
    const wrong: string[] = [];
    for (const route of signedInRoutes()) {
      const url = route.url.replace(':orgId', String(org)).replace(/:[A-Za-z]+/g, '1');
      const scope = `${route.module}:${tokenActionOf(route.method)}`;
      const refused = (TOKEN_REFUSED_MODULES as readonly string[]).includes(route.module ?? '');
      const token = refused ? everyScope : (allBut.get(scope) as string);
      const response = await test.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(token),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 403 || response.json().code !== 'token_scope_denied')
        wrong.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
