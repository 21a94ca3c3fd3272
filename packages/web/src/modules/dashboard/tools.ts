import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The dashboard module's tool screens, one chunk each. */
export const dashboardTools: ToolLoaders = {
  widgets: () => import('./WidgetsTool').then((m) => m.WidgetsTool),
  'attrition-drilldown': () => import('./AttritionDrilldownTool').then((m) => m.AttritionDrilldownTool),
  // Dispatches on its key's path to the screen widgetDrilldowns.ts names.
  'widget-drilldowns': () => import('./WidgetDrilldownsTool').then((m) => m.WidgetDrilldownsTool),
};
