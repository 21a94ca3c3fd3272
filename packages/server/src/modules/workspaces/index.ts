/** Workspaces: each organisation's workspaces of tools, who may open them, the resolver and the explore list. */
export { seedDefaultWorkspaces } from './default-workspaces.service';
export { workspaceSearchProvider } from './workspace-search';
export { workspaceRoutes } from './workspaces.routes';
