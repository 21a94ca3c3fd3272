import { describe, expect, it } from 'vitest';
import type { DatedLeave } from './consecutive-leave';
import {
  type LeaveRequestCheck,
  type LeaveRequestDraft,
  type LeaveTypeRules,
  validateLeaveRequest,
} from './validate-leave-request';

// Saturdays and Sundays off; 15 August 2025 is a Friday holiday. June 2025: Friday 6, Monday 9.
const calendar = { weekendDays: [0, 6], holidays: new Set(['2025-08-15']) };

const dayRules: LeaveTypeRules = {
  unit: 'days',
  allowHalfDay: true,
  maxConsecutiveDays: null,
  noticeDays: 0,
  applicableAfterDays: 0,
  attachmentAboveDays: null,
  allowNegative: false,
  hoursPerDay: 8,
};
const hourRules: LeaveTypeRules = { ...dayRules, unit: 'hours', allowHalfDay: false };

// Monday 9 to Wednesday 11 June 2025, asked on 1 June.
const monToWed: LeaveRequestDraft = {
  start: '2025-06-09',
  end: '2025-06-11',
  startHalf: false,
  endHalf: false,
  hours: null,
  hasAttachment: false,
};
const base: LeaveRequestCheck = {
  request: monToWed,
  type: dayRules,
  days: 3,
  calendar,
  existing: [],
  available: 10,
  today: '2025-06-01',
  joiningDate: '2025-01-02',
};

interface Change {
  request?: Partial<LeaveRequestDraft>;
  type?: Partial<LeaveTypeRules>;
  days?: number;
  existing?: DatedLeave[];
  available?: number;
  today?: string;
  joiningDate?: string | null;
}

const check = (change: Change) =>
  validateLeaveRequest({
    ...base,
    ...change,
    request: { ...base.request, ...change.request },
    type: { ...base.type, ...change.type },
  })
    .map(({ code, field }) => `${code}@${field}`)
    .join(' ');

const day = (date: string, days = 1): DatedLeave => ({ start: date, end: date, days });
const monday = { start: '2025-06-09', end: '2025-06-09' };

