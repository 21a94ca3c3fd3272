import type { SearchResult } from '@atrium/contracts';
import type { SearchProvider } from '../../platform/search/search-provider';
import { listWorkspaces } from './workspace.service';

/** Workspaces the caller may open, by name. */
export const workspaceSearchProvider: SearchProvider = {
  type: 'workspace',
  async search(tx, actor, { text: term }, limit) {
    const page = await listWorkspaces(tx, actor, { search: term, limit, offset: 0 });
    return page.results.map(
      (workspace): SearchResult => ({
        type: 'workspace',
        id: workspace.id,
        display_name: workspace.display_name,
        sub_text: null,
        label: null,
        resolve: { for_workspace: workspace.name, data: { id: workspace.id } },
      }),
    );
  },
};
