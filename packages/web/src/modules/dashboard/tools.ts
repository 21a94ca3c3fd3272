import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The dashboard module's tool screens, one chunk each. */
export const dashboardTools: ToolLoaders = {
  widgets: () => import('./WidgetsTool').then((m) => m.WidgetsTool),
  'attrition-drilldown': () => import('./AttritionDrilldownTool').then((m) => m.AttritionDrilldownTool),
};
