/** Workspaces: Explore Workspaces (loaded lazily) and the queries that open a workspace or resolve a link to one. */

export { workspacesTools } from './tools';
export { WorkspaceNavigation } from './WorkspaceNavigation';
export { useResolveWorkspace, useWorkspaceConfig } from './workspaces.api';
