import { isContractorManager, type SearchResult, WORKSPACE_NAMES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import type { SearchProvider } from '../../platform/search/search-provider';
import { userMatches } from '../accounts';

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  code: string;
  vendor: string | null;
}

/**
 * Contractors by the start of any word of their name, email or code, for contractor managers and the CEO (the contractors
 * workspace is theirs). A result opens that workspace on the contractor.
 */
export const contractorSearchProvider: SearchProvider = {
  type: 'other',
  async search(tx, actor, term, limit) {
    if (!isContractorManager(actor)) return [];
    const org = actor.organization_id;
    const words = await term.words();
    if (!words.length) return [];
    const rows = await queryRows<Row>(
      tx,
      sql`select c.id, u.first_name, u.last_name, c.code, v.name as vendor
          from contractors c
          join users u on u.organization_id = c.organization_id and u.id = c.user_id
          left join vendors v on v.organization_id = c.organization_id and v.id = c.vendor_id
          where c.organization_id = ${org} and ${userMatches(org, sql`c.user_id`, words)}
          order by u.first_name, u.last_name, c.id
          limit ${limit}`,
    );
    return rows.map(
      (row): SearchResult => ({
        type: 'other',
        id: row.id,
        display_name: `${row.first_name} ${row.last_name}`.trim(),
        sub_text: [row.code, row.vendor].filter(Boolean).join(' · '),
        label: 'Contractor',
        resolve: { for_workspace: WORKSPACE_NAMES.CONTRACTORS, data: { id: row.id } },
      }),
    );
  },
};
