import {
  type Actor,
  type Currency,
  hasAnyRole,
  isCeo,
  isFinanceExecutive,
  isSubDepartmentHead,
  type LeakageLossQuery,
  type MarginRange,
  MarginRangeSchema,
  type ProjectMarginsQuery,
  ROLES,
} from '@atrium/contracts';
import type { Queryable } from '../../../platform/db/client';
import { invalid } from '../../../platform/http/app-error';
import type { ProjectTime } from '../project-time';
import { financialYearOf, lastOfMonth, leakageWindowOf } from './figure-periods';
import { countedFigures, findCountedTo } from './project-figures.queries';
import {
  findLeakageLossPage,
  findMarginPage,
  liveFigures,
  type MarginScope,
  type MarginTotalRow,
  type Period,
  sumLeakageLossByMonth,
  sumMarginsByMonth,
} from './project-margins.queries';
import { findKeptLeakageLossPage, findKeptMarginPage, keepsPeriod } from './project-period-figures.queries';

/** The CEO and finance add up every project; others the projects they own or lead, or their sub-department's. */
export const marginScopeOf = (actor: Actor): MarginScope =>
  isCeo(actor) || isFinanceExecutive(actor)
    ? { every: true }
    : {
        every: false,
        userId: actor.user_id,
        leads: hasAnyRole(actor, [ROLES.PROJECT_OWNER, ROLES.DELIVERY_LEAD]),
        headsSubDepartments: isSubDepartmentHead(actor),
      };

const periodOf = (query: { start_date?: string; end_date?: string }, fallback: Period): Period => ({
  start: query.start_date ?? fallback.start,
  end: query.end_date ?? fallback.end,
});

/** A widget's period: the call's start_date and end_date where given, checked as the margin tables check them. */
function widgetPeriodOf(range: MarginRange, fallback: Period): Period {
  const checked = MarginRangeSchema.safeParse(range);
  if (!checked.success)
    throw invalid(
      Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])),
    );
  return periodOf(checked.data, fallback);
}

/** Each month from the period's start to its end or today's month, whichever is sooner, as year and month. */
function monthsOf(period: Period, today: string) {
  const last = period.end < today ? period.end : today;
  const months: { year: number; month: number }[] = [];
  const [endYear, endMonth] = last.split('-').map(Number) as [number, number];
  let [year, month] = period.start.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push({ year, month });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** Rows for every month and every currency the sums hold, months without any shown as zero. */
function everyMonth<Row extends { year: number; month: number; currency: Currency }, Out>(
  rows: readonly Row[],
  period: Period,
  today: string,
  shape: (row: Row | undefined) => Out,
) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const byKey = new Map(rows.map((row) => [`${row.year}-${row.month}-${row.currency}`, row]));
  return monthsOf(period, today).flatMap(({ year, month }) =>
    currencies.map((currency) => ({
      year,
      month,
      currency,
      ...shape(byKey.get(`${year}-${month}-${currency}`)),
    })),
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Sums per currency of rows per month. */
function totalsByCurrency<Row extends { currency: Currency }, Key extends string>(
  rows: readonly Row[],
  keys: readonly Key[],
  value: (row: Row, key: Key) => number,
) {
  const totals = new Map<Currency, Record<Key, number>>();
  for (const row of rows) {
    const total =
      totals.get(row.currency) ?? (Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>);
    for (const key of keys) total[key] = round(total[key] + value(row, key));
    totals.set(row.currency, total);
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sums]) => ({ currency, ...sums }));
}

const wholeMonths = (first: string, last: string) => first.endsWith('-01') && last === lastOfMonth(last);

/**
 * The roll-up holds whole months, its money once counted at all: a period cutting a month is added up live, as
 * is everything before the first count.
 */
async function marginFiguresOf(db: Queryable, time: ProjectTime, organizationId: number, period: Period) {
  return wholeMonths(period.start, period.end) && (await findCountedTo(db, organizationId)) !== null
    ? countedFigures(time)
    : liveFigures(time);
}

/**
 * Leakage and loss are counted up to today, the roll-up's current month up to the day it was counted to: used
 * when that is today and the period ends with a month or today.
 */
