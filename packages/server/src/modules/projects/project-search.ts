import { canListProjects, DRAFT_PROJECT_LABEL, type SearchResult, WORKSPACE_NAMES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import type { SearchProvider } from '../../platform/search/search-provider';
import { projectCode } from './project-lookup';
import { projectVisibility } from './projects.policy';
import { projectMatches, visibleTo } from './projects.queries';

interface Row {
  id: number;
  number: number;
  name: string;
  status: string;
  client: string | null;
}

/**
 * Projects by code (`PR-12`, `pr12`) or by the start of words of their name or their client's name, for the people who work with
 * projects, each seeing the projects their list shows. Drafts are labelled 'Draft Project' (spec 2.8).
 */
export const projectSearchProvider: SearchProvider = {
  type: 'project',
  async search(tx, actor, term, limit) {
    if (!canListProjects(actor)) return [];
    const rows = await queryRows<Row>(
      tx,
      sql`select p.id, p.number, p.name, p.status, c.name as client
          from projects p
          left join clients c on c.organization_id = p.organization_id and c.id = p.client_id
          where p.organization_id = ${actor.organization_id}
            and ${projectMatches(actor.organization_id, term.text, await term.words())}
            and ${visibleTo(projectVisibility(actor))}
          order by lower(p.name), p.id
          limit ${limit}`,
    );
    return rows.map(
      (row): SearchResult => ({
        type: 'project',
        id: row.id,
        display_name: row.name,
        sub_text: [projectCode(row), row.client].filter(Boolean).join(' · '),
        label: row.status === 'draft' ? DRAFT_PROJECT_LABEL : null,
        resolve: { for_workspace: WORKSPACE_NAMES.PROJECTS, data: { id: row.id } },
      }),
    );
  },
};
