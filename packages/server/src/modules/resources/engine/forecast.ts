/**
 * The resource forecast: pure, so how supply and demand make a gap and a level is table-tested, and the query only
 * gathers each role's weekly facts.
 */
import type { ForecastCell, ForecastLevel, ResourceForecast } from '@atrium/contracts';

/** Weekdays in a week: a person's full capacity, and the days approved leave is counted against. */
const WORKING_DAYS = 5;

/** What the query gathers for one role in one week. */
export interface WeekFacts {
  /** People of the role employed on some day of the week. */
  people: number;
  /** Their weekdays of approved leave in it. */
  leave_days: number;
  /** Their allocations in FTE: each allocation's share times its weekdays in the week, over five. */
  allocated: number;
  /** Open requests in FTE: people still to be found times their share and weekdays in the week, over five. */
  requested: number;
  /** Demand that may come (open opportunities' role mix) in FTE, each line weighted by its chance. */
  pipeline: number;
}

/** Demand over supply from which a week is tight; above 1 it is a shortage, under `SURPLUS_BELOW` a surplus. */
export const TIGHT_FROM = 0.9;
export const SURPLUS_BELOW = 0.6;

const round = (value: number) => Math.round(value * 10) / 10;

export function levelOf(supply: number, demand: number): ForecastLevel {
  if (demand > supply) return 'shortage';
  if (supply === 0) return 'balanced';
  const load = demand / supply;
  if (load >= TIGHT_FROM) return 'tight';
  return load < SURPLUS_BELOW ? 'surplus' : 'balanced';
}

/** One role's week: supply less leave, demand, the gap and its level, to a tenth of a person. */
export function forecastCell(facts: WeekFacts): ForecastCell {
  const supply = Math.max(0, facts.people - facts.leave_days / WORKING_DAYS);
  const demand = facts.allocated + facts.requested;
  return {
    supply: round(supply),
    allocated: round(facts.allocated),
    requested: round(facts.requested),
    demand: round(demand),
    gap: round(supply - demand),
    level: levelOf(supply, demand),
    pipeline: round(facts.pipeline),
    outlook_gap: round(supply - demand - facts.pipeline),
  };
}

/** The organisation's week: every role's facts summed before the cell is made, so rounding does not add up. */
export function totalCell(weekFacts: readonly WeekFacts[]): ForecastCell {
  return forecastCell(
    weekFacts.reduce(
      (sum, facts) => ({
        people: sum.people + facts.people,
        leave_days: sum.leave_days + facts.leave_days,
        allocated: sum.allocated + facts.allocated,
        requested: sum.requested + facts.requested,
        pipeline: sum.pipeline + facts.pipeline,
      }),
      { people: 0, leave_days: 0, allocated: 0, requested: 0, pipeline: 0 },
    ),
  );
}

/** A role of the forecast, in the order it is shown, with its facts for each of the forecast's weeks. */
export interface RoleFacts {
  designation_id: number | null;
  designation: string | null;
  facts: readonly WeekFacts[];
}

/** The forecast of the roles' weeks: each role's cells and the organisation's. */
export function forecastOf(weeks: readonly string[], roles: readonly RoleFacts[]): ResourceForecast {
  return {
    weeks: [...weeks],
    roles: roles.map((role) => ({
      designation_id: role.designation_id,
      designation: role.designation,
      cells: role.facts.map(forecastCell),
    })),
    totals: weeks.map((_, index) => totalCell(roles.flatMap((role) => role.facts[index] ?? []))),
  };
}
