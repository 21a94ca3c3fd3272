import type { ToolIdentifier } from '@atrium/contracts';
import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** Each sales tool's screen, one chunk each. */
const SCREENS: ToolLoaders = {
  'opportunity-list': () => import('./OpportunityListTool').then((m) => m.OpportunityListTool),
  'opportunity-form': () => import('./OpportunityFormTool').then((m) => m.OpportunityFormTool),
  'opportunity-detail': () => import('./OpportunityDetailTool').then((m) => m.OpportunityDetailTool),
  'opportunity-details': () => import('./OpportunityDetailsTool').then((m) => m.OpportunityDetailsTool),
  'opportunity-progression': () => import('./OpportunityBoardTool').then((m) => m.OpportunityBoardTool),
  'follow-ups': () => import('./FollowUpsTool').then((m) => m.FollowUpsTool),
  'all-follow-ups': () => import('./FollowUpsTool').then((m) => m.AllFollowUpsTool),
  'target-setting-form': () => import('./TargetSettingTool').then((m) => m.TargetSettingTool),
  'sales-target-viewer': () => import('./SalesTargetViewerTool').then((m) => m.SalesTargetViewerTool),
  'opportunity-stats': () => import('./OpportunityStatsTool').then((m) => m.OpportunityStatsTool),
  'sales-clients-drill-down': () => import('./ClientDrillDownTool').then((m) => m.ClientDrillDownTool),
  'sales-opportunity-document-manager': () =>
    import('./DocumentManagerTool').then((m) => m.DocumentManagerTool),
};

/**
 * Loads a sales tool's screen. The shell imports only this small chunk, so the lists of files the screens need sit
 * here rather than in the shell every tool opens with.
 */
export const loadSalesScreen = (tool: ToolIdentifier) =>
  (SCREENS[tool] as NonNullable<ToolLoaders[ToolIdentifier]>)();
