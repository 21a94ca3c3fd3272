import { describe, expect, it } from 'vitest';
import { type PipelineSums, pipelineRatios } from './pipeline-figures';

const sums = (over: Partial<PipelineSums>): PipelineSums => ({
  won_count: 0,
  won_value: 0,
  lost_count: 0,
  days_to_close: 0,
  ...over,
});

describe('pipelineRatios', () => {
  it.each([
    ['nothing decided', sums({}), { win_rate: null, average_deal_size: null, average_days_to_close: null }],
    [
      'only lost',
      sums({ lost_count: 2, days_to_close: 30 }),
      { win_rate: 0, average_deal_size: null, average_days_to_close: 15 },
    ],
    [
      'one won of three',
      sums({ won_count: 1, won_value: 500_000, lost_count: 2, days_to_close: 100 }),
      { win_rate: 33.3, average_deal_size: 500_000, average_days_to_close: 33.3 },
    ],
    [
      'deal size to the cent',
      sums({ won_count: 3, won_value: 100, days_to_close: 7 }),
      { win_rate: 100, average_deal_size: 33.33, average_days_to_close: 2.3 },
    ],
    [
      'two of three won',
      sums({ won_count: 2, won_value: 1_000.5, lost_count: 1, days_to_close: 0 }),
      { win_rate: 66.7, average_deal_size: 500.25, average_days_to_close: 0 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(pipelineRatios(input)).toEqual(expected);
  });
});
