/** Workspaces: each organisation's workspaces of tools, who may open them, the resolver and the explore list. */
import { defineModule } from '../../platform/module-kit';
import { workspaceSearchProvider } from './workspace-search';
import { workspaceRoutes } from './workspaces.routes';
import * as tables from './workspaces.tables';

export { syncDefaultWorkspaces, syncEveryOrganizationsDefaultWorkspaces } from './default-workspaces.service';

export const workspacesModule = defineModule({
  name: 'workspaces',
  routes: [workspaceRoutes],
  searchProviders: [workspaceSearchProvider],
  tables,
});
