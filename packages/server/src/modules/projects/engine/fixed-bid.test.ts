import { describe, expect, it } from 'vitest';
import { type FixedBidInput, fixedBidFigures, remainingHours, weekdaysBetween } from './fixed-bid';

const base: FixedBidInput = {
  asOf: '2031-03-15',
  milestones: [
    { planned: 40_000, actual: 40_000, status: 'completed' },
    { planned: 60_000, actual: null, status: 'active' },
  ],
  changeRequests: [
    { amount: 10_000, status: 'approved' },
    { amount: 5_000, status: 'proposed' },
    { amount: -2_000, status: 'rejected' },
  ],
  costs: 5_000,
  expenses: 1_000,
  labour: [
    { hours: 100, costRate: 50 },
    { hours: 20, costRate: null },
  ],
  remaining: [{ hours: 400, costRate: 50 }],
};

describe('fixedBidFigures', () => {
  it('values a project on plan', () => {
    expect(fixedBidFigures(base)).toEqual({
      as_of: '2031-03-15',
      contract: { milestones: 100_000, approved_change_requests: 10_000, value: 110_000 },
      revenue: { by_milestone: 40_000, by_percent_complete: 39_032.26 },
      percent_complete: 35.48,
      burn_percent: 10,
      cost_to_date: {
        costs: 5_000,
        expenses: 1_000,
        labour: 5_000,
        total: 11_000,
        hours: 120,
        hours_without_cost_rate: 20,
      },
      remaining: { hours: 400, cost: 20_000, hours_without_cost_rate: 0 },
      estimate_at_completion: 31_000,
      margin: 79_000,
      margin_percent: 71.82,
      overrun: 0,
    });
  });

  it.each([
    // [what, changes, expected]
    [
      'an actual amount replaces the planned one in the contract value',
      { milestones: [{ planned: 85_000, actual: 80_000, status: 'active' }] },
      { contract: { milestones: 80_000, approved_change_requests: 10_000, value: 90_000 } },
    ],
    [
      'a negative approved change request lowers the contract value',
      { changeRequests: [{ amount: -15_000, status: 'approved' as const }] },
      { contract: { milestones: 100_000, approved_change_requests: -15_000, value: 85_000 } },
    ],
    [
      'a completed milestone without an actual amount recognises its planned amount',
      { milestones: [{ planned: 30_000, actual: null, status: 'completed' }] },
      { revenue: { by_milestone: 30_000, by_percent_complete: 14_193.55 } },
    ],
  ])('%s', (_, changes, expected) => {
    expect(fixedBidFigures({ ...base, ...changes })).toMatchObject(expected);
  });

  it('forecasts an overrun when the estimate passes the contract value, capping revenue at it', () => {
    const figures = fixedBidFigures({
      ...base,
      changeRequests: [],
      milestones: [{ planned: 20_000, actual: null, status: 'active' }],
      remaining: [{ hours: 400, costRate: 50 }],
    });
    expect(figures).toMatchObject({
      estimate_at_completion: 31_000,
      margin: -11_000,
      margin_percent: -55,
      overrun: 11_000,
      burn_percent: 55,
      revenue: { by_percent_complete: 7_096.77 },
    });
  });

  it('recognises the whole contract once nothing remains, and never more', () => {
    const figures = fixedBidFigures({ ...base, remaining: [] });
    expect(figures.percent_complete).toBe(100);
    expect(figures.revenue.by_percent_complete).toBe(110_000);
  });

  it('has no shares without cost or contract value', () => {
    const figures = fixedBidFigures({
      asOf: '2031-01-01',
      milestones: [],
      changeRequests: [],
      costs: 0,
      expenses: 0,
      labour: [{ hours: 16, costRate: null }],
      remaining: [{ hours: 8, costRate: null }],
    });
    expect(figures).toMatchObject({
      percent_complete: null,
      burn_percent: null,
      margin_percent: null,
      revenue: { by_milestone: 0, by_percent_complete: 0 },
      cost_to_date: { total: 0, hours: 16, hours_without_cost_rate: 16 },
      remaining: { hours: 8, cost: 0, hours_without_cost_rate: 8 },
    });
  });
});

describe('remaining time', () => {
  it.each([
    ['2031-03-03', '2031-03-07', 5],
    ['2031-03-03', '2031-03-09', 5],
    ['2031-03-08', '2031-03-09', 0],
    ['2031-03-07', '2031-03-10', 2],
    ['2031-03-10', '2031-03-03', 0],
  ])('%s to %s has %i weekdays', (from, to, days) => {
    expect(weekdaysBetween(from, to)).toBe(days);
  });

  it.each([
    // Today Wednesday 5 March: Thursday and Friday, then a full week to the allocation's end.
    [{ startDate: '2031-01-01', endDate: '2031-03-14', percent: 100 }, '2031-12-31', 56],
    [{ startDate: '2031-01-01', endDate: '2031-03-14', percent: 50 }, '2031-12-31', 28],
    // The project ends first.
    [{ startDate: '2031-01-01', endDate: '2031-12-31', percent: 100 }, '2031-03-07', 16],
    // Starting later: only its own weekdays.
    [{ startDate: '2031-03-10', endDate: '2031-03-11', percent: 100 }, null, 16],
    // Over already.
    [{ startDate: '2031-01-01', endDate: '2031-03-05', percent: 100 }, null, 0],
  ])('%o to a project ending %s plans %i hours', (allocation, projectEnd, hours) => {
    expect(remainingHours(allocation, '2031-03-05', projectEnd)).toBe(hours);
  });
});
