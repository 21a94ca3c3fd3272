import { describe, expect, it } from 'vitest';
import { HolidayCreateSchema, HolidayQuerySchema } from './holiday.schemas';

describe('holiday schemas', () => {
  it('takes a real date, a name and an optional flag', () => {
    expect(HolidayCreateSchema.parse({ date: '2026-12-25', name: ' Christmas ' })).toEqual({
      date: '2026-12-25',
      name: 'Christmas',
    });
    expect(HolidayCreateSchema.safeParse({ date: '2026-02-30', name: 'Nonsense' }).success).toBe(false);
    expect(HolidayCreateSchema.safeParse({ date: '25-12-2026', name: 'Christmas' }).success).toBe(false);
  });

  it('filters by year', () => {
    expect(HolidayQuerySchema.parse({ year: '2026' })).toEqual({ limit: 50, offset: 0, year: 2026 });
    expect(HolidayQuerySchema.safeParse({ year: 'soon' }).success).toBe(false);
  });
});
