import { describe, expect, it } from 'vitest';
import { leaveYearContaining } from './leave-year';

describe('leaveYearContaining', () => {
  it.each([
    ['calendar year, mid-year', '2025-06-15', 1, '2025-01-01', '2025-12-31'],
    ['calendar year, first day', '2025-01-01', 1, '2025-01-01', '2025-12-31'],
    ['calendar year, last day', '2025-12-31', 1, '2025-01-01', '2025-12-31'],
    ['calendar year, leap day', '2024-02-29', 1, '2024-01-01', '2024-12-31'],
    ['April–March, April', '2025-04-01', 4, '2025-04-01', '2026-03-31'],
    ['April–March, December', '2025-12-31', 4, '2025-04-01', '2026-03-31'],
    [
      'April–March, January belongs to the year begun the April before',
      '2026-01-01',
      4,
      '2025-04-01',
      '2026-03-31',
    ],
    ['April–March, last day of March', '2025-03-31', 4, '2024-04-01', '2025-03-31'],
    ['April–March, leap day', '2024-02-29', 4, '2023-04-01', '2024-03-31'],
  ] as const)('%s: %s', (_label, date, startMonth, start, end) => {
    expect(leaveYearContaining(date, startMonth)).toEqual({ start, end });
  });
});
