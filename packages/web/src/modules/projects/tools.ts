import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The projects module's tool screens, one chunk each. */
export const projectsTools: ToolLoaders = {
  'project-list': () => import('./ProjectListTool').then((m) => m.ProjectListTool),
  'project-form': () => import('./ProjectFormTool').then((m) => m.ProjectFormTool),
  'project-details': () => import('./ProjectDetailsTool').then((m) => m.ProjectDetailsTool),
  'project-view': () => import('./ProjectViewTool').then((m) => m.ProjectViewTool),
  'team-manager': () => import('./TeamManagerTool').then((m) => m.TeamManagerTool),
  'resource-allocation': () => import('./ResourceAllocationTool').then((m) => m.ResourceAllocationTool),
  milestone: () => import('./MilestoneTool').then((m) => m.MilestoneTool),
  'project-expense-recorder': () => import('./ExpenseRecorderTool').then((m) => m.ExpenseRecorderTool),
  'project-financial-records': () => import('./FinancialRecordsTool').then((m) => m.FinancialRecordsTool),
  'project-financial-forms': () => import('./FinancialFormTool').then((m) => m.FinancialFormTool),
  'project-financial-record-details': () =>
    import('./FinancialRecordDetailsTool').then((m) => m.FinancialRecordDetailsTool),
  'project-settings': () => import('./ProjectSettingsTool').then((m) => m.ProjectSettingsTool),
  'project-overview': () => import('./ProjectNumbersTool').then((m) => m.ProjectNumbersTool),
  'fixed-bid-numbers': () => import('./FixedBidNumbersTool').then((m) => m.FixedBidNumbersTool),
  'net-margins-table': () => import('./NetMarginsTool').then((m) => m.NetMarginsTool),
  'leakage-loss-table': () => import('./LeakageLossTool').then((m) => m.LeakageLossTool),
};
