import type { ToolLoaders } from '../../platform/tools/toolTypes';

const employeeViewer = () => import('./EmployeeViewerTool').then((m) => m.EmployeeViewerTool);

/** The people module's tool screens, one chunk each. */
export const peopleTools: ToolLoaders = {
  'org-hierarchy': () => import('./OrgHierarchyTool').then((m) => m.OrgHierarchyTool),
  'user-profile-viewer': () => import('./UserProfileViewerTool').then((m) => m.UserProfileViewerTool),
  'employee-list': () => import('./EmployeeListTool').then((m) => m.EmployeeListTool),
  'employee-form': () => import('./EmployeeFormTool').then((m) => m.EmployeeFormTool),
  'employee-viewer': employeeViewer,
  'details-viewer': employeeViewer,
};
