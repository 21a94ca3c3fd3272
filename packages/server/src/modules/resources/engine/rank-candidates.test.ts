import { describe, expect, it } from 'vitest';
import {
  availability,
  type CandidateFacts,
  experienceFit,
  type Level,
  type RequestFacts,
  rankCandidate,
  rankCandidates,
  skillMatch,
  weekdaysBetween,
} from './rank-candidates';

const request: RequestFacts = {
  skills: [
    { skill_id: 1, name: 'React', level: 'I' },
    { skill_id: 2, name: 'Node.js', level: 'E' },
  ],
  min_experience: 3,
  max_experience: 6,
  location_id: 10,
  allocation_percent: 100,
  working_days: 20,
};

const person = (over: Partial<CandidateFacts>): CandidateFacts => ({
  employee_id: 1,
  skills: new Map(),
  experience: 4,
  location_id: 10,
  booked_percent: 0,
  leave_days: 0,
  bench_days: 0,
  ...over,
});

describe('skill match', () => {
  it.each<[string, [number, Level][], number, string[]]>([
    [
      'every skill at its level',
      [
        [1, 'I'],
        [2, 'E'],
      ],
      1,
      [],
    ],
    [
      'above the level asked',
      [
        [1, 'E'],
        [2, 'E'],
      ],
      1,
      [],
    ],
    [
      'one below its level',
      [
        [1, 'B'],
        [2, 'E'],
      ],
      0.75,
      [],
    ],
    ['one missing', [[1, 'I']], 0.5, ['Node.js']],
    ['none', [], 0, ['React', 'Node.js']],
  ])('%s', (_case, held, value, missing) => {
    const result = skillMatch(request, person({ skills: new Map(held) }));
    expect(result.value).toBe(value);
    expect(result.missing).toEqual(missing);
  });

  it('counts whole when the request asks no skill', () => {
    expect(skillMatch({ ...request, skills: [] }, person({})).value).toBe(1);
  });
});

describe('availability', () => {
  it.each<[string, Partial<CandidateFacts>, number, number]>([
    ['free, asked 100%', {}, 100, 1],
    ['half booked, asked 100%', { booked_percent: 50 }, 100, 0.5],
    ['half booked, asked 50%', { booked_percent: 50 }, 50, 1],
    ['fully booked', { booked_percent: 100 }, 50, 0],
    ['over-booked', { booked_percent: 120 }, 50, 0],
    ['free, a quarter of the days on leave', { leave_days: 5 }, 100, 0.75],
    ['half booked and on leave every day', { booked_percent: 50, leave_days: 25 }, 50, 0],
  ])('%s', (_case, facts, asked, value) => {
    expect(availability({ ...request, allocation_percent: asked }, person(facts))).toBeCloseTo(value);
  });
});

describe('experience fit', () => {
  it.each<[number | null, number]>([
    [3, 1],
    [6, 1],
    [2, 0.75],
    [8, 0.5],
    [0, 0.25],
    [12, 0],
    [null, 0.5],
  ])('%s years: %s', (years, fit) => {
    expect(experienceFit(request, person({ experience: years }))).toBe(fit);
  });
});

describe('a candidate’s score', () => {
  const full = new Map<number, Level>([
    [1, 'I'],
    [2, 'E'],
  ]);
  it.each<[string, Partial<CandidateFacts>, number]>([
    ['a perfect fit on the bench a month', { skills: full, bench_days: 30 }, 100],
    ['a perfect fit just released', { skills: full }, 95],
    ['in another city', { skills: full, location_id: 11 }, 85],
    ['half free', { skills: full, booked_percent: 50 }, 80],
    ['without the skills', { bench_days: 60 }, 55],
  ])('%s: %s', (_case, facts, score) => {
    expect(rankCandidate(request, person(facts)).score).toBe(score);
  });

  it('matches any location when the request names none', () => {
    expect(rankCandidate({ ...request, location_id: null }, person({ location_id: 99 })).location_match).toBe(
      true,
    );
  });
});

describe('ranking', () => {
  it('puts the best first, leaves out the fully booked, breaks ties by availability then id', () => {
    const skills = new Map<number, Level>([
      [1, 'I'],
      [2, 'E'],
    ]);
    const ranked = rankCandidates(request, [
      person({ employee_id: 1 }),
      person({ employee_id: 2, skills }),
      person({ employee_id: 3, skills, booked_percent: 100 }),
      person({ employee_id: 5, skills: new Map([[1, 'I']]), booked_percent: 0 }),
      person({ employee_id: 4, skills: new Map([[1, 'I']]), booked_percent: 0 }),
    ]);
    expect(ranked.map((r) => r.employee_id)).toEqual([2, 4, 5, 1]);
  });

  it('keeps to the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => person({ employee_id: i + 1 }));
    expect(rankCandidates(request, many, 5)).toHaveLength(5);
  });
});

describe('weekdays between two dates', () => {
  it.each<[string, string, number]>([
    ['2026-11-30', '2026-12-04', 5],
    ['2026-11-28', '2026-11-29', 0],
    ['2026-11-27', '2026-12-07', 7],
    ['2026-12-04', '2026-12-01', 0],
  ])('%s to %s: %i', (from, to, days) => {
    expect(weekdaysBetween(from, to)).toBe(days);
  });
});
