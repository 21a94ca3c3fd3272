import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config';

/**
 * Checks that a request to the messaging endpoint comes from the Bot Framework, as Microsoft documents it: a JWT in
 * `Authorization: Bearer`, signed with a key the Bot Framework's OpenID metadata publishes, issued by it, for the
 * organisation's bot (its app id the audience), and naming the service URL the activity says it comes from.
 */
interface BotKeys {
  issuer: string;
  keys: JWTVerifyGetKey;
}

/** The metadata and its key set, fetched once per metadata URL; jose fetches keys again for an unknown key id. */
const keysByMetadata = new Map<string, Promise<BotKeys>>();

async function loadBotKeys(metadataUrl: string): Promise<BotKeys> {
  const response = await fetch(metadataUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the Bot Framework's OpenID metadata answered ${response.status}`);
  const metadata = (await response.json()) as { issuer: string; jwks_uri: string };
  return { issuer: metadata.issuer, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
}

function botKeys(metadataUrl: string) {
  let keys = keysByMetadata.get(metadataUrl);
  if (!keys) {
    keys = loadBotKeys(metadataUrl);
    keys.catch(() => keysByMetadata.delete(metadataUrl));
    keysByMetadata.set(metadataUrl, keys);
  }
  return keys;
}

export async function isFromBotFramework(
  config: Pick<Config, 'TEAMS_BOT_OPENID_METADATA'>,
  authorization: string | undefined,
  appId: string,
  serviceUrl: string | undefined,
): Promise<boolean> {
  const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
  if (!token || !serviceUrl) return false;
  try {
    const { issuer, keys } = await botKeys(config.TEAMS_BOT_OPENID_METADATA);
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: appId,
      algorithms: ['RS256'],
      clockTolerance: 300,
    });
    return payload.serviceurl === serviceUrl;
  } catch {
    return false;
  }
}
