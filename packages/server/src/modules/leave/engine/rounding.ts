// Leave quantities are exact halves or hundredths; the small allowance absorbs binary float error
// (0.1 + 0.2) before rounding so such sums land on the value a person would write down.
const FLOAT_ALLOWANCE = 1e-9;

/** Rounds down (towards minus infinity) to a multiple of 0.5; never returns -0. */
export function roundDownToHalf(value: number): number {
  return Math.floor(value * 2 + FLOAT_ALLOWANCE) / 2 + 0;
}

/** Rounds to 2 decimals, halves away from zero; never returns -0. */
export function roundToHundredths(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + FLOAT_ALLOWANCE)) / 100 + 0;
}
