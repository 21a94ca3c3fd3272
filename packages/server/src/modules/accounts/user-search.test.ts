import { describe, expect, it } from 'vitest';
import { prefixUpperBound } from './user-search';

describe('prefixUpperBound', () => {
  it.each([
    ['gen-0123', 'gen-0124'],
    ['zoë', 'zoì'],
    ['a\u{D7FF}', 'a\u{E000}'],
    ['a\u{10FFFF}', 'a\u{10FFFF}\u{10FFFF}'],
  ])('bounds %j by %j', (prefix, bound) => {
    expect(prefixUpperBound(prefix)).toBe(bound);
  });

  it('sorts bytewise after every text that begins with the prefix, and before the next', () => {
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    for (const [prefix, inside, after] of [
      ['ab', 'abzzz\u{10FFFF}', 'ac'],
      ['zo\u00eb', 'zo\u00ebxyz', 'zo\u00ec'],
    ] as const) {
      const bound = bytes(prefixUpperBound(prefix));
      expect(Buffer.compare(bytes(inside), bound)).toBe(-1);
      expect(Buffer.compare(bytes(after), bound)).toBe(0);
    }
  });
});
