import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

let isRegistered = false;

/**
 * A chart in `element`, with the chart types and parts the tiles use; loaded when the first chart is drawn. The
 * parts are registered here, on the first call, not on import: the app's modules are declared free of side
 * effects, so a registration at the top of this file would be dropped from the build.
 */
export function initChart(element: HTMLElement) {
  if (!isRegistered) {
    use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
    isRegistered = true;
  }
  return init(element, undefined, { renderer: 'svg' });
}
