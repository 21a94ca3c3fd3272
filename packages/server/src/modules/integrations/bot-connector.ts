import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../platform/http/app-error';
import type { TeamsBot } from './teams-settings.service';

/**
 * The Bot Framework's REST API (Bot Connector v3), as Microsoft documents it: the bot gets an app token by client
 * credentials from its tenant's token endpoint, then posts activities to a conversation at the service URL Teams
 * gave it. `TEAMS_LOGIN_URL` names the token endpoint's host (Microsoft's, or a stand-in in tests).
 */
type LoginConfig = Pick<Config, 'TEAMS_LOGIN_URL'>;

/** Where one person's chat with the bot is. */
export interface ConversationRef {
  serviceUrl: string;
  conversationId: string;
}

/** A member of a conversation, as Teams answers for it: who they are in Entra. */
export interface ConversationMember {
  id: string;
  name?: string;
  aadObjectId?: string;
  email?: string;
  userPrincipalName?: string;
}

const BOT_SCOPE = 'https://api.botframework.com/.default';
/** App tokens by bot (tenant, app id and a hash of the secret, so a replaced secret gets a new one). */
const tokens = new Map<string, { token: string; until: number }>();

async function appToken(config: LoginConfig, bot: TeamsBot): Promise<string> {
  const secretHash = createHash('sha256').update(bot.clientSecret).digest('base64url');
  const key = [config.TEAMS_LOGIN_URL, bot.tenantId, bot.appId, secretHash].join(' ');
  const held = tokens.get(key);
  if (held && held.until > Date.now()) return held.token;
  const response = await fetch(`${config.TEAMS_LOGIN_URL}/${bot.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: bot.appId,
      client_secret: bot.clientSecret,
      scope: BOT_SCOPE,
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response?.ok) throw new AppError('teams_unreachable');
  const body = (await response.json()) as { access_token: string; expires_in: number };
  tokens.set(key, { token: body.access_token, until: Date.now() + (body.expires_in - 300) * 1000 });
  return body.access_token;
}

const conversationUrl = (ref: ConversationRef) =>
  `${ref.serviceUrl.replace(/\/+$/, '')}/v3/conversations/${encodeURIComponent(ref.conversationId)}`;

async function connectorCall<T>(
  config: LoginConfig,
  bot: TeamsBot,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<T> {
  const token = await appToken(config, bot);
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response?.ok) throw new AppError('teams_unreachable');
  return (await response.json().catch(() => ({}))) as T;
}

/** Posts an activity (a message with a card) to a conversation. */
export const sendActivity = (config: LoginConfig, bot: TeamsBot, ref: ConversationRef, activity: object) =>
  connectorCall<{ id?: string }>(config, bot, 'POST', `${conversationUrl(ref)}/activities`, activity);

/** Who a member of a conversation is: their Entra object id, email and user principal name. */
export const conversationMember = (
  config: LoginConfig,
  bot: TeamsBot,
  ref: ConversationRef,
  memberId: string,
) =>
  connectorCall<ConversationMember>(
    config,
    bot,
    'GET',
    `${conversationUrl(ref)}/members/${encodeURIComponent(memberId)}`,
  );
