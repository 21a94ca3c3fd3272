import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seals personal data (identity and bank numbers, secrets of integrations) with AES-256-GCM before it reaches the
 * database, and opens it again on the server only. A sealed value reads `v2.<key id>.<iv>.<tag>.<ciphertext>` in
 * base64url, the key id naming the data key that sealed it, and is bound to its organisation: a value copied into
 * another organisation's row does not open. Values of the first format (`v1.<iv>.<tag>.<ciphertext>`, no key id)
 * still open with any key held.
 */
export interface DataSealer {
  seal(organizationId: number, plain: string): string;
  open(organizationId: number, sealed: string): string;
  /** Whether the value is sealed with the current key (one sealed with a previous key is re-sealed in time). */
  isCurrent(sealed: string): boolean;
  /** The values not sealed with the current key begin otherwise than this (an SQL `like` prefix, no wildcard). */
  readonly currentPrefix: string;
}

const VERSION = 'v2';
const FIRST_VERSION = 'v1';

/** A short public name of a key: the first 6 bytes of its SHA-256, in base64url (8 characters). */
export const keyId = (key: Buffer) =>
  createHash('sha256').update(key).digest().subarray(0, 6).toString('base64url');

/**
 * A sealer with the current data key, and the previous ones it still opens (a rotation: the new key becomes
 * `DATA_KEY`, the old one moves to `DATA_KEY_PREVIOUS` until every value is re-sealed).
 */
export function createDataSealer(key: Buffer, previousKeys: readonly Buffer[] = []): DataSealer {
  for (const each of [key, ...previousKeys])
    if (each.length !== 32) throw new Error('a data key must be 32 bytes');
  const aad = (organizationId: number) => Buffer.from(`org:${organizationId}`);
  const current = keyId(key);
  const currentPrefix = `${VERSION}.${current}.`;
  const keys = new Map([key, ...previousKeys].map((each) => [keyId(each), each]));
  const decipher = (keyOf: Buffer, organizationId: number, iv: string, tag: string, body: string) => {
    const decipherer = createDecipheriv('aes-256-gcm', keyOf, Buffer.from(iv, 'base64url'));
    decipherer.setAAD(aad(organizationId));
    decipherer.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipherer.update(Buffer.from(body, 'base64url')), decipherer.final()]).toString(
      'utf8',
    );
  };
  return {
    currentPrefix,
    seal(organizationId, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(organizationId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        current,
        ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')),
      ].join('.');
    },
    open(organizationId, sealed) {
      const parts = sealed.split('.');
      if (parts[0] === VERSION && parts.length === 5) {
        const [, id, iv, tag, body] = parts as [string, string, string, string, string];
        const keyOf = keys.get(id);
        if (!keyOf) throw new Error(`sealed with data key ${id}, which this server does not hold`);
        return decipher(keyOf, organizationId, iv, tag, body);
      }
      if (parts[0] === FIRST_VERSION && parts.length === 4) {
        const [, iv, tag, body] = parts as [string, string, string, string];
        for (const keyOf of keys.values()) {
          try {
            return decipher(keyOf, organizationId, iv, tag, body);
          } catch {
            // Not this key: the first format does not name its key, so each held is tried.
          }
        }
        throw new Error('sealed with a data key this server does not hold');
      }
      throw new Error('not a sealed value');
    },
    isCurrent(sealed) {
      return sealed.startsWith(currentPrefix);
    },
  };
}

/**
 * The key from `DATA_KEY` (base64, 32 bytes); without it, a key file made once beside the data and readable by
 * its owner only. Losing the key loses the sealed values, so production sets `DATA_KEY` from a secret store.
 */
export function loadDataKey(dataKey: string | undefined, keyFile: string): Buffer {
  if (dataKey) return Buffer.from(dataKey, 'base64');
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
}

/** The previous keys of `DATA_KEY_PREVIOUS`: base64 keys separated by commas. */
export const loadPreviousDataKeys = (value: string | undefined): Buffer[] =>
  (value ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => Buffer.from(each, 'base64'));
