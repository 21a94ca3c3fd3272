import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A stand-in for Microsoft's side of a Teams bot, for tests and journeys: the Entra token endpoint (client
 * credentials), the Bot Framework's OpenID metadata and keys, and the Bot Connector of one Teams service URL, which
 * keeps the activities the bot posts and answers who a conversation's member is. It also plays Teams itself: a
 * person writes to the bot or presses a card, and the fake posts the activity to the app's messaging endpoint,
 * signed as the Bot Framework signs it. Point the app at it with TEAMS_LOGIN_URL and TEAMS_BOT_OPENID_METADATA.
 */
export interface TeamsRegistration {
  tenantId: string;
  appId: string;
  clientSecret: string;
}

export interface FakeTeamsPerson {
  email: string;
  name: string;
  aadObjectId: string;
  teamsUserId: string;
  conversationId: string;
}

export interface PostedActivity {
  conversationId: string;
  activity: {
    type: string;
    text?: string;
    summary?: string;
    attachments?: { contentType: string; content: AdaptiveCard }[];
  };
}

export interface AdaptiveCard {
  body: { type: string; text?: string }[];
  actions?: CardAction[];
}

interface CardAction {
  type: string;
  title: string;
  verb?: string;
  data?: Record<string, unknown>;
  card?: AdaptiveCard;
}

const BOT_FRAMEWORK_ISSUER = 'https://api.botframework.com';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The texts a card shows, one string: what a person reads on it. */
export const cardText = (card: AdaptiveCard) => card.body.map((block) => block.text ?? '').join('\n');

/** Every action of a card by its title, those of a card shown by another (Reject's reason form) included. */
function actionsOf(card: AdaptiveCard): CardAction[] {
  return (card.actions ?? []).flatMap((action) => [action, ...(action.card ? actionsOf(action.card) : [])]);
}

