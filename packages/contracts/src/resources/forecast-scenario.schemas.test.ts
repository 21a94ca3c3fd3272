import { describe, expect, it } from 'vitest';
import { ForecastScenarioCreateSchema } from './forecast-scenario.schemas';

const issuesOf = (changes: unknown[]) => {
  const parsed = ForecastScenarioCreateSchema.safeParse({ name: 'What if', changes });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

const need = {
  kind: 'add_demand',
  label: 'Bid',
  designation_id: 1,
  headcount: 2,
  share_percent: 50,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
};

describe('a scenario’s changes', () => {
  it.each<[string, unknown, string[]]>([
    ['a need', need, []],
    ['a need ending on the day it starts', { ...need, end_date: '2026-12-01' }, []],
    [
      'a need ending before it starts',
      { ...need, end_date: '2026-11-30' },
      ['changes.0.end_date forecast_scenario_end_before_start'],
    ],
    ['a need of no one', { ...need, headcount: 0 }, ['changes.0.headcount invalid']],
    ['a need above a full share', { ...need, share_percent: 101 }, ['changes.0.share_percent invalid']],
    ['a project removed', { kind: 'remove_project', project_id: 3 }, []],
    ['joiners', { kind: 'joiner', designation_id: 1, count: 3, start_date: '2026-12-07' }, []],
    [
      'joiners on no date',
      { kind: 'joiner', designation_id: 1, count: 3, start_date: '7/12' },
      ['changes.0.start_date invalid'],
    ],
    ['an exit', { kind: 'exit', employee_id: 4, last_day: '2026-12-11' }, []],
    ['a shift back', { kind: 'shift_project', project_id: 3, days: -14 }, []],
    ['a shift of nothing', { kind: 'shift_project', project_id: 3, days: 0 }, ['changes.0.days invalid']],
    ['a shift past a year', { kind: 'shift_project', project_id: 3, days: 366 }, ['changes.0.days invalid']],
  ])('%s', (_what, change, issues) => {
    expect(issuesOf([change])).toEqual(issues);
  });

  it('refuses an unknown kind and a field of another kind', () => {
    expect(issuesOf([{ kind: 'merge', project_id: 3 }])).toHaveLength(1);
    expect(issuesOf([{ kind: 'remove_project', project_id: 3, days: 4 }])).toHaveLength(1);
  });
});
