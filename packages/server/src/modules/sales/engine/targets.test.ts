import { describe, expect, it } from 'vitest';
import {
  achievement,
  clientSplit,
  countedFor,
  orderBook,
  percentAchieved,
  quarterOfDay,
  recognisedByQuarter,
  targetFigures,
  toPlanCurrency,
  type WonOpportunity,
} from './targets';

const PLAN = { currency: 'INR', exchange_rates: { USD: 80, EUR: 90 } };
const won = (overrides: Partial<WonOpportunity>): WonOpportunity => ({
  value: 1000,
  currency: 'INR',
  won_on: '2026-05-10',
  expected_start_date: null,
  expected_end_date: null,
  seller_id: 1,
  department_id: 10,
  client_first_won_on: '2026-05-10',
  ...overrides,
});

describe('the quarter of a day in FY 2026-27', () => {
  it.each([
    ['2026-04-01', 'q1'],
    ['2026-06-30', 'q1'],
    ['2026-07-01', 'q2'],
    ['2026-12-31', 'q3'],
    ['2027-01-01', 'q4'],
    ['2027-03-31', 'q4'],
    ['2026-03-31', null],
    ['2027-04-01', null],
  ])('%s is in %s', (day, quarter) => {
    expect(quarterOfDay(2026, day)).toBe(quarter);
  });
});

describe('converting to the plan currency', () => {
  it.each([
    [100, 'INR', 100],
    [100, 'USD', 8000],
    [100, 'EUR', 9000],
    [100, 'GBP', 0],
  ])('%d %s is %d INR', (value, currency, inr) => {
    expect(toPlanCurrency(value, currency, PLAN)).toBe(inr);
  });
});

describe('order book', () => {
  it('counts each opportunity in the quarter it was won, converted, and nothing won outside the year', () => {
    expect(
      orderBook(
        [
          won({ won_on: '2026-04-01', value: 500 }),
          won({ won_on: '2026-06-30', value: 10, currency: 'USD' }),
          won({ won_on: '2026-10-15', value: 1 }),
          won({ won_on: '2026-03-31', value: 999 }),
          won({ won_on: '2027-04-01', value: 999 }),
        ],
        2026,
        PLAN,
      ),
    ).toEqual({ q1: 1300, q2: 0, q3: 1, q4: 0 });
  });
});

describe('achievement', () => {
  it.each<[string, Partial<WonOpportunity>, Record<string, number>]>([
    ['no dates: all on the day won', { won_on: '2026-08-01' }, { q1: 0, q2: 1000, q3: 0, q4: 0 }],
    [
      'within one quarter',
      { expected_start_date: '2026-04-10', expected_end_date: '2026-05-10' },
      { q1: 1000, q2: 0, q3: 0, q4: 0 },
    ],
    [
      'two days across a quarter end, half each',
      { expected_start_date: '2026-06-30', expected_end_date: '2026-07-01' },
      { q1: 500, q2: 500, q3: 0, q4: 0 },
    ],
    [
      'partly before the year: only the days inside count',
      { expected_start_date: '2026-03-31', expected_end_date: '2026-04-01' },
      { q1: 500, q2: 0, q3: 0, q4: 0 },
    ],
    [
      'past the year: the days after 31 March are left out',
      { expected_start_date: '2027-03-31', expected_end_date: '2027-04-03', value: 400 },
      { q1: 0, q2: 0, q3: 0, q4: 100 },
    ],
  ])('%s', (_case, overrides, expected) => {
    const figures = recognisedByQuarter(won(overrides), 2026, PLAN);
    for (const [quarter, amount] of Object.entries(expected))
      expect(figures[quarter as 'q1']).toBeCloseTo(amount, 6);
  });

  it('spreads a year-long deal by days: 91, 92, 92 and 90 of 365', () => {
    expect(
      achievement(
        [won({ value: 365, expected_start_date: '2026-04-01', expected_end_date: '2027-03-31' })],
        2026,
        PLAN,
      ),
    ).toEqual({ q1: 91, q2: 92, q3: 92, q4: 90 });
  });

  it('adds up several deals and rounds to paise', () => {
    expect(
      achievement(
        [
          won({ value: 100, expected_start_date: '2026-06-30', expected_end_date: '2026-07-02' }),
          won({ value: 1, currency: 'USD', won_on: '2027-02-01' }),
        ],
        2026,
        PLAN,
      ),
    ).toEqual({ q1: 33.33, q2: 66.67, q3: 0, q4: 80 });
  });
});

describe('existing and new clients', () => {
  it('calls a client new when its first win is on or after 1 April of the year', () => {
    const split = clientSplit(
      [
        won({ value: 100, won_on: '2026-05-01', client_first_won_on: '2025-11-01' }),
        won({ value: 30, won_on: '2026-05-02', client_first_won_on: '2026-04-01' }),
        won({ value: 7, won_on: '2026-09-02', client_first_won_on: '2026-09-02' }),
      ],
      2026,
      PLAN,
    );
    expect(split.existing).toEqual({ q1: 100, q2: 0, q3: 0, q4: 0 });
    expect(split.new).toEqual({ q1: 30, q2: 7, q3: 0, q4: 0 });
  });
});

describe('whose opportunities a target counts', () => {
  const all = [
    won({ seller_id: 1, department_id: 10 }),
    won({ seller_id: 2, department_id: 10 }),
    won({ seller_id: 3, department_id: null }),
  ];
  it.each<[string, { user_id: number | null; department_id: number | null }, number]>([
    ['a person: their own', { user_id: 2, department_id: null }, 1],
    ['a team: its members’', { user_id: null, department_id: 10 }, 2],
    ['a team with nobody selling', { user_id: null, department_id: 99 }, 0],
  ])('%s', (_who, holder, count) => {
    expect(countedFor(all, holder)).toHaveLength(count);
  });
});

describe('percent achieved', () => {
  it.each([
    [1000, 250, 25],
    [3, 1, 33.3],
    [100, 150, 150],
    [0, 100, null],
  ])('%d target, %d achieved: %s', (target, achieved, percent) => {
    expect(percentAchieved(target, achieved)).toBe(percent);
  });
});

describe('a target’s figures', () => {
  it('sets each quarter beside its order book and achievement, with the year’s totals', () => {
    const figures = targetFigures(
      { q1: 1000, q2: 1000, q3: 0, q4: 0 },
      [won({ value: 10, currency: 'USD', won_on: '2026-04-20' })],
      2026,
      PLAN,
    );
    expect(figures.quarters[0]).toEqual({
      quarter: 'q1',
      target: 1000,
      order_book: 800,
      achievement: 800,
      percent_achieved: 80,
    });
    expect(figures.quarters[2]?.percent_achieved).toBeNull();
    expect(figures.year).toEqual({ target: 2000, order_book: 800, achievement: 800, percent_achieved: 40 });
  });
});
