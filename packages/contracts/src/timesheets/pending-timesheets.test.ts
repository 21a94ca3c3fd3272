import { describe, expect, it } from 'vitest';
import { PendingTimesheetQuerySchema, pendingTimesheetWeeks } from './pending-timesheets';

describe('pending timesheets', () => {
  it('covers the four weeks before the current one, oldest first', () => {
    expect(pendingTimesheetWeeks(new Date(2026, 10, 26))).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(pendingTimesheetWeeks(new Date(2026, 10, 23))).toEqual(
      pendingTimesheetWeeks(new Date(2026, 10, 29)),
    );
  });

  it('asks for a kind and takes a week and a search', () => {
    expect(PendingTimesheetQuerySchema.safeParse({}).success).toBe(false);
    expect(
      PendingTimesheetQuerySchema.parse({ kind: 'approval', week: '2026-11-16', search: ' ann ' }),
    ).toEqual({
      kind: 'approval',
      week: '2026-11-16',
      search: 'ann',
      limit: 50,
      offset: 0,
    });
    expect(PendingTimesheetQuerySchema.safeParse({ kind: 'late' }).success).toBe(false);
  });
});
