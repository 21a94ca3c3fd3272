import { shareOfDayMinutes } from '@atrium/contracts';

const DAY_MINUTES = 24 * 60;
const MIN_BILLABLE_MINUTES = 60;

export interface WeekLine {
  projectId: number | null;
  isBillable: boolean;
  /** Monday to Sunday. */
  minutes: readonly number[];
}

/** Where the person may log time to each project: their allocations' windows, each at its share of the day. */
export type AllocationWindows = ReadonlyMap<
  number,
  readonly { startDate: string; endDate: string; percent: number }[]
>;

/** The periods a contractor was under contract; null for an employee, who logs time without one. */
export type ContractWindows = readonly { startDate: string; endDate: string }[] | null;

const within = (day: string, windows: readonly { startDate: string; endDate: string }[]) =>
  windows.some((window) => window.startDate <= day && day <= window.endDate);

/**
 * What is wrong with a week of time (spec 5), as error codes, the first of each kind: a day over 24 hours; billable
 * time on a day under one hour; time on a project outside every allocation of the person to it; a contractor's
 * time on a day outside every contract.
 */
export function weekProblems(
  days: readonly string[],
  lines: readonly WeekLine[],
  windows: AllocationWindows,
  contracts: ContractWindows = null,
): string[] {
  const problems = new Set<string>();
  days.forEach((day, index) => {
    const total = lines.reduce((sum, line) => sum + (line.minutes[index] ?? 0), 0);
    const billable = lines.reduce((sum, line) => sum + (line.isBillable ? (line.minutes[index] ?? 0) : 0), 0);
    if (total > DAY_MINUTES) problems.add('day_over_24_hours');
    if (billable > 0 && billable < MIN_BILLABLE_MINUTES) problems.add('billable_hours_out_of_range');
    if (contracts && total > 0 && !within(day, contracts)) problems.add('no_active_contract');
  });
  for (const line of lines) {
    if (line.projectId === null) continue;
    const allowed = windows.get(line.projectId) ?? [];
    const outside = days.some((day, index) => (line.minutes[index] ?? 0) > 0 && !within(day, allowed));
    if (outside) problems.add('time_outside_allocation');
  }
  return [...problems];
}

/**
 * The days (Monday 0 to Sunday 6) of each project line, by line index, with more time than the person's share of the
 * project that day: the largest per cent of their allocations to it covering the day, of an 8-hour day.
 */
export function daysAboveShare(
  days: readonly string[],
  lines: readonly WeekLine[],
  windows: AllocationWindows,
): Map<number, number[]> {
  const above = new Map<number, number[]>();
  lines.forEach((line, lineIndex) => {
    if (line.projectId === null) return;
    const allocations = windows.get(line.projectId) ?? [];
    const over = days.flatMap((day, index) => {
      const covering = allocations.filter((window) => window.startDate <= day && day <= window.endDate);
      const minutes = line.minutes[index] ?? 0;
      if (!covering.length || !minutes) return [];
      return minutes > shareOfDayMinutes(Math.max(...covering.map((window) => window.percent)))
        ? [index]
        : [];
    });
    if (over.length) above.set(lineIndex, over);
  });
  return above;
}
