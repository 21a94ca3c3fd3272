import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataSealer, loadDataKey } from './data-sealer';

const sealer = createDataSealer(Buffer.alloc(32, 7));

describe('data sealer', () => {
  it('opens what it sealed, and never writes the plain value', () => {
    const sealed = sealer.seal(1, 'ABCDE1234F');
    expect(sealed).not.toContain('ABCDE1234F');
    expect(sealer.open(1, sealed)).toBe('ABCDE1234F');
  });

  it('gives a different sealed value each time for the same input', () => {
    expect(sealer.seal(1, '123412341234')).not.toBe(sealer.seal(1, '123412341234'));
  });

  it('refuses a value moved to another organisation or altered', () => {
    const sealed = sealer.seal(1, '123412341234');
    expect(() => sealer.open(2, sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => sealer.open(1, [v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => createDataSealer(Buffer.alloc(32, 8)).open(1, sealed)).toThrow();
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
});