describe('validateLeaveRequest', () => {
  describe.each<[string, [string, Change, string][]]>([
    [
      'date order',
      [
        ['a valid request', {}, ''],
        [
          'end before start is reported alone',
          {
            request: { end: '2025-06-06', startHalf: true },
            type: { allowHalfDay: false, noticeDays: 30 },
            days: 0,
            available: 0,
          },
          'invalid_date_order@end_date',
        ],
      ],
    ],
    [
      'working days',
      [
        [
          'a weekend only',
          { request: { start: '2025-06-07', end: '2025-06-08' }, days: 0 },
          'no_working_days@start_date',
        ],
        [
          'a holiday only',
          { request: { start: '2025-08-15', end: '2025-08-15' }, days: 0 },
          'no_working_days@start_date',
        ],
      ],
    ],
    [
      'half days',
      [
        ['allowed', { request: { startHalf: true, endHalf: true }, days: 2 }, ''],
        [
          'not allowed, start',
          { request: { startHalf: true }, type: { allowHalfDay: false } },
          'half_day_not_allowed@start_date',
        ],
        [
          'not allowed, end',
          { request: { endHalf: true }, type: { allowHalfDay: false } },
          'half_day_not_allowed@end_date',
        ],
        [
          'not allowed, both ends',
          { request: { startHalf: true, endHalf: true }, type: { allowHalfDay: false } },
          'half_day_not_allowed@start_date half_day_not_allowed@end_date',
        ],
      ],
    ],
    [
      'hourly leave',
      [
        ['four hours on a Monday', { request: { ...monday, hours: 4 }, type: hourRules, days: 0 }, ''],
        ['a whole working day of hours', { request: { ...monday, hours: 8 }, type: hourRules }, ''],
        [
          'more hours than a working day',
          { request: { ...monday, hours: 9 }, type: hourRules },
          'hours_out_of_range@hours',
        ],
        ['zero hours', { request: { ...monday, hours: 0 }, type: hourRules }, 'hours_out_of_range@hours'],
        [
          'no hours given',
          { request: { ...monday, hours: null }, type: hourRules },
          'hours_out_of_range@hours',
        ],
        ['spanning two dates', { request: { hours: 4 }, type: hourRules }, 'hours_out_of_range@end_date'],
        [
          'on a Saturday',
          { request: { start: '2025-06-07', end: '2025-06-07', hours: 4 }, type: hourRules },
          'no_working_days@start_date',
        ],
        [
          'on a holiday',
          { request: { start: '2025-08-15', end: '2025-08-15', hours: 4 }, type: hourRules },
          'no_working_days@start_date',
        ],
        [
          'with a half-day flag',
          { request: { ...monday, hours: 4, startHalf: true }, type: hourRules },
          'half_day_not_allowed@start_date',
        ],
        [
          'more hours than available',
          { request: { ...monday, hours: 6 }, type: hourRules, available: 4 },
          'insufficient_balance@leave_type',
        ],
        [
          'attachment above half a day: six hours of eight is 0.75 days',
          { request: { ...monday, hours: 6 }, type: { ...hourRules, attachmentAboveDays: 0.5 } },
          'attachment_required@attachment',
        ],
      ],
    ],
    [
      'overlaps',
      [
        ['an existing request inside', { existing: [day('2025-06-10')] }, 'overlapping_dates@start_date'],
        [
          'an existing request ending on the start',
          { existing: [{ start: '2025-06-05', end: '2025-06-09', days: 3 }] },
          'overlapping_dates@start_date',
        ],
        [
          'an existing request starting on the end',
          { existing: [day('2025-06-11')] },
          'overlapping_dates@start_date',
        ],
        [
          'the Friday before and Thursday after do not overlap',
          { existing: [day('2025-06-06'), day('2025-06-12')] },
          '',
        ],
      ],
    ],
    [
      'consecutive days',
      [
        ['within the limit', { type: { maxConsecutiveDays: 3 } }, ''],
        ['over the limit', { type: { maxConsecutiveDays: 2 } }, 'max_consecutive_days_exceeded@end_date'],
        [
          'Friday taken, Monday asked, limit 1',
          { request: monday, days: 1, type: { maxConsecutiveDays: 1 }, existing: [day('2025-06-06')] },
          'max_consecutive_days_exceeded@end_date',
        ],
        [
          'Monday taken, Friday asked, limit 1',
          {
            request: { start: '2025-06-06', end: '2025-06-06' },
            days: 1,
            type: { maxConsecutiveDays: 1 },
            existing: [day('2025-06-09')],
          },
          'max_consecutive_days_exceeded@end_date',
        ],
        [
          'chains on both sides, limit 2',
          {
            request: monday,
            days: 1,
            type: { maxConsecutiveDays: 2 },
            existing: [day('2025-06-06'), day('2025-06-10')],
          },
          'max_consecutive_days_exceeded@end_date',
        ],
        [
          'chains on both sides, limit 3',
          {
            request: monday,
            days: 1,
            type: { maxConsecutiveDays: 3 },
            existing: [day('2025-06-06'), day('2025-06-10')],
          },
          '',
        ],
        [
          'a working day between breaks the run',
          { request: monday, days: 1, type: { maxConsecutiveDays: 1 }, existing: [day('2025-06-05')] },
          '',
        ],
        [
          'across a Friday holiday and the weekend',
          {
            request: { start: '2025-08-18', end: '2025-08-18' },
            days: 1,
            type: { maxConsecutiveDays: 1 },
            existing: [day('2025-08-14')],
          },
          'max_consecutive_days_exceeded@end_date',
        ],
      ],
    ],
    [
      'service before the type applies',
      [
        // Joined 2 January 2025; the leave starts on Monday 9 June, the 158th day after.
        ['158 days of service, 90 needed', { type: { applicableAfterDays: 90 } }, ''],
        ['exactly 158 days needed', { type: { applicableAfterDays: 158 } }, ''],
        ['159 days needed', { type: { applicableAfterDays: 159 } }, 'leave_not_yet_applicable@start_date'],
        ['no joining date recorded', { type: { applicableAfterDays: 365 }, joiningDate: null }, ''],
      ],
    ],
    [
      'notice',
      [
        ['8 days ahead, 7 needed', { type: { noticeDays: 7 } }, ''],
        ['exactly 7 days ahead', { type: { noticeDays: 7 }, today: '2025-06-02' }, ''],
        [
          '6 days ahead, 7 needed',
          { type: { noticeDays: 7 }, today: '2025-06-03' },
          'leave_notice_not_met@start_date',
        ],
        ['backdated, no notice needed', { today: '2025-06-20' }, ''],
        [
          'backdated, notice needed',
          { type: { noticeDays: 1 }, today: '2025-06-20' },
          'leave_notice_not_met@start_date',
        ],
      ],
    ],
    [
      'attachment',
      [
        [
          'above the threshold, none attached',
          { type: { attachmentAboveDays: 2 } },
          'attachment_required@attachment',
        ],
        [
          'above the threshold, attached',
          { type: { attachmentAboveDays: 2 }, request: { hasAttachment: true } },
          '',
        ],
        ['at the threshold', { type: { attachmentAboveDays: 3 } }, ''],
      ],
    ],
    [
      'balance',
      [
        ['exactly the balance', { available: 3 }, ''],
        ['more than the balance', { available: 2.5 }, 'insufficient_balance@leave_type'],
        ['more than the balance, negative allowed', { available: 2.5, type: { allowNegative: true } }, ''],
        ['an already negative balance', { available: -1 }, 'insufficient_balance@leave_type'],
      ],
    ],
    [
      'several problems',
      [
        [
          'reported in a stable order',
          {
            request: { startHalf: true },
            type: { allowHalfDay: false, maxConsecutiveDays: 2, noticeDays: 30, attachmentAboveDays: 1 },
            days: 2.5,
            existing: [day('2025-06-11')],
            available: 1,
          },
          'half_day_not_allowed@start_date overlapping_dates@start_date max_consecutive_days_exceeded@end_date ' +
            'leave_notice_not_met@start_date attachment_required@attachment insufficient_balance@leave_type',
        ],
      ],
    ],
  ])('%s', (_group, rows) => {
    it.each(rows)('%s', (_label, change, expected) => {
      expect(check(change)).toBe(expected);
    });
  });
});
