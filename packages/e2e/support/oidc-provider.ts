// A local OpenID Connect provider for the "Continue with Google" journey, run as a Playwright web server:
// `tsx support/oidc-provider.ts` with APP_PORT set. Its sign-in page asks only for an email address and signs
// that person in, consent included, the way a user clicking through Google's pages would.
import { createServer, type IncomingMessage } from 'node:http';
import Provider from 'oidc-provider';
import { OIDC_CLIENT, oidcIssuer } from './oidc';

const appPort = Number(process.env.APP_PORT ?? 3100);
const issuer = new URL(oidcIssuer(appPort));

const provider = new Provider(issuer.origin, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [
        `http://localhost:${appPort}/auth-providers`,
        `http://127.0.0.1:${appPort}/auth-providers`,
      ],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({ sub, email: sub, email_verified: true, name: sub }),
  }),
  pkce: { required: () => false },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sign in - local identity provider</title></head>
  <body>
    <h1>Sign in</h1>
    <form method="post" action="/interaction/${escapeHtml(uid)}/login">
      <label>Email <input name="email" type="email" autocomplete="username" required autofocus></label>
      <button type="submit">Sign in</button>
    </form>
  </body>
</html>`;
}

async function formField(request: IncomingMessage, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get(name) ?? '';
}

const callback = provider.callback();
const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', issuer);
  const interaction = url.pathname.match(/^\/interaction\/([\w-]+)(\/login)?$/);
  if (!interaction) return callback(request, response);
  try {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(details.uid));
      return;
    }
    const email = await formField(request, 'email');
    const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, {
      login: { accountId: email },
      consent: { grantId },
    });
  } catch (error) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
  }
});

server.listen(Number(issuer.port), issuer.hostname, () => {
  console.log(`local identity provider at ${issuer.origin}`);
});
