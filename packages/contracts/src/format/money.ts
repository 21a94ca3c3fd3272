import { z } from 'zod';

export const CURRENCIES = ['INR', 'USD', 'EUR'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

const AMOUNT_OPTIONS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
};

const AMOUNT_FORMATS: Record<Currency, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat('en-IN', AMOUNT_OPTIONS),
  USD: new Intl.NumberFormat('en-US', AMOUNT_OPTIONS),
  EUR: new Intl.NumberFormat('en-US', AMOUNT_OPTIONS),
};

const SHORT_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

const AMOUNT_UNITS = [
  { suffix: 'K', size: 1e3 },
  { suffix: 'L', size: 1e5 },
  { suffix: 'Cr', size: 1e7 },
] as const;

/** Two decimals always, rounded half away from zero as written (1.005 → '1.01'); no symbol; never '-0.00'. */
export function formatAmount(value: number, currency: Currency): string {
  return AMOUNT_FORMATS[currency].format(value);
}

/**
 * K, L (lakh) and Cr (crore) with at most two decimals, trailing zeros dropped; a value that rounds up to
 * the next unit moves to it (99,999 is '1L', not '100K'). Values below 1000 come back as they are.
 */
export function shortenAmount(value: number): string {
  const magnitude = Math.abs(value);
  const index = AMOUNT_UNITS.findLastIndex((unit) => magnitude >= unit.size);
  const unit = AMOUNT_UNITS[index];
  if (!unit) return String(value);
  const next = AMOUNT_UNITS[index + 1];
  const roundsUp = next && (Math.round((magnitude / unit.size) * 100) / 100) * unit.size >= next.size;
  const shown = roundsUp ? next : unit;
  return `${value < 0 ? '-' : ''}${SHORT_NUMBER.format(magnitude / shown.size)}${shown.suffix}`;
}
