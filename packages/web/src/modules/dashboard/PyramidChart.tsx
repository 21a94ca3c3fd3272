import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface PyramidLevel {
  label: string;
  count: number;
}

/** Employees per experience bracket as horizontal bars, juniors at the bottom; the figures are also in the label. */
export function PyramidChart({ levels }: { levels: PyramidLevel[] }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption({
      grid: { left: 48, right: 16, top: 4, bottom: 4 },
      tooltip: { trigger: 'item' },
      xAxis: { type: 'value', show: false },
      yAxis: { type: 'category', data: levels.map((level) => level.label), axisTick: { show: false } },
      series: [{ type: 'bar', data: levels.map((level) => level.count), barWidth: '60%' }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [levels]);
  const summary = levels.map((level) => `${level.label}: ${level.count}`).join(', ');
  return (
    <div ref={element} role="img" aria-label={`Employees by experience: ${summary}`} style={{ height: 96 }} />
  );
}
