import { describe, expect, it } from 'vitest';
import {
  ClearanceSignSchema,
  ExitListQuerySchema,
  ExitStartSchema,
  isLastWorkingDayAfterJoining,
  noticeShortfallDays,
} from './exit.schemas';

const start = {
  employee_id: 7,
  exit_type: 'resignation',
  notice_date: '2026-05-01',
  last_working_day: '2026-05-31',
  reason: 'Higher studies',
};

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('exit schemas', () => {
  it('takes a resignation or a termination', () => {
    expect(ExitStartSchema.safeParse(start).success).toBe(true);
    expect(ExitStartSchema.safeParse({ ...start, exit_type: 'termination' }).success).toBe(true);
    expect(ExitStartSchema.safeParse({ ...start, exit_type: 'retirement' }).success).toBe(false);
  });

  it('refuses a last working day before the notice date, and takes the same day', () => {
    expect(codesOf(ExitStartSchema.safeParse({ ...start, last_working_day: '2026-04-30' }))).toEqual({
      last_working_day: 'invalid',
    });
    expect(ExitStartSchema.safeParse({ ...start, last_working_day: '2026-05-01' }).success).toBe(true);
  });

  it('refuses unknown fields and malformed dates', () => {
    expect(ExitStartSchema.safeParse({ ...start, status: 'exit-done' }).success).toBe(false);
    expect(ExitStartSchema.safeParse({ ...start, notice_date: '01-05-2026' }).success).toBe(false);
  });

  it('signs one of the four clearance areas', () => {
    for (const area of ['it', 'admin', 'finance', 'manager']) {
      expect(ClearanceSignSchema.safeParse({ area }).success).toBe(true);
    }
    expect(ClearanceSignSchema.safeParse({ area: 'legal' }).success).toBe(false);
    expect(ClearanceSignSchema.safeParse({ area: 'it', note: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('reads list flags from the query string and pages by default', () => {
    expect(
      ExitListQuerySchema.parse({
        status: 'in-notice',
        is_exit_clearance_done: 'true',
        is_exit_final_done: 'false',
      }),
    ).toEqual({
      limit: 50,
      offset: 0,
      status: 'in-notice',
      is_exit_clearance_done: true,
      is_exit_final_done: false,
    });
    expect(ExitListQuerySchema.safeParse({ is_exit_final_done: 'yes' }).success).toBe(false);
    expect(ExitListQuerySchema.safeParse({ order_by: '-last_working_day' }).success).toBe(true);
    expect(ExitListQuerySchema.safeParse({ order_by: 'salary' }).success).toBe(false);
  });
});

describe('exit rules', () => {
  it('works out the notice not served, never below zero', () => {
    expect(noticeShortfallDays('2026-05-01', '2026-05-31', 30)).toBe(0);
    expect(noticeShortfallDays('2026-05-01', '2026-05-21', 30)).toBe(10);
    expect(noticeShortfallDays('2026-05-01', '2026-07-31', 30)).toBe(0);
    expect(noticeShortfallDays('2026-03-01', '2026-03-31', 60)).toBe(30);
  });

  it('wants the last working day strictly after joining', () => {
    expect(isLastWorkingDayAfterJoining('2024-01-10', '2024-01-10')).toBe(false);
    expect(isLastWorkingDayAfterJoining('2024-01-10', '2024-01-11')).toBe(true);
    expect(isLastWorkingDayAfterJoining(null, '2024-01-11')).toBe(true);
  });
});
