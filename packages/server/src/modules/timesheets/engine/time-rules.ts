const DAY_MINUTES = 24 * 60;
const MIN_BILLABLE_MINUTES = 60;

export interface WeekLine {
  projectId: number | null;
  isBillable: boolean;
  /** Monday to Sunday. */
  minutes: readonly number[];
}

/** Where the person may log time to each project: their allocations' windows. */
export type AllocationWindows = ReadonlyMap<number, readonly { startDate: string; endDate: string }[]>;

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
