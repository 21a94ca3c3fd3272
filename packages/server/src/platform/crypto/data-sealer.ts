import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seals personal data (identity and bank numbers) with AES-256-GCM before it reaches the database, and
 * opens it again on the server only. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` in base64url, and is
 * bound to its organisation: a value copied into another organisation's row does not open.
 */
export interface DataSealer {
  seal(organizationId: number, plain: string): string;
  open(organizationId: number, sealed: string): string;
}

const VERSION = 'v1';

export function createDataSealer(key: Buffer): DataSealer {
  if (key.length !== 32) throw new Error('the data key must be 32 bytes');
  const aad = (organizationId: number) => Buffer.from(`org:${organizationId}`);
  return {
    seal(organizationId, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(organizationId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(organizationId, sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(organizationId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
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
