import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../ui/usePrefersReducedMotion';

interface WidgetChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, figures included, for those who cannot see it. */
  label: string;
  height?: number;
}

/**
 * A small chart inside a dashboard tile, resized with the window. ECharts loads with the first chart drawn, not
 * with the dashboard: its figures are in the label from the start.
 */
export function WidgetChart({ option, label, height = 96 }: WidgetChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let dispose: () => void = () => undefined;
    let isCancelled = false;
    import('./echartsCore').then(({ initChart }) => {
      if (isCancelled || !element.current) return;
      const chart = initChart(element.current);
      chart.setOption(prefersReducedMotion() ? { ...option, animation: false } : option);
      // Follows its own box, not only the window: a scrollbar or a table settling beside it changes its width too.
      const observer =
        typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
      observer?.observe(element.current);
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        observer?.disconnect();
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      isCancelled = true;
      dispose();
    };
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ height, width: '100%', minWidth: 0 }} />;
}
