import { roundDownToHalf, roundToHundredths } from './rounding';

export type CarryForwardMode = 'none' | 'count' | 'percent';

export interface CarryForwardRule {
  /** `count`: up to `value` days; `percent`: `value` % of the balance, rounded down to a half day. */
  mode: CarryForwardMode;
  value: number;
  /** The most that may be carried, whatever the mode; null for no cap. */
  cap: number | null;
}

export interface YearCloseInput {
  closingBalance: number;
  carryForward: CarryForwardRule;
  encashmentMax: number;
}

export interface YearClose {
  carried: number;
  encashed: number;
  lapsed: number;
}

/**
 * Splits the closing balance of a leave year into what is carried into the next year, encashed and
 * lapsed; the three always add up to the closing balance. A negative balance is a debt and is carried whole.
 */
export function closeLeaveYear({ closingBalance, carryForward, encashmentMax }: YearCloseInput): YearClose {
  if (closingBalance <= 0) return { carried: closingBalance + 0, encashed: 0, lapsed: 0 };
  const allowance = carryForwardAllowance(closingBalance, carryForward);
  const carried = Math.max(0, Math.min(allowance, closingBalance, carryForward.cap ?? closingBalance));
  const rest = roundToHundredths(closingBalance - carried);
  const encashed = Math.max(0, Math.min(rest, encashmentMax));
  return { carried, encashed, lapsed: roundToHundredths(rest - encashed) };
}

function carryForwardAllowance(balance: number, { mode, value }: CarryForwardRule): number {
  if (mode === 'count') return value;
  if (mode === 'percent') return roundDownToHalf((balance * value) / 100);
  return 0;
}
