import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The resources module's tool screens (resource requests, the RMG pool and its figures), one chunk each. */
export const resourcesTools: ToolLoaders = {
  'resource-request-list': () => import('./ResourceRequestListTool').then((m) => m.ResourceRequestListTool),
  'resource-request-form': () => import('./ResourceRequestFormTool').then((m) => m.ResourceRequestFormTool),
  'resource-request-detail': () =>
    import('./ResourceRequestDetailTool').then((m) => m.ResourceRequestDetailTool),
  'resource-list': () => import('./ResourceListTool').then((m) => m.ResourceListTool),
  'rmg-overview': () => import('./RmgOverviewTool').then((m) => m.RmgOverviewTool),
  'rmg-stats': () => import('./RmgStatsTool').then((m) => m.RmgStatsTool),
  'resource-forecasting-dashboard': () =>
    import('./ResourceForecastTool').then((m) => m.ResourceForecastTool),
};
