import { describe, expect, it } from 'vitest';
import { roundDownToHalf, roundToHundredths } from './rounding';

describe('roundDownToHalf', () => {
  it.each([
    [7, 7],
    [6.25, 6],
    [5.8333, 5.5],
    [5.5, 5.5],
    [0.49, 0],
    [(0.1 + 0.2) * 10, 3],
    [-0.25, -0.5],
    [-0, 0],
  ])('%d → %d', (value, expected) => {
    expect(roundDownToHalf(value)).toBe(expected);
  });
});

describe('roundToHundredths', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.666, 1.67],
    [1.005, 1.01],
    [-1.005, -1.01],
    [-0.001, 0], // toBe tells 0 from -0
    [2.5, 2.5],
  ])('%d → %d', (value, expected) => {
    expect(roundToHundredths(value)).toBe(expected);
  });
});
