import { describe, expect, it } from 'vitest';
import {
  type Duration,
  DurationSchema,
  formatDurationInput,
  formatIsoDuration,
  parseDurationInput,
  parseIsoDuration,
} from './durations';

function duration(months: number, weeks: number, days: number, hours: number, minutes: number): Duration {
  return { months, weeks, days, hours, minutes };
}

describe('parseIsoDuration', () => {
  it.each<[string, Duration]>([
    ['P1M2W3DT4H5M', duration(1, 2, 3, 4, 5)],
    ['PT90M', duration(0, 0, 0, 0, 90)],
    ['P3D', duration(0, 0, 3, 0, 0)],
    ['P2W', duration(0, 2, 0, 0, 0)],
    ['P1MT5M', duration(1, 0, 0, 0, 5)],
    ['PT36H', duration(0, 0, 0, 36, 0)],
    ['PT0M', duration(0, 0, 0, 0, 0)],
    ['P012D', duration(0, 0, 12, 0, 0)],
  ])('reads %s', (text, expected) => {
    expect(parseIsoDuration(text)).toEqual(expected);
  });

  it.each(['', 'P', 'PT', 'P1MT', 'P1Y', 'PT1S', 'PT1.5H', 'P2W1M', 'PT5M4H', 'p1d', '1M 2w', 'P-1D'])(
    'rejects %j with null',
    (text) => {
      expect(parseIsoDuration(text)).toBeNull();
    },
  );
});

describe('parseDurationInput', () => {
  it.each<[string, Duration]>([
    ['1M 2w 3d 4h 5m', duration(1, 2, 3, 4, 5)],
    ['5m', duration(0, 0, 0, 0, 5)],
    ['90m', duration(0, 0, 0, 0, 90)],
    ['1M', duration(1, 0, 0, 0, 0)],
    ['2w 3d', duration(0, 2, 3, 0, 0)],
    ['  4h   30m  ', duration(0, 0, 0, 4, 30)],
    ['1h30m', duration(0, 0, 0, 1, 30)],
    ['0m', duration(0, 0, 0, 0, 0)],
  ])('reads %j', (text, expected) => {
    expect(parseDurationInput(text)).toEqual(expected);
  });

  it.each(['', '   ', '12', '2w 1M', '1W', '1H', '1y', '1.5h', '1h 1h', 'h', '-1d', 'P1D', '1 h'])(
    'rejects %j with null',
    (text) => {
      expect(parseDurationInput(text)).toBeNull();
    },
  );
});

describe('formatIsoDuration', () => {
  it.each<[Duration, string]>([
    [duration(1, 2, 3, 4, 5), 'P1M2W3DT4H5M'],
    [duration(0, 0, 0, 0, 90), 'PT90M'],
    [duration(0, 0, 3, 0, 0), 'P3D'],
    [duration(1, 0, 0, 0, 5), 'P1MT5M'],
    [duration(0, 0, 0, 4, 0), 'PT4H'],
    [duration(0, 0, 0, 0, 0), 'PT0M'],
  ])('writes %j as %s', (value, expected) => {
    expect(formatIsoDuration(value)).toBe(expected);
  });
});

describe('formatDurationInput', () => {
  it.each<[Duration, string]>([
    [duration(1, 2, 3, 4, 5), '1M 2w 3d 4h 5m'],
    [duration(0, 0, 0, 0, 90), '90m'],
    [duration(0, 2, 0, 1, 0), '2w 1h'],
    [duration(0, 0, 0, 0, 0), '0m'],
  ])('writes %j as %s', (value, expected) => {
    expect(formatDurationInput(value)).toBe(expected);
  });
});

describe('round trips', () => {
  it.each(['P1M2W3DT4H5M', 'PT90M', 'P2W', 'P1MT5M', 'PT0M'])('ISO %s survives parse and format', (text) => {
    const parsed = parseIsoDuration(text);
    expect(parsed && formatIsoDuration(parsed)).toBe(text);
  });

  it.each<[string, string]>([
    ['P1M2W3DT4H5M', '1M 2w 3d 4h 5m'],
    ['PT90M', '90m'],
    ['PT0M', '0m'],
  ])('ISO %s is typed as %j and back', (iso, input) => {
    const parsed = parseIsoDuration(iso);
    expect(parsed && formatDurationInput(parsed)).toBe(input);
    const typed = parseDurationInput(input);
    expect(typed && formatIsoDuration(typed)).toBe(iso);
  });
});

describe('DurationSchema', () => {
  it.each<[unknown, boolean]>([
    [duration(1, 2, 3, 4, 5), true],
    [duration(0, 0, 0, 0, 0), true],
    [duration(0, 0, 0, 1.5, 0), false],
    [duration(0, -1, 0, 0, 0), false],
    [{ months: 1 }, false],
  ])('parses %j: %s', (value, ok) => {
    expect(DurationSchema.safeParse(value).success).toBe(ok);
  });
});
