import {
  type ClientAchievements,
  formatAmount,
  QUARTER_TEXTS,
  shortenAmount,
  type TargetAchievements,
} from '@atrium/contracts';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { TwoSlicePie } from './TwoSlicePie';
import { WidgetChart } from './WidgetChart';

/** Target versus order book versus achievement, a line each by quarter Q1-Q4 of the financial year (spec 2.7). */
export function TargetAchievementLines({ data }: { data: TargetAchievements }) {
  const rows = data.target_achievements;
  const option = useMemo(
    () => ({
      grid: { left: 40, right: 8, top: 20, bottom: 20 },
      legend: { top: 0, itemHeight: 8, textStyle: { fontSize: 11 } },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: rows.map((row) => QUARTER_TEXTS[row.quarter]),
        axisLabel: { fontSize: 10 },
      },
      yAxis: {
        type: 'value',
        axisLabel: { fontSize: 10, formatter: (amount: number) => shortenAmount(amount) },
      },
      series: [
        { name: 'Target', type: 'line', data: rows.map((row) => row.target) },
        { name: 'Order book', type: 'line', data: rows.map((row) => row.order_book) },
        { name: 'Achievement', type: 'line', data: rows.map((row) => row.achievements) },
      ],
    }),
    [rows],
  );
  const summary = rows
    .map(
      (row) =>
        `${QUARTER_TEXTS[row.quarter]}: target ${shortenAmount(row.target)}, order book ${shortenAmount(row.order_book)}, achievement ${shortenAmount(row.achievements)}`,
    )
    .join('; ');
  return (
    <WidgetChart
      option={option}
      label={`Target and achievements in ${data.currency} by quarter: ${summary}`}
    />
  );
}

/** The year's achievement from existing clients versus new ones; 'No achievements recorded' when there is none. */
export function ClientAchievementsPie({ data }: { data: ClientAchievements }) {
  const sum = (pick: (row: ClientAchievements['client_achievements'][number]) => number) =>
    data.client_achievements.reduce((total, row) => total + pick(row), 0);
  const existing = sum((row) => row.existing_client_achievement);
  const fresh = sum((row) => row.new_client_achievement);
  if (existing + fresh <= 0)
    return <Typography.Text type="secondary">No achievements recorded</Typography.Text>;
  const share = existing / (existing + fresh);
  const percent = Math.round(share * 100);
  const money = (amount: number) => `${data.currency} ${formatAmount(amount, data.currency)}`;
  return (
    <TwoSlicePie
      share={share}
      texts={[`Existing ${shortenAmount(existing)} (${percent}%)`, `New ${shortenAmount(fresh)}`]}
      label={`Existing clients ${money(existing)} (${percent}%), new clients ${money(fresh)}`}
    />
  );
}
