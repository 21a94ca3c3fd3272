/** The sums one currency's opportunities add up to, as the statistics query answers them. */
export interface PipelineSums {
  won_count: number;
  won_value: number;
  lost_count: number;
  /** The days from creation to decision, summed over the won and lost ones. */
  days_to_close: number;
}

export interface PipelineRatios {
  /** Won out of those decided, in percent to one decimal; null when none was decided. */
  win_rate: number | null;
  /** The mean value of a won opportunity, to the paisa/cent; null when none was won. */
  average_deal_size: number | null;
  /** The mean days from creation to decision, to one decimal; null when none was decided. */
  average_days_to_close: number | null;
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** The ratios derived from one currency's sums. */
export function pipelineRatios(sums: PipelineSums): PipelineRatios {
  const decided = sums.won_count + sums.lost_count;
  return {
    win_rate: decided === 0 ? null : round((sums.won_count / decided) * 100, 1),
    average_deal_size: sums.won_count === 0 ? null : round(sums.won_value / sums.won_count, 2),
    average_days_to_close: decided === 0 ? null : round(sums.days_to_close / decided, 1),
  };
}
