import type { ToolLoaders } from '../../app/tools/toolTypes';

/** The people module's tool screens, one chunk each. */
export const peopleTools: ToolLoaders = {
  'user-profile-viewer': () => import('./UserProfileViewerTool').then((m) => m.UserProfileViewerTool),
};
