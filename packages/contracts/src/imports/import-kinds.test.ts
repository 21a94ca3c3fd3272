import { describe, expect, it } from 'vitest';
import { ExportRequestSchema } from './import-kinds';

describe('export requests', () => {
  it('carry the employee list’s filters', () => {
    const filters = { search: 'asha', status: 'active,in-notice', department: 3, employment_type: 'intern' };
    expect(ExportRequestSchema.parse(filters)).toEqual(filters);
    expect(ExportRequestSchema.parse({})).toEqual({});
  });

  it.each([
    [{ department: '3' }],
    [{ department: 0 }],
    [{ status: 'Active' }],
    [{ employment_type: 'x'.repeat(41) }],
    [{ order_by: 'name' }],
  ])('refuses %j', (body) => {
    expect(ExportRequestSchema.safeParse(body).success).toBe(false);
  });
});
