import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The workspaces module's tool screens, one chunk each. */
export const workspacesTools: ToolLoaders = {
  'explore-workspace': () => import('./ExploreWorkspacesTool').then((m) => m.ExploreWorkspacesTool),
};
