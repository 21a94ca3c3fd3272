import { expect, it } from 'vitest';
import { sqlLiteral } from './sql-literal';

it.each([
  [null, 'null'],
  [undefined, 'null'],
  [42, "'42'"],
  [-1.5, "'-1.5'"],
  [true, "'true'"],
  ["it's", "'it''s'"],
  ['back\\slash', " E'back\\\\slash'"],
  [[1, null, 'a"b'], ` E'{"1",NULL,"a\\\\"b"}'`],
  [new Date(Date.UTC(2026, 1, 28, 9, 30)), "'2026-02-28T09:30:00.000+00:00'"],
  [{ a: 1 }, `'{"a":1}'`],
])('writes %j as %s', (value, literal) => {
  expect(sqlLiteral(value)).toBe(literal);
});

it('refuses a number that is not finite', () => {
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY])
    expect(() => sqlLiteral(value)).toThrow(TypeError);
});
