import type { AccessToken } from '@atrium/contracts';
import * as oidc from 'openid-client';
import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { canSignIn, findUserByEmail } from './accounts.queries';
import { openSession, type RequestOrigin } from './session.service';

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration, fetched once per issuer and client. */
function providerConfiguration(ctx: AppContext): Promise<oidc.Configuration> {
  const { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: secret } = ctx.config;
  if (!clientId || !secret) throw new AppError('provider_not_configured', { status: 400 });
  const key = `${issuer} ${clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuerUrl = new URL(issuer);
    // Plain HTTP only for a provider on this machine (a local identity provider in development and tests).
    const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuerUrl.hostname);
    configuration = oidc.discovery(
      issuerUrl,
      clientId,
      secret,
      undefined,
      isLoopback && issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

type ProvidersOf = {
  primaryLoginProvider: string;
  secondaryLoginProviders: string[];
  googleAllowedDomains: string[];
};

function assertGoogleEnabled(org: ProvidersOf) {
  const providers = [org.primaryLoginProvider, ...org.secondaryLoginProviders];
  if (!providers.includes('google')) throw new AppError('provider_not_configured', { status: 400 });
}

/** Where the browser goes to sign in with Google; it comes back to `redirectUri` with a code. */
export async function buildGoogleAuthorizeUrl(
  ctx: AppContext,
  org: ProvidersOf,
  request: { redirect_uri: string; state: string },
): Promise<string> {
  assertGoogleEnabled(org);
  const configuration = await providerConfiguration(ctx);
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: request.redirect_uri,
      state: request.state,
      response_type: 'code',
      scope: 'openid email profile',
      prompt: 'consent',
      access_type: 'offline',
    })
    .toString();
}

/** Exchanges the code for a verified identity and signs in the active user of `org` with that email. */
export async function loginWithGoogle({
  ctx,
  org,
  input,
  origin,
}: {
  ctx: AppContext;
  org: ProvidersOf & { id: number };
  input: { code: string; redirect_uri?: string | undefined };
  origin: RequestOrigin;
}): Promise<AccessToken> {
  assertGoogleEnabled(org);
  const configuration = await providerConfiguration(ctx);
  const callback = new URL(input.redirect_uri ?? `${ctx.config.PUBLIC_URL}/auth-providers`);
  callback.search = new URLSearchParams({ code: input.code }).toString();
  // The browser hands over the code alone; with one configured issuer there is no mix-up for `iss` to prevent.
  const metadata = configuration.serverMetadata();
  if (metadata.authorization_response_iss_parameter_supported)
    callback.searchParams.set('iss', metadata.issuer);
  let email: string | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, { idTokenExpected: true });
    const idClaims = tokens.claims();
    // Providers may keep the email out of the ID token and answer it from the userinfo endpoint instead.
    const claims =
      idClaims && typeof idClaims.email !== 'string'
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
        : idClaims;
    if (claims?.email_verified === true && typeof claims.email === 'string') email = claims.email;
  } catch (error) {
    origin.log?.warn({ err: error }, 'Google code exchange failed');
  }
  if (!email) throw new AppError('authentication_failed');
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (org.googleAllowedDomains.length && !org.googleAllowedDomains.includes(domain)) {
    throw new AppError('google_domain_not_allowed');
  }
  const verifiedEmail = email;
  return withOrg(ctx.database.db, org.id, async (tx) => {
    const user = await findUserByEmail(tx, org.id, verifiedEmail);
    if (!canSignIn(user)) throw new AppError('authentication_failed');
    return openSession({ ctx, tx, user, method: 'google', origin });
  });
}
