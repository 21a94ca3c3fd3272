import { roundToHundredths } from './rounding';

export interface CarryForwardExpiryInput {
  carried: number;
  /** Leave taken in the new year up to the expiry date; it uses up the carried leave first. */
  takenSinceYearStart: number;
}

/** The carried leave still unused at its expiry date, which lapses; never negative. */
export function expireCarryForward({ carried, takenSinceYearStart }: CarryForwardExpiryInput): number {
  return roundToHundredths(Math.max(0, carried - Math.max(0, takenSinceYearStart)));
}
