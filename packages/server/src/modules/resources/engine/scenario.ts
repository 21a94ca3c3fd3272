/**
 * A forecast scenario applied to the forecast's facts: pure, so what each kind of change does to supply and demand is
 * table-tested, and the query only gathers the facts the changes touch.
 */
import type { ScenarioChange } from '@atrium/contracts';
import { addDays } from '../../../platform/clock';
import type { WeekFacts } from './forecast';
import { weekdaysBetween } from './rank-candidates';

/** A project's demand as the forecast counts it: an allocation of one of its people, or what an open request still asks. */
export interface ProjectDemandLine {
  project_id: number;
  designation_id: number | null;
  kind: 'allocated' | 'requested';
  start_date: string;
  end_date: string;
  /** Full-time people it asks for while it runs: the share, times the people still missing for a request. */
  fte: number;
}

/** A person a scenario lets go: their role, when they joined and leave today, and their approved leave by week. */
export interface StaffFacts {
  employee_id: number;
  designation_id: number | null;
  date_of_joining: string | null;
  last_day: string | null;
  /** Weekdays of approved leave by the week's Monday. */
  leave_days: Readonly<Record<string, number>>;
}

/** What the changes touch beyond the forecast's own facts: the named projects' demand and the leavers. */
export interface ScenarioFacts {
  lines: readonly ProjectDemandLine[];
  staff: readonly StaffFacts[];
}

/** Each role's facts week by week, in the order of the forecast's weeks; `null` is people of no designation. */
export type RoleWeekFacts = Map<number | null, WeekFacts[]>;

const NO_FACTS: WeekFacts = { people: 0, leave_days: 0, allocated: 0, requested: 0, pipeline: 0 };

/** The share of a week a range fills: its weekdays in the week over five. */
function weekShare(monday: string, start: string, end: string): number {
  const from = start > monday ? start : monday;
  const friday = addDays(monday, 4);
  const to = end < friday ? end : friday;
  return weekdaysBetween(from, to) / 5;
}

/** Whether someone who joined on `joined` and leaves after `lastDay` is employed some day of the week. */
const employedIn = (monday: string, joined: string | null, lastDay: string | null) =>
  (joined === null || joined <= addDays(monday, 4)) && (lastDay === null || lastDay >= monday);

/** The project lines a sequence of changes leaves: a removal takes them all, a shift moves their dates. */
function linesAfter(lines: readonly ProjectDemandLine[], changes: readonly ScenarioChange[]) {
  let current = lines;
  for (const change of changes) {
    if (change.kind === 'remove_project') current = [];
    if (change.kind === 'shift_project')
      current = current.map((line) => ({
        ...line,
        start_date: addDays(line.start_date, change.days),
        end_date: addDays(line.end_date, change.days),
      }));
  }
  return current;
}

/**
 * The forecast's facts as the scenario would have them: each role's weeks copied from `baseline`, then each change
 * applied in order. A need adds requested demand; a removed or shifted project takes its lines' demand out and
 * puts back what is left of them where they now fall; joiners are people from the week they start in; a leaver is
 * no longer counted (nor their leave) from the week after their new last day, while their allocations stay demand.
 */
export function applyScenario(
  weeks: readonly string[],
  baseline: RoleWeekFacts,
  facts: ScenarioFacts,
  changes: readonly ScenarioChange[],
): RoleWeekFacts {
  const result: RoleWeekFacts = new Map(
    [...baseline].map(([role, cells]) => [role, cells.map((cell) => ({ ...cell }))]),
  );
  const add = (role: number | null, index: number, field: keyof WeekFacts, value: number) => {
    if (value === 0) return;
    const cells = result.get(role) ?? weeks.map(() => ({ ...NO_FACTS }));
    result.set(role, cells);
    (cells[index] as WeekFacts)[field] += value;
  };
  const addLine = (line: ProjectDemandLine, sign: 1 | -1) =>
    weeks.forEach((monday, index) => {
      add(
        line.designation_id,
        index,
        line.kind,
        sign * line.fte * weekShare(monday, line.start_date, line.end_date),
      );
    });

  const projectIds = new Set(
    changes.flatMap((change) =>
      change.kind === 'remove_project' || change.kind === 'shift_project' ? [change.project_id] : [],
    ),
  );
  for (const projectId of projectIds) {
    const lines = facts.lines.filter((line) => line.project_id === projectId);
    const own = changes.filter((change) => 'project_id' in change && change.project_id === projectId);
    for (const line of lines) addLine(line, -1);
    for (const line of linesAfter(lines, own)) addLine(line, 1);
  }

  const leaving = new Map<number, string>();
  for (const change of changes) {
    if (change.kind === 'add_demand')
      addLine(
        {
          project_id: 0,
          designation_id: change.designation_id,
          kind: 'requested',
          start_date: change.start_date,
          end_date: change.end_date,
          fte: (change.headcount * change.share_percent) / 100,
        },
        1,
      );
    if (change.kind === 'joiner')
      weeks.forEach((monday, index) => {
        if (employedIn(monday, change.start_date, null))
          add(change.designation_id, index, 'people', change.count);
      });
    if (change.kind === 'exit') {
      const earlier = leaving.get(change.employee_id);
      leaving.set(change.employee_id, earlier && earlier < change.last_day ? earlier : change.last_day);
    }
  }
  for (const person of facts.staff) {
    const lastDay = leaving.get(person.employee_id);
    if (lastDay === undefined) continue;
    weeks.forEach((monday, index) => {
      if (!employedIn(monday, person.date_of_joining, person.last_day) || lastDay >= monday) return;
      add(person.designation_id, index, 'people', -1);
      add(person.designation_id, index, 'leave_days', -(person.leave_days[monday] ?? 0));
    });
  }
  return result;
}
