import { type SearchResult, WORKSPACE_NAMES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import type { SearchProvider } from '../../platform/search/search-provider';

const EXITED_STATUSES = new Set(['exit', 'exited']);

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  code: string;
  status: string;
  designation: string | null;
}

/**
 * Employees by name, email or code: prefix matches first, then close spellings (trigram word similarity,
 * served by the users_search_name_trgm_idx index). Every colleague may find every employee; exited ones are labelled.
 */
export const employeeSearchProvider: SearchProvider = {
  type: 'employee',
  async search(tx, actor, term, limit) {
    const needle = term.toLowerCase();
    const prefix = `${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await queryRows<Row>(
      tx,
      sql`select e.id, u.first_name, u.last_name, e.code, e.status, d.name as designation
          from employees e
          join users u on u.organization_id = e.organization_id and u.id = e.user_id
          left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
          where e.organization_id = ${actor.organization_id}
            and (lower(u.first_name) like ${prefix} or lower(u.last_name) like ${prefix}
              or lower(u.first_name || ' ' || u.last_name) like ${prefix} or lower(e.code) like ${prefix}
              or lower(u.email) like ${prefix}
              or ${needle} <% lower(u.first_name || ' ' || u.last_name || ' ' || u.email))
          order by (lower(u.first_name || ' ' || u.last_name) like ${prefix}) desc,
            word_similarity(${needle}, lower(u.first_name || ' ' || u.last_name || ' ' || u.email)) desc,
            u.first_name, u.last_name, e.id
          limit ${limit}`,
    );
    return rows.map(
      (row): SearchResult => ({
        type: 'employee',
        id: row.id,
        display_name: `${row.first_name} ${row.last_name}`.trim(),
        sub_text: [row.code, row.designation].filter(Boolean).join(' · '),
        label: EXITED_STATUSES.has(row.status) ? 'Exited' : null,
        resolve: { for_workspace: WORKSPACE_NAMES.EMPLOYEE_PROFILE, data: { id: row.id } },
      }),
    );
  },
};
