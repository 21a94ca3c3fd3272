import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization } from '../../test/factories';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from '../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeSignIn } from '../orgs';

const REDIRECT = 'http://acme.test/auth-providers';
const STATE = 'browser-made-state-0123456789';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let test: TestApp;
let org: number;
let internalOnly: number;
let domainBound: number;

beforeAll(async () => {
  provider = await startOidcProvider([REDIRECT]);
  test = await createTestApp({
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
  });
  org = (await buildOrganization(test.ctx, { secondaryLoginProviders: ['google'] })).id;
  internalOnly = (await buildOrganization(test.ctx)).id;
  domainBound = (await buildOrganization(test.ctx, { secondaryLoginProviders: ['google'] })).id;
  await withOrg(test.ctx.database.db, domainBound, (tx) =>
    changeSignIn(tx, domainBound, {
      primaryLoginProvider: 'internal',
      secondaryLoginProviders: ['google'],
      googleAllowedDomains: ['globex.test'],
    }),
  );
  await buildEmployee(test.ctx, domainBound, { email: 'googler@acme.test', password: null });
  await buildEmployee(test.ctx, domainBound, { email: 'worker@globex.test', password: null });
  await buildEmployee(test.ctx, org, { email: 'googler@acme.test', password: null });
});
afterAll(async () => {
  await test.close();
  await provider.close();
});

const authorizeUrl = async (organizationId = org) =>
  test.app.inject({
    url: `/api/${organizationId}/org/account/oauth/google/authorize-url/?${new URLSearchParams({ redirect_uri: REDIRECT, state: STATE })}`,
  });
const exchange = (code: string, organizationId = org) =>
  test.app.inject({
    method: 'POST',
    url: `/api/${organizationId}/org/account/oauth/google/login/`,
    payload: { code, redirect_uri: REDIRECT },
  });
async function codeFor(email: string) {
  const returned = await signInAtProvider((await authorizeUrl()).json().url, email, REDIRECT);
  return returned.searchParams.get('code') ?? '';
}

describe('Continue with Google', () => {
  it('sends the browser to the provider with code, openid email profile, consent and offline access', async () => {
    const url = new URL((await authorizeUrl()).json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'consent',
      access_type: 'offline',
      redirect_uri: REDIRECT,
      client_id: OIDC_CLIENT.id,
      state: STATE,
    });
  });

  it('hands the browser’s state back with the code', async () => {
    const returned = await signInAtProvider((await authorizeUrl()).json().url, 'googler@acme.test', REDIRECT);
    expect(returned.searchParams.get('state')).toBe(STATE);
  });

  it('refuses to build the address without a state from the browser', async () => {
    const response = await test.app.inject({
      url: `/api/${org}/org/account/oauth/google/authorize-url/?redirect_uri=${encodeURIComponent(REDIRECT)}`,
    });
    expect(response.json()).toEqual({ code: 'invalid', codes: { state: ['required'] } });
  });

  it('signs in the user whose verified email the provider vouches for', async () => {
    const response = await exchange(await codeFor('googler@acme.test'));
    expect(response.statusCode).toBe(200);
    const me = await test.app.inject({
      url: `/api/${org}/org/employee/me/`,
      headers: bearer(response.json().access),
    });
    expect(me.json()).toMatchObject({ email: 'googler@acme.test' });
  });

  it('refuses a code used twice', async () => {
    const code = await codeFor('googler@acme.test');
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'authentication_failed' });
  });

  it.each([
    ['someone with no account here', 'stranger@acme.test'],
    ['an unverified email', 'unverified-googler@acme.test'],
  ])('refuses %s', async (_case, email) => {
    const response = await exchange(await codeFor(email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'authentication_failed' });
  });

  it('refuses a made-up code', async () => {
    expect((await exchange('made-up')).json()).toEqual({ code: 'authentication_failed' });
  });

  it('signs in only accounts of the domains the organisation allows', async () => {
    const codeAt = async (email: string) => {
      const returned = await signInAtProvider((await authorizeUrl(domainBound)).json().url, email, REDIRECT);
      return returned.searchParams.get('code') ?? '';
    };
    const outside = await exchange(await codeAt('googler@acme.test'), domainBound);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ code: 'google_domain_not_allowed' });
    expect((await exchange(await codeAt('worker@globex.test'), domainBound)).statusCode).toBe(200);
  });

  it('is not offered by an organisation without Google among its providers', async () => {
    const response = await authorizeUrl(internalOnly);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'provider_not_configured' });
    expect((await exchange('anything', internalOnly)).json()).toEqual({ code: 'provider_not_configured' });
  });
});
