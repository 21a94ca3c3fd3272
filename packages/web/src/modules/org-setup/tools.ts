import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The organisation setup module's tool screens, one chunk each. */
export const orgSetupTools: ToolLoaders = {
  org: () => import('./OrgSetupTool').then((m) => m.OrgSetupTool),
  'department-viewer': () => import('./UnitViewerTool').then((m) => m.DepartmentViewerTool),
  'sub-department-viewer': () => import('./UnitViewerTool').then((m) => m.SubDepartmentViewerTool),
};
