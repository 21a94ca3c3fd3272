import { describe, expect, it } from 'vitest';
import { listQuerySchema, parseOrderBy } from './list.schemas';

const Query = listQuerySchema(['name', 'code']);

describe('list queries', () => {
  it('defaults to limit 50 and offset 0', () => {
    expect(Query.parse({})).toEqual({ limit: 50, offset: 0 });
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: '501' }],
    [{ offset: '-1' }],
    [{ limit: 'ten' }],
    [{ order_by: 'salary' }],
    [{ order_by: '--name' }],
  ])('refuses %j', (query) => {
    expect(Query.safeParse(query).success).toBe(false);
  });

  it('accepts ascending and descending orderings of the sortable fields', () => {
    expect(Query.parse({ order_by: '-code', limit: '10', offset: '20' })).toEqual({
      order_by: '-code',
      limit: 10,
      offset: 20,
    });
  });

  it.each([
    ['name', { field: 'name', isDescending: false }],
    ['-name', { field: 'name', isDescending: true }],
    [undefined, null],
  ])('parses order_by %s', (orderBy, expected) => {
    expect(parseOrderBy(orderBy)).toEqual(expected);
  });
});
