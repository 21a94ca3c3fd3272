import { type ForecastScenario, type ScenarioChange, scenarioNameKey } from '@atrium/contracts';
import { displayDate } from '../../../platform/displayDate';

/** One change of a scenario in words, naming what it points at (`#id` for a record since gone). */
export function describeChange(change: ScenarioChange, names: ForecastScenario['names']): string {
  const name = (kind: 'project' | 'employee' | 'designation', id: number) =>
    names[scenarioNameKey(kind, id)] ?? `#${id}`;
  switch (change.kind) {
    case 'add_demand':
      return `${change.label}: ${change.headcount} × ${name('designation', change.designation_id)} at ${change.share_percent}%, ${displayDate(change.start_date)} to ${displayDate(change.end_date)}`;
    case 'remove_project':
      return `Without ${name('project', change.project_id)}`;
    case 'joiner':
      return `${change.count} × ${name('designation', change.designation_id)} joining ${displayDate(change.start_date)}`;
    case 'exit':
      return `${name('employee', change.employee_id)} leaving after ${displayDate(change.last_day)}`;
    case 'shift_project': {
      const days = Math.abs(change.days);
      return `${name('project', change.project_id)} ${days} day${days === 1 ? '' : 's'} ${change.days > 0 ? 'later' : 'earlier'}`;
    }
  }
}

/** The link that opens the forecast compared with the scenario, for anyone who may read forecasts. */
export const scenarioLink = (origin: string, id: number) =>
  `${origin}/resource-forecasting-dashboard?scenario=${id}`;
