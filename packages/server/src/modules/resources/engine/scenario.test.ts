import type { ScenarioChange } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import type { WeekFacts } from './forecast';
import { applyScenario, type ProjectDemandLine, type RoleWeekFacts, type ScenarioFacts } from './scenario';

const WEEKS = ['2026-12-07', '2026-12-14', '2026-12-21'];
const DEV = 1;
const QA = 2;
const facts = (people: number, allocated: number, requested = 0, leave_days = 0): WeekFacts => ({
  people,
  leave_days,
  allocated,
  requested,
  pipeline: 0,
});
const baseline = (): RoleWeekFacts =>
  new Map([[DEV, [facts(4, 3, 0, 2), facts(4, 3, 1), facts(4, 2, 0.5)]]] as [number, WeekFacts[]][]);

/** Project 7: a developer full time all three weeks, and an open request for half a developer in the last. */
const LINES: ProjectDemandLine[] = [
  {
    project_id: 7,
    designation_id: DEV,
    kind: 'allocated',
    start_date: '2026-12-07',
    end_date: '2026-12-25',
    fte: 1,
  },
  {
    project_id: 7,
    designation_id: DEV,
    kind: 'requested',
    start_date: '2026-12-21',
    end_date: '2026-12-31',
    fte: 0.5,
  },
];
const FACTS: ScenarioFacts = {
  lines: LINES,
  staff: [
    {
      employee_id: 30,
      designation_id: DEV,
      date_of_joining: '2020-01-01',
      last_day: null,
      leave_days: { '2026-12-07': 2 },
    },
    {
      employee_id: 31,
      designation_id: DEV,
      date_of_joining: '2020-01-01',
      last_day: '2026-12-11',
      leave_days: {},
    },
  ],
};

/** One field of the role's weeks after the changes, to a hundredth. */
function weeksOf(changes: ScenarioChange[], role: number, field: keyof WeekFacts) {
  const after = applyScenario(WEEKS, baseline(), FACTS, changes).get(role);
  return after?.map((week) => Math.round(week[field] * 100) / 100);
}

describe('a scenario over the forecast’s facts', () => {
  it.each<[string, ScenarioChange[], number, keyof WeekFacts, number[] | undefined]>([
    ['changes nothing without changes', [], DEV, 'allocated', [3, 3, 2]],
    [
      'adds a need as requested demand, a share of its headcount for its weekdays',
      [
        {
          kind: 'add_demand',
          label: 'Bid',
          designation_id: DEV,
          headcount: 2,
          share_percent: 50,
          start_date: '2026-12-10',
          end_date: '2026-12-31',
        },
      ],
      DEV,
      'requested',
      [0.4, 2, 1.5],
    ],
    [
      'gives a need of a role with no people a row of its own',
      [
        {
          kind: 'add_demand',
          label: 'Bid',
          designation_id: QA,
          headcount: 1,
          share_percent: 100,
          start_date: '2026-12-14',
          end_date: '2026-12-18',
        },
      ],
      QA,
      'requested',
      [0, 1, 0],
    ],
    [
      'takes a removed project’s allocations out of demand',
      [{ kind: 'remove_project', project_id: 7 }],
      DEV,
      'allocated',
      [2, 2, 1],
    ],
    [
      'takes a removed project’s open requests out of demand',
      [{ kind: 'remove_project', project_id: 7 }],
      DEV,
      'requested',
      [0, 1, 0],
    ],
    [
      'moves a shifted project’s allocations by its days',
      [{ kind: 'shift_project', project_id: 7, days: 7 }],
      DEV,
      'allocated',
      [2, 3, 2],
    ],
    [
      'moves a project shifted back out of the weeks it leaves',
      [{ kind: 'shift_project', project_id: 7, days: -14 }],
      DEV,
      'allocated',
      [3, 2, 1],
    ],
    [
      'leaves nothing of a project shifted, then removed',
      [
        { kind: 'shift_project', project_id: 7, days: 7 },
        { kind: 'remove_project', project_id: 7 },
      ],
      DEV,
      'allocated',
      [2, 2, 1],
    ],
    [
      'ignores a project with no demand',
      [{ kind: 'remove_project', project_id: 99 }],
      DEV,
      'allocated',
      [3, 3, 2],
    ],
    [
      'counts joiners from the week they start in',
      [{ kind: 'joiner', designation_id: DEV, count: 2, start_date: '2026-12-18' }],
      DEV,
      'people',
      [4, 6, 6],
    ],
    [
      'counts a leaver no more from the week after their last day',
      [{ kind: 'exit', employee_id: 30, last_day: '2026-12-09' }],
      DEV,
      'people',
      [4, 3, 3],
    ],
    [
      'counts a leaver from the first week after their last day, their leave with them',
      [{ kind: 'exit', employee_id: 30, last_day: '2026-12-04' }],
      DEV,
      'leave_days',
      [0, 0, 0],
    ],
    [
      'keeps a leaver’s allocations as demand',
      [{ kind: 'exit', employee_id: 30, last_day: '2026-12-04' }],
      DEV,
      'allocated',
      [3, 3, 2],
    ],
    [
      'takes the earlier of two last days',
      [
        { kind: 'exit', employee_id: 30, last_day: '2026-12-20' },
        { kind: 'exit', employee_id: 30, last_day: '2026-12-13' },
      ],
      DEV,
      'people',
      [4, 3, 3],
    ],
    [
      'takes nothing off for someone leaving before the new last day anyway',
      [{ kind: 'exit', employee_id: 31, last_day: '2026-12-16' }],
      DEV,
      'people',
      [4, 4, 4],
    ],
    [
      'ignores a leaver who is not among the people counted',
      [{ kind: 'exit', employee_id: 99, last_day: '2026-12-09' }],
      DEV,
      'people',
      [4, 4, 4],
    ],
  ])('%s', (_what, changes, role, field, expected) => {
    expect(weeksOf(changes, role, field)).toEqual(expected);
  });

  it('leaves the baseline it was given as it was', () => {
    const today = baseline();
    applyScenario(WEEKS, today, FACTS, [
      { kind: 'joiner', designation_id: DEV, count: 1, start_date: '2026-12-01' },
    ]);
    expect(today.get(DEV)?.map((week) => week.people)).toEqual([4, 4, 4]);
  });
});
