import { type DateRange, dateParts, type IsoDate, isoDate, laterOf, monthStartsFrom } from './iso-date';
import { roundDownToHalf } from './rounding';

export type AccrualMode = 'fixed' | 'monthly';

export interface AccrualInput {
  annualQuantity: number;
  /** `fixed`: the year's quantity at once; `monthly`: a twelfth on the first of each month. */
  mode: AccrualMode;
  /** Fixed mode only: an employee joining after the year start gets a share for the months left. */
  prorate: boolean;
  /** The leave year, from its first day of a month to the last day of its twelfth month. */
  year: DateRange;
  joiningDate: IsoDate;
  asOf: IsoDate;
}

export interface AccrualCredit {
  date: IsoDate;
  quantity: number;
}

/** The credits due to an employee in a leave year up to `asOf` inclusive, oldest first. Zero credits are left out. */
export function accrualSchedule(input: AccrualInput): AccrualCredit[] {
  const { joiningDate, year, asOf } = input;
  if (joiningDate > asOf || joiningDate > year.end) return [];
  const credits = input.mode === 'fixed' ? [fixedCredit(input)] : monthlyCredits(input);
  return credits.filter((credit) => credit.date <= asOf && credit.quantity > 0);
}

/** Joining by the 15th earns the joining month; joining later earns from the next month. */
function firstEarnedMonth(joiningDate: IsoDate): IsoDate {
  const { year, month, day } = dateParts(joiningDate);
  return isoDate(year, day <= 15 ? month : month + 1, 1);
}

function earnedMonthStarts(year: DateRange, joiningDate: IsoDate): IsoDate[] {
  const firstEarned = firstEarnedMonth(joiningDate);
  return monthStartsFrom(year.start, year.end).filter((first) => first >= firstEarned);
}

function fixedCredit({ annualQuantity, prorate, year, joiningDate }: AccrualInput): AccrualCredit {
  const date = laterOf(year.start, joiningDate);
  if (!prorate || joiningDate <= year.start) return { date, quantity: annualQuantity };
  const months = earnedMonthStarts(year, joiningDate).length;
  return { date, quantity: roundDownToHalf((annualQuantity * months) / 12) };
}

function monthlyCredits({ annualQuantity, year, joiningDate }: AccrualInput): AccrualCredit[] {
  const yearMonths = monthStartsFrom(year.start, year.end);
  const lastMonth = yearMonths.at(-1);
  // Worked in hundredths so the twelve credits add up to the annual quantity exactly; the last month
  // takes what rounding the others left over.
  const annualHundredths = Math.round(annualQuantity * 100);
  const monthHundredths = Math.round(annualHundredths / 12);
  const lastMonthHundredths = annualHundredths - monthHundredths * (yearMonths.length - 1);
  return earnedMonthStarts(year, joiningDate).map((first) => ({
    date: laterOf(first, joiningDate),
    quantity: (first === lastMonth ? lastMonthHundredths : monthHundredths) / 100,
  }));
}
