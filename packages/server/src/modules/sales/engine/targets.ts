import { FISCAL_QUARTERS, type FiscalQuarter, fiscalQuarterRange } from '@atrium/contracts';

/** A won opportunity as the target figures count it. */
export interface WonOpportunity {
  value: number;
  currency: string;
  /** The day it was won, in the organisation's calendar. */
  won_on: string;
  expected_start_date: string | null;
  expected_end_date: string | null;
  /** Whom it counts for: its sales executive, else its owner. */
  seller_id: number;
  /** The seller's department: the team it counts for. */
  department_id: number | null;
  /** The first day any opportunity of its client was won. */
  client_first_won_on: string;
}

/** The plan's currency and how many of its units one unit of each other currency is worth. */
export interface PlanMoney {
  currency: string;
  exchange_rates: Partial<Record<string, number>>;
}

export type QuarterAmounts = Record<FiscalQuarter, number>;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const zero = (): QuarterAmounts => ({ q1: 0, q2: 0, q3: 0, q4: 0 });
export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

/** The value in the plan's currency at its planning rate (a currency without a rate counts as nothing). */
export function toPlanCurrency(value: number, currency: string, plan: PlanMoney): number {
  if (currency === plan.currency) return value;
  return value * (plan.exchange_rates[currency] ?? 0);
}

/** The quarters of the financial year starting 1 April `year`, each with its first and last day. */
export function quartersOf(year: number) {
  return FISCAL_QUARTERS.map((quarter) => ({ quarter, ...fiscalQuarterRange(year, quarter) }));
}

/** The quarter of the year a day falls in, or null outside it. */
export function quarterOfDay(year: number, day: string): FiscalQuarter | null {
  return quartersOf(year).find((q) => q.start_date <= day && day <= q.end_date)?.quarter ?? null;
}

/** Order book: the plan-currency value of each opportunity won in a quarter of the year, by the quarter. */
export function orderBook(won: readonly WonOpportunity[], year: number, plan: PlanMoney): QuarterAmounts {
  const sums = zero();
  for (const opportunity of won) {
    const quarter = quarterOfDay(year, opportunity.won_on);
    if (quarter) sums[quarter] += toPlanCurrency(opportunity.value, opportunity.currency, plan);
  }
  return rounded(sums);
}

/**
 * How much of one opportunity's value falls in each quarter: spread evenly over the days from its expected start
 * to its expected end (both counted); without both dates, all of it on the day it was won.
 */
export function recognisedByQuarter(opportunity: WonOpportunity, year: number, plan: PlanMoney) {
  const value = toPlanCurrency(opportunity.value, opportunity.currency, plan);
  const sums = zero();
  const start = opportunity.expected_start_date;
  const end = opportunity.expected_end_date;
  if (!start || !end || end < start) {
    const quarter = quarterOfDay(year, opportunity.won_on);
    if (quarter) sums[quarter] = value;
    return sums;
  }
  const days = dayNumber(end) - dayNumber(start) + 1;
  for (const q of quartersOf(year)) {
    const from = Math.max(dayNumber(start), dayNumber(q.start_date));
    const to = Math.min(dayNumber(end), dayNumber(q.end_date));
    if (to >= from) sums[q.quarter] = (value * (to - from + 1)) / days;
  }
  return sums;
}

/** Achievement: the won value recognised in each quarter of the year. */
export function achievement(won: readonly WonOpportunity[], year: number, plan: PlanMoney): QuarterAmounts {
  const sums = zero();
  for (const opportunity of won) {
    const share = recognisedByQuarter(opportunity, year, plan);
    for (const quarter of FISCAL_QUARTERS) sums[quarter] += share[quarter];
  }
  return rounded(sums);
}

/** A client is new in the year when none of its opportunities was won before the year's first day. */
export const isNewClient = (opportunity: WonOpportunity, year: number) =>
  opportunity.client_first_won_on >= (quartersOf(year)[0]?.start_date as string);

/** The year's achievement per quarter, split between clients won before the year and new ones. */
export function clientSplit(won: readonly WonOpportunity[], year: number, plan: PlanMoney) {
  const fresh = won.filter((opportunity) => isNewClient(opportunity, year));
  const existing = won.filter((opportunity) => !isNewClient(opportunity, year));
  return { existing: achievement(existing, year, plan), new: achievement(fresh, year, plan) };
}

/** Achievement over target in percent to one decimal; null without a target. */
export const percentAchieved = (target: number, achieved: number) =>
  target > 0 ? Math.round((achieved / target) * 1000) / 10 : null;

/** Whose won opportunities a target counts: a person's own, or every member's of a team. */
export const countedFor = (
  won: readonly WonOpportunity[],
  holder: { user_id: number | null; department_id: number | null },
) =>
  won.filter((opportunity) =>
    holder.user_id !== null
      ? opportunity.seller_id === holder.user_id
      : holder.department_id !== null && opportunity.department_id === holder.department_id,
  );

/** A target's quarters beside its order book and achievement, and the year's totals. */
export function targetFigures(
  target: QuarterAmounts,
  won: readonly WonOpportunity[],
  year: number,
  plan: PlanMoney,
) {
  const booked = orderBook(won, year, plan);
  const achieved = achievement(won, year, plan);
  const quarters = FISCAL_QUARTERS.map((quarter) => ({
    quarter,
    target: target[quarter],
    order_book: booked[quarter],
    achievement: achieved[quarter],
    percent_achieved: percentAchieved(target[quarter], achieved[quarter]),
  }));
  const sum = (pick: (q: (typeof quarters)[number]) => number) =>
    roundMoney(quarters.reduce((total, q) => total + pick(q), 0));
  const yearTarget = sum((q) => q.target);
  const yearAchieved = sum((q) => q.achievement);
  return {
    quarters,
    year: {
      target: yearTarget,
      order_book: sum((q) => q.order_book),
      achievement: yearAchieved,
      percent_achieved: percentAchieved(yearTarget, yearAchieved),
    },
  };
}

function rounded(sums: QuarterAmounts): QuarterAmounts {
  return {
    q1: roundMoney(sums.q1),
    q2: roundMoney(sums.q2),
    q3: roundMoney(sums.q3),
    q4: roundMoney(sums.q4),
  };
}
