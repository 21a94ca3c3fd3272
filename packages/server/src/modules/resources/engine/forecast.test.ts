import { describe, expect, it } from 'vitest';
import { forecastCell, levelOf, totalCell } from './forecast';

describe('the level of a week', () => {
  it.each([
    { supply: 4, demand: 5, level: 'shortage' },
    { supply: 4, demand: 4, level: 'tight' },
    { supply: 10, demand: 9, level: 'tight' },
    { supply: 10, demand: 8.9, level: 'balanced' },
    { supply: 10, demand: 6, level: 'balanced' },
    { supply: 10, demand: 5.9, level: 'surplus' },
    { supply: 3, demand: 0, level: 'surplus' },
    { supply: 0, demand: 0, level: 'balanced' },
    { supply: 0, demand: 0.5, level: 'shortage' },
  ] as const)('$demand asked of $supply is $level', ({ supply, demand, level }) => {
    expect(levelOf(supply, demand)).toBe(level);
  });
});

describe('a role’s week', () => {
  it.each([
    {
      name: 'takes leave off supply a fifth of a person a day',
      facts: { people: 5, leave_days: 3, allocated: 3, requested: 0, pipeline: 0 },
      cell: { supply: 4.4, allocated: 3, requested: 0, demand: 3, gap: 1.4, level: 'balanced' },
    },
    {
      name: 'adds open requests to allocations as demand',
      facts: { people: 4, leave_days: 0, allocated: 3.5, requested: 1.5, pipeline: 0 },
      cell: { supply: 4, allocated: 3.5, requested: 1.5, demand: 5, gap: -1, level: 'shortage' },
    },
    {
      name: 'never has less than no supply',
      facts: { people: 1, leave_days: 10, allocated: 0, requested: 1, pipeline: 0 },
      cell: { supply: 0, demand: 1, gap: -1, level: 'shortage' },
    },
    {
      name: 'rounds to a tenth of a person',
      facts: { people: 3, leave_days: 1, allocated: 1.234, requested: 0.333, pipeline: 0 },
      cell: { supply: 2.8, allocated: 1.2, requested: 0.3, demand: 1.6, gap: 1.2, level: 'surplus' },
    },
    {
      name: 'keeps the weighted pipeline out of demand and its level, and shows the gap should it come',
      facts: { people: 5, leave_days: 0, allocated: 3, requested: 0, pipeline: 2.4 },
      cell: { demand: 3, gap: 2, level: 'balanced', pipeline: 2.4, outlook_gap: -0.4 },
    },
  ])('$name', ({ facts, cell }) => {
    expect(forecastCell(facts)).toMatchObject(cell);
  });

  it('sums the roles’ facts before rounding the organisation’s week', () => {
    const third = { people: 1, leave_days: 0, allocated: 0.34, requested: 0, pipeline: 0.2 };
    expect(totalCell([third, third, third])).toMatchObject({
      supply: 3,
      allocated: 1,
      demand: 1,
      gap: 2,
      pipeline: 0.6,
    });
  });
});
