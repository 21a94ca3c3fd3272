import { describe, expect, it } from 'vitest';
import { type Currency, CurrencySchema, formatAmount, shortenAmount } from './money';

describe('formatAmount', () => {
  it.each<[number, Currency, string]>([
    [123456789.5, 'INR', '12,34,56,789.50'],
    [123456789.5, 'USD', '123,456,789.50'],
    [123456789.5, 'EUR', '123,456,789.50'],
    [100000, 'INR', '1,00,000.00'],
    [100000, 'USD', '100,000.00'],
    [999, 'INR', '999.00'],
    [0, 'INR', '0.00'],
    [1.005, 'USD', '1.01'],
    [2.345, 'INR', '2.35'],
    [0.125, 'INR', '0.13'],
    [-1234567.891, 'INR', '-12,34,567.89'],
    [-1234567.891, 'USD', '-1,234,567.89'],
    [-0.001, 'INR', '0.00'],
    [-0, 'USD', '0.00'],
  ])('formats %d %s as %s', (value, currency, expected) => {
    expect(formatAmount(value, currency)).toBe(expected);
  });
});

describe('shortenAmount', () => {
  it.each<[number, string]>([
    [0, '0'],
    [999, '999'],
    [999.99, '999.99'],
    [-999, '-999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1234, '1.23K'],
    [1235, '1.24K'],
    [99500, '99.5K'],
    [99999, '1L'],
    [100000, '1L'],
    [250000, '2.5L'],
    [1234567, '12.35L'],
    [9999999, '1Cr'],
    [10000000, '1Cr'],
    [12500000, '1.25Cr'],
    [1234567890, '123.46Cr'],
    [-1500, '-1.5K'],
    [-250000, '-2.5L'],
    [-12500000, '-1.25Cr'],
  ])('shortens %d to %s', (value, expected) => {
    expect(shortenAmount(value)).toBe(expected);
  });
});

describe('CurrencySchema', () => {
  it.each<[unknown, boolean]>([
    ['INR', true],
    ['USD', true],
    ['EUR', true],
    ['GBP', false],
    ['inr', false],
  ])('parses %s: %s', (value, ok) => {
    expect(CurrencySchema.safeParse(value).success).toBe(ok);
  });
});
