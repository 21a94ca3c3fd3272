import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataSealer, keyId, loadDataKey, loadPreviousDataKeys } from './data-sealer';

const OLD = Buffer.alloc(32, 1);
const KEY = Buffer.alloc(32, 7);
const sealer = createDataSealer(KEY);

/** A value as the first format sealed it: `v1.<iv>.<tag>.<ciphertext>`, naming no key. */
function sealedFirstFormat(key: Buffer, organizationId: number, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`org:${organizationId}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

describe('data sealer', () => {
  it('opens what it sealed, names its key, and never writes the plain value', () => {
    const sealed = sealer.seal(1, 'ABCDE1234F');
    expect(sealed).not.toContain('ABCDE1234F');
    expect(sealed.startsWith(`v2.${keyId(KEY)}.`)).toBe(true);
    expect(sealer.isCurrent(sealed)).toBe(true);
    expect(sealer.open(1, sealed)).toBe('ABCDE1234F');
  });

  it('gives a different sealed value each time for the same input', () => {
    expect(sealer.seal(1, '123412341234')).not.toBe(sealer.seal(1, '123412341234'));
  });

  it('refuses a value moved to another organisation or altered', () => {
    const sealed = sealer.seal(1, '123412341234');
    expect(() => sealer.open(2, sealed)).toThrow();
    const parts = sealed.split('.');
    const body = parts[4] ?? '';
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => sealer.open(1, [...parts.slice(0, 4), flipped].join('.'))).toThrow();
    expect(() => createDataSealer(Buffer.alloc(32, 8)).open(1, sealed)).toThrow(/does not hold/);
    expect(() => sealer.open(1, 'ABCDE1234F')).toThrow('not a sealed value');
  });

  it('after a rotation, opens what the previous key sealed and seals only with the new one', () => {
    const before = createDataSealer(OLD).seal(3, 'ABCDE1234F');
    const rotated = createDataSealer(KEY, [OLD]);
    expect(rotated.open(3, before)).toBe('ABCDE1234F');
    expect(rotated.isCurrent(before)).toBe(false);
    const after = rotated.seal(3, 'ABCDE1234F');
    expect(rotated.isCurrent(after)).toBe(true);
    expect(createDataSealer(KEY).open(3, after)).toBe('ABCDE1234F');
    expect(() => createDataSealer(KEY).open(3, before)).toThrow(/does not hold/);
  });

  it('opens values of the first format, which name no key, with any key it holds', () => {
    const rotated = createDataSealer(KEY, [OLD]);
    expect(rotated.open(4, sealedFirstFormat(OLD, 4, '123412345678'))).toBe('123412345678');
    expect(rotated.open(4, sealedFirstFormat(KEY, 4, '123412345678'))).toBe('123412345678');
    expect(rotated.isCurrent(sealedFirstFormat(KEY, 4, '123412345678'))).toBe(false);
    expect(() => sealer.open(4, sealedFirstFormat(OLD, 4, '123412345678'))).toThrow(/does not hold/);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => createDataSealer(Buffer.alloc(16, 1))).toThrow('32 bytes');
    expect(() => createDataSealer(KEY, [Buffer.alloc(31, 1)])).toThrow('32 bytes');
  });

  it('makes a key file once, readable by its owner only, and reuses it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'atrium-key-')), 'keys', 'data.key');
    const first = loadDataKey(undefined, file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadDataKey(undefined, file).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(first.toString('base64'));
    expect(loadDataKey(Buffer.alloc(32, 1).toString('base64'), file).equals(Buffer.alloc(32, 1))).toBe(true);
  });

  it('reads the previous keys from a list separated by commas', () => {
    const list = `${OLD.toString('base64')}, ${KEY.toString('base64')},`;
    expect(loadPreviousDataKeys(list)).toEqual([OLD, KEY]);
    expect(loadPreviousDataKeys(undefined)).toEqual([]);
  });
});
