import { describe, expect, it } from 'vitest';
import { formatTimeSpent, parseTimeSpent } from './time-spent';

describe('parseTimeSpent', () => {
  it.each([
    ['', 0],
    ['8', 480],
    ['7.5', 450],
    ['1h 30m', 90],
    ['45m', 45],
    ['2h', 120],
    ['24', 1440],
    ['25', null],
    ['1d', null],
    ['abc', null],
    ['-2', null],
  ])('%j → %s', (text, minutes) => {
    expect(parseTimeSpent(text)).toBe(minutes);
  });
});

describe('formatTimeSpent', () => {
  it.each([
    [0, ''],
    [90, '1h 30m'],
    [480, '8h'],
    [45, '45m'],
  ])('%i → %j', (minutes, text) => {
    expect(formatTimeSpent(minutes)).toBe(text);
  });
});
