import { describe, expect, it } from 'vitest';
import {
  MAX_PENDING_TIMESHEET_WEEKS,
  PendingTimesheetQuerySchema,
  pendingTimesheetWeeks,
  pendingTimesheetWeeksBetween,
} from './pending-timesheets';

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

describe('the weeks a call names', () => {
  it.each([
    ['2026-11-23', '2026-11-29', ['2026-11-23']],
    ['2026-11-25', '2026-11-25', ['2026-11-23']],
    ['2026-11-29', '2026-11-30', ['2026-11-23', '2026-11-30']],
    ['2026-11-02', '2026-11-23', ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']],
    ['2026-11-30', '2026-11-29', null],
    ['2026-01-01', '2026-12-31', null],
  ])('%s to %s: %o', (start, end, mondays) => {
    expect(pendingTimesheetWeeksBetween(start, end)).toEqual(mondays);
  });

  it(`allows ${MAX_PENDING_TIMESHEET_WEEKS} weeks at most`, () => {
    expect(pendingTimesheetWeeksBetween('2026-01-05', '2026-07-05')).toHaveLength(
      MAX_PENDING_TIMESHEET_WEEKS,
    );
    expect(pendingTimesheetWeeksBetween('2026-01-05', '2026-07-06')).toBeNull();
  });
});