async function leakageFiguresOf(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  period: Period,
  today: string,
) {
  const last = period.end < today ? period.end : today;
  const countedWhole = last === today ? period.start.endsWith('-01') : wholeMonths(period.start, last);
  return countedWhole && (await findCountedTo(db, organizationId)) === today
    ? countedFigures(time)
    : liveFigures(time);
}

/** The Net Margins table's totals per currency, from sums per currency (and month). */
const marginTotalsOf = (rows: readonly MarginTotalRow[]) =>
  totalsByCurrency(rows, ['billing', 'costs', 'expenses', 'net_margin'] as const, (row, key) =>
    key === 'net_margin' ? row.billing - row.costs - row.expenses : row[key],
  );

/** The Projects Net Margins table: a page of projects over the period (the financial year unless given). */
export async function loadMarginPage(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  actor: Actor,
  today: string,
  query: ProjectMarginsQuery,
) {
  const scope = marginScopeOf(actor);
  const period = periodOf(query, financialYearOf(today));
  if ((await findCountedTo(db, organizationId)) !== null && (await keepsPeriod(db, organizationId, period))) {
    const { totals: sums, ...page } = await findKeptMarginPage(db, organizationId, scope, period, query);
    return { ...page, start_date: period.start, end_date: period.end, totals: marginTotalsOf(sums) };
  }
  const figures = await marginFiguresOf(db, time, organizationId, period);
  const { totals: sums, ...page } = await findMarginPage(db, figures, organizationId, scope, period, query);
  // A page past the last project carries no sums: they are added up by month instead.
  const rows = sums ?? (await sumMarginsByMonth(db, figures, organizationId, scope, period, query.search));
  return { ...page, start_date: period.start, end_date: period.end, totals: marginTotalsOf(rows) };
}

/** The Projects Revenue Leakages and Losses table: a page of projects over the period (the last four months). */
export async function loadLeakageLossPage(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  actor: Actor,
  today: string,
  query: LeakageLossQuery,
) {
  const scope = marginScopeOf(actor);
  const period = periodOf(query, leakageWindowOf(today));
  const countedTo = await findCountedTo(db, organizationId);
  if (countedTo === today && (await keepsPeriod(db, organizationId, period))) {
    const page = await findKeptLeakageLossPage(db, time, organizationId, scope, period, today, query);
    return { ...page, start_date: period.start, end_date: period.end };
  }
  const figures = await leakageFiguresOf(db, time, organizationId, period, today);
  const page = await findLeakageLossPage(db, figures, organizationId, scope, period, today, query);
  const totals =
    page.totals ??
    totalsByCurrency(
      await sumLeakageLossByMonth(db, figures, organizationId, scope, period, today, query.search),
      ['revenue_leakage', 'revenue_loss'] as const,
      (row, key) => (key === 'revenue_leakage' ? row.leakage : row.loss),
    );
  return { ...page, start_date: period.start, end_date: period.end, totals };
}

/** The net margin widget: billing and net margin per month of the financial year so far, per currency. */
export async function loadNetMarginWidget(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  actor: Actor,
  today: string,
  range: MarginRange = {},
) {
  const period = widgetPeriodOf(range, financialYearOf(today));
  const figures = await marginFiguresOf(db, time, organizationId, period);
  const rows = await sumMarginsByMonth(db, figures, organizationId, marginScopeOf(actor), period);
  return {
    start_date: period.start,
    end_date: period.end,
    results: everyMonth(rows, period, today, (row) => ({
      actual_total_billing: round(row?.billing ?? 0),
      actual_net_margin: round(row ? row.billing - row.costs - row.expenses : 0),
    })),
  };
}

/** The revenue leakage and loss widgets: each month of the last four, per currency. */
export async function loadLeakageLossWidget(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  actor: Actor,
  today: string,
  range: MarginRange = {},
) {
  const period = widgetPeriodOf(range, leakageWindowOf(today));
  const figures = await leakageFiguresOf(db, time, organizationId, period, today);
  const rows = await sumLeakageLossByMonth(db, figures, organizationId, marginScopeOf(actor), period, today);
  return {
    start_date: period.start,
    end_date: period.end,
    results: everyMonth(rows, period, today, (row) => ({
      revenue_leakage: round(row?.leakage ?? 0),
      revenue_loss: round(row?.loss ?? 0),
    })),
  };
}
