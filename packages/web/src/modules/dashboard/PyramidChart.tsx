import { capCount, PYRAMID_COUNT_CAP } from '@atrium/contracts';
import { useMemo } from 'react';
import { WidgetChart } from './WidgetChart';

export interface PyramidLevel {
  label: string;
  count: number;
}

/**
 * Employees per experience bracket as horizontal bars, juniors at the bottom; the figures are also in the label,
 * '9999+' above 9999.
 */
export function PyramidChart({ levels }: { levels: PyramidLevel[] }) {
  const option = useMemo(
    () => ({
      grid: { left: 48, right: 16, top: 4, bottom: 4 },
      tooltip: { trigger: 'item' },
      xAxis: { type: 'value', show: false },
      yAxis: { type: 'category', data: levels.map((level) => level.label), axisTick: { show: false } },
      series: [{ type: 'bar', data: levels.map((level) => level.count), barWidth: '60%' }],
    }),
    [levels],
  );
  const summary = levels
    .map((level) => `${level.label}: ${capCount(level.count, PYRAMID_COUNT_CAP)}`)
    .join(', ');
  return <WidgetChart option={option} label={`Employees by experience: ${summary}`} />;
}