export async function startTeamsFake(registration: TeamsRegistration, port = 0) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const stranger = await generateKeyPair('RS256');
  const issuedTokens = new Set<string>();
  const people = new Map<string, FakeTeamsPerson>();
  const posted: PostedActivity[] = [];
  /** Messages Teams is still too busy to take (answered 503). */
  let busyPosts = 0;
  let base = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const path = url.pathname;
    if (request.method === 'GET' && path === '/botframework/openid') {
      return answer(response, 200, {
        issuer: BOT_FRAMEWORK_ISSUER,
        jwks_uri: `${base}/botframework/keys`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (request.method === 'GET' && path === '/botframework/keys')
      return answer(response, 200, { keys: [jwk] });
    if (request.method === 'POST' && path === `/login/${registration.tenantId}/oauth2/v2.0/token`) {
      const form = new URLSearchParams(await readBody(request));
      const isBot =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === registration.appId &&
        form.get('client_secret') === registration.clientSecret &&
        form.get('scope') === 'https://api.botframework.com/.default';
      if (!isBot) return answer(response, 401, { error: 'invalid_client' });
      const token = randomUUID();
      issuedTokens.add(token);
      return answer(response, 200, { token_type: 'Bearer', expires_in: 3600, access_token: token });
    }
    const conversation = path.match(/^\/teams\/v3\/conversations\/([^/]+)\/(activities|members\/([^/]+))$/);
    if (conversation) {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!issuedTokens.has(token)) return answer(response, 401, { error: { code: 'Unauthorized' } });
      const conversationId = decodeURIComponent(conversation[1] as string);
      const person = [...people.values()].find((p) => p.conversationId === conversationId);
      if (!person) return answer(response, 404, { error: { code: 'ConversationNotFound' } });
      if (request.method === 'POST' && conversation[2] === 'activities') {
        if (busyPosts > 0) {
          busyPosts -= 1;
          return answer(response, 503, { error: { code: 'ServiceUnavailable' } });
        }
        posted.push({ conversationId, activity: JSON.parse(await readBody(request)) });
        return answer(response, 201, { id: randomUUID() });
      }
      if (request.method === 'GET' && decodeURIComponent(conversation[3] ?? '') === person.teamsUserId) {
        return answer(response, 200, {
          id: person.teamsUserId,
          name: person.name,
          aadObjectId: person.aadObjectId,
          email: person.email,
          userPrincipalName: person.email,
        });
      }
    }
    return answer(response, 404, { error: 'not found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => answer(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serviceUrl = `${base}/teams/`;

  /** A token as the Bot Framework signs one for the bot, or as someone else would (`isForged`). */
  const botToken = (isForged = false, audience = registration.appId) =>
    new SignJWT({ serviceurl: serviceUrl })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(BOT_FRAMEWORK_ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(isForged ? stranger.privateKey : privateKey);

  const activityOf = (person: FakeTeamsPerson, fields: object) => ({
    id: randomUUID(),
    channelId: 'msteams',
    serviceUrl,
    timestamp: new Date().toISOString(),
    from: { id: person.teamsUserId, name: person.name, aadObjectId: person.aadObjectId },
    recipient: { id: `28:${registration.appId}` },
    conversation: {
      id: person.conversationId,
      conversationType: 'personal',
      tenantId: registration.tenantId,
    },
    channelData: { tenant: { id: registration.tenantId } },
    ...fields,
  });

  /** Posts an activity to the app's messaging endpoint; the app's answer. */
  const deliver = async (endpoint: string, activity: object, token?: string) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === '' ? {} : { authorization: `Bearer ${token ?? (await botToken())}` }),
      },
      body: JSON.stringify(activity),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    };
  };

  return {
    registration,
    /** TEAMS_LOGIN_URL and TEAMS_BOT_OPENID_METADATA of an app talking to this fake. */
    env: { TEAMS_LOGIN_URL: `${base}/login`, TEAMS_BOT_OPENID_METADATA: `${base}/botframework/openid` },
    serviceUrl,
    posted,
    botToken,
    deliver,
    /** Teams answers the next `count` messages posted to it with 503, as when it is busy. */
    refuseNextPosts(count: number) {
      busyPosts = count;
    },
    /** Someone of the tenant who has Teams; their personal chat with the bot exists from the start. */
    person(email: string, name = email): FakeTeamsPerson {
      const person = {
        email,
        name,
        aadObjectId: randomUUID(),
        teamsUserId: `29:${randomUUID()}`,
        conversationId: `a:${randomUUID()}`,
      };
      people.set(email, person);
      return person;
    },
    /** They write to the bot, as one does after installing it. */
    write: (endpoint: string, person: FakeTeamsPerson, text = 'hello') =>
      deliver(endpoint, activityOf(person, { type: 'message', text })),
    /** The cards posted to their chat, oldest first. */
    cardsOf: (person: FakeTeamsPerson) =>
      posted
        .filter((p) => p.conversationId === person.conversationId)
        .flatMap((p) => p.activity.attachments ?? [])
        .map((attachment) => attachment.content),
    /** The messages posted to their chat, as text (a card's texts joined). */
    textsOf: (person: FakeTeamsPerson) =>
      posted
        .filter((p) => p.conversationId === person.conversationId)
        .map(
          (p) => p.activity.text ?? (p.activity.attachments ?? []).map((a) => cardText(a.content)).join('\n'),
        ),
    /**
     * They press a card's button (`title`), with what they typed into its inputs: Teams sends the action's verb and
     * data, inputs merged in, as an `adaptiveCard/action` invoke. The card that replaces it, when the app answers one.
     */
    async press(endpoint: string, person: FakeTeamsPerson, card: AdaptiveCard, title: string, inputs = {}) {
      const action = actionsOf(card).find((a) => a.title === title && a.type === 'Action.Execute');
      if (!action) throw new Error(`the card has no ${title} button`);
      const { status, body } = await deliver(
        endpoint,
        activityOf(person, {
          type: 'invoke',
          name: 'adaptiveCard/action',
          value: {
            action: { type: 'Action.Execute', verb: action.verb, data: { ...action.data, ...inputs } },
          },
        }),
      );
      return { status, card: (body as { value?: AdaptiveCard }).value };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TeamsFake = Awaited<ReturnType<typeof startTeamsFake>>;
