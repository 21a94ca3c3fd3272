import type { ToolLoaders } from '../../app/tools/toolTypes';

/** The people module's tool screens, one chunk each. */
export const peopleTools: ToolLoaders = {
  'org-hierarchy': () => import('./OrgHierarchyTool').then((m) => m.OrgHierarchyTool),
  'user-profile-viewer': () => import('./UserProfileViewerTool').then((m) => m.UserProfileViewerTool),
};
