import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'atrium-test', secret: 'atrium-test-secret-0123456789abcdef' };

/**
 * A real OpenID Connect provider on loopback. Its sign-in screen is replaced by `/interaction/{uid}?login=<email>`,
 * which signs that person in and grants consent, the way a user clicking through Google's pages would.
 */
export async function startOidcProvider(redirectUris: string[]) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: !sub.startsWith('unverified'), name: sub }),
    }),
    pkce: { required: () => false },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    const login = new URL(req.url, issuer).searchParams.get('login') ?? '';
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: login }, consent: { grantId } });
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Follows the provider's redirects as a browser would (keeping its cookies) until it returns to the app. */
export async function signInAtProvider(
  authorizeUrl: string,
  email: string,
  redirectPrefix: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(redirectPrefix)) return new URL(next);
    const url = new URL(next);
    if (url.pathname.startsWith('/interaction/')) url.searchParams.set('login', email);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    next = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}
