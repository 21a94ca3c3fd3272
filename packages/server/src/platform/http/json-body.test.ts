import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body';
import { findUnsafeText } from './safe-text';

describe('nestsDeeperThan', () => {
  it.each([
    ['{"a":{"b":[1]}}', 3, false],
    ['{"a":{"b":[1]}}', 2, true],
    ['[[],[],[],[]]', 2, false],
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['{"a":"\\\\","b":[[1]]}', 2, true],
    ['"plain"', 0, false],
  ])('%s deeper than %i: %s', (text, limit, deeper) => {
    expect(nestsDeeperThan(text, limit)).toBe(deeper);
  });
});

describe('findUnsafeText', () => {
  it('finds text nested far deeper than a call stack reaches', () => {
    let value: unknown = 'a\u0000b';
    for (let level = 0; level < 20_000; level++) value = [value];
    expect(findUnsafeText(value)).toEqual([Array.from({ length: 20_000 }, () => '0').join('.')]);
  });

  it('names every unsafe string and key by its dotted path', () => {
    const value = { name: 'ok', tags: ['x', '\uD800'], 'k\u0000': 1, nested: { note: '\u0000' } };
    expect(findUnsafeText(value).sort()).toEqual(['k\u0000', 'nested.note', 'tags.1']);
  });
});
