import type { ChangeRequestStatus, FixedBidFigures } from '@atrium/contracts';

/** Hours in a full working day: an allocation of 100% plans this much time each weekday. */
export const HOURS_PER_DAY = 8;

export interface FixedBidMilestone {
  planned: number;
  actual: number | null;
  status: string;
}

/** Hours valued at one cost rate; a null rate is hours no cost rate applies to. */
export interface RatedHours {
  hours: number;
  costRate: number | null;
}

export interface FixedBidInput {
  asOf: string;
  milestones: readonly FixedBidMilestone[];
  changeRequests: readonly { amount: number; status: ChangeRequestStatus }[];
  costs: number;
  expenses: number;
  /** Approved time on the project to date. */
  labour: readonly RatedHours[];
  /** Time the remaining allocations plan after today. */
  remaining: readonly RatedHours[];
}

/** To the cent: sums of two-decimal amounts in floating point can end in …0000001. */
const cents = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** A share in per cent to two decimals; null when there is nothing to share. */
const percentOf = (part: number, whole: number) => (whole > 0 ? cents((part / whole) * 100) : null);

function valued(hours: readonly RatedHours[]) {
  const rated = hours.filter((entry) => entry.costRate !== null);
  return {
    hours: cents(sum(hours.map((entry) => entry.hours))),
    cost: cents(sum(rated.map((entry) => entry.hours * (entry.costRate ?? 0)))),
    withoutRate: cents(sum(hours.filter((entry) => entry.costRate === null).map((entry) => entry.hours))),
  };
}

/**
 * A fixed-bid project's plan against its actuals. The contract value is each milestone's actual amount (its
 * planned amount until one is set) plus the approved change requests. Revenue is recognised two ways: by
 * completed milestone, and by per cent complete (cost to date ÷ estimate at completion × contract value, never
 * above the contract value). Hours without a cost rate are counted apart, never valued at zero.
 */
export function fixedBidFigures(input: FixedBidInput): FixedBidFigures {
  const milestones = cents(sum(input.milestones.map((m) => m.actual ?? m.planned)));
  const approved = cents(
    sum(input.changeRequests.filter((cr) => cr.status === 'approved').map((cr) => cr.amount)),
  );
  const contractValue = cents(milestones + approved);
  const byMilestone = cents(
    sum(input.milestones.filter((m) => m.status === 'completed').map((m) => m.actual ?? m.planned)),
  );
  const labour = valued(input.labour);
  const remaining = valued(input.remaining);
  const costToDate = cents(input.costs + input.expenses + labour.cost);
  const eac = cents(costToDate + remaining.cost);
  const complete = eac > 0 ? costToDate / eac : null;
  const byPercent =
    complete === null ? 0 : cents(Math.min(Math.max(contractValue, 0), complete * contractValue));
  const margin = cents(contractValue - eac);
  return {
    as_of: input.asOf,
    contract: { milestones, approved_change_requests: approved, value: contractValue },
    revenue: { by_milestone: byMilestone, by_percent_complete: byPercent },
    percent_complete: complete === null ? null : cents(complete * 100),
    burn_percent: percentOf(costToDate, contractValue),
    cost_to_date: {
      costs: cents(input.costs),
      expenses: cents(input.expenses),
      labour: labour.cost,
      total: costToDate,
      hours: labour.hours,
      hours_without_cost_rate: labour.withoutRate,
    },
    remaining: {
      hours: remaining.hours,
      cost: remaining.cost,
      hours_without_cost_rate: remaining.withoutRate,
    },
    estimate_at_completion: eac,
    margin,
    margin_percent: contractValue > 0 ? cents((margin / contractValue) * 100) : null,
    overrun: eac > contractValue ? cents(eac - contractValue) : 0,
  };
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Monday to Friday from `from` to `to`, both included; none when `to` is before `from`. */
export function weekdaysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (end < start) return 0;
  let count = 0;
  for (let day = start; day <= end; day += 1) {
    // 1 January 1970 was a Thursday: day 0 is weekday 4.
    const weekday = (day + 4) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** The day after `iso`. */
export const dayAfter = (iso: string) => new Date((dayNumber(iso) + 1) * DAY_MS).toISOString().slice(0, 10);

/**
 * The hours an allocation still plans after `today`, to its end or the project's, whichever is first: each weekday
 * a full day at its share of time.
 */
export function remainingHours(
  allocation: { startDate: string; endDate: string; percent: number },
  today: string,
  projectEnd: string | null,
): number {
  // ISO dates sort as they fall: the later start, the earlier end.
  const [, from = today] = [allocation.startDate, dayAfter(today)].sort();
  const [to = today] = [allocation.endDate, projectEnd ?? allocation.endDate].sort();
  return cents(weekdaysBetween(from, to) * HOURS_PER_DAY * (allocation.percent / 100));
}
