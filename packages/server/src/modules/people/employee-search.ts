import { type SearchResult, WORKSPACE_NAMES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like-pattern';
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

const columns = sql`e.id, u.first_name, u.last_name, e.code, e.status, d.name as designation`;
const fromEmployees = sql`from employees e
  join users u on u.organization_id = e.organization_id and u.id = e.user_id
  left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id`;

/**
 * Employees by name, email or code. Prefix matches come first, each predicate an index range
 * (`*_prefix_idx`); only when they do not fill the list are close spellings added, by trigram word
 * similarity on the `users_search_name_trgm_idx` index. Every colleague may find every employee; exited
 * ones are labelled.
 */
export const employeeSearchProvider: SearchProvider = {
  type: 'employee',
  async search(tx, actor, term, limit) {
    const needle = term.toLowerCase();
    const prefix = `${escapeLike(needle)}%`;
    const org = actor.organization_id;
    const prefixed = await queryRows<Row>(
      tx,
      sql`select ${columns} ${fromEmployees}
          where e.id in (
            select e2.id from employees e2 join users u2 on u2.organization_id = e2.organization_id and u2.id = e2.user_id
            where u2.organization_id = ${org} and (lower(u2.first_name) like ${prefix} or lower(u2.last_name) like ${prefix}
              or lower(u2.first_name || ' ' || u2.last_name) like ${prefix} or lower(u2.email) like ${prefix})
            union
            select id from employees where organization_id = ${org} and lower(code) like ${prefix})
          and e.organization_id = ${org}
          order by (lower(u.first_name || ' ' || u.last_name) like ${prefix}) desc, u.first_name, u.last_name, e.id
          limit ${limit}`,
    );
    const rows =
      prefixed.length >= limit
        ? prefixed
        : [
            ...prefixed,
            ...(await queryRows<Row>(
              tx,
              sql`select ${columns} ${fromEmployees}
                  where e.organization_id = ${org}
                    and ${needle} <% lower(u.first_name || ' ' || u.last_name || ' ' || u.email)
                    and e.id <> all(${`{${prefixed.map((row) => row.id).join(',')}}`}::int[])
                  order by word_similarity(${needle}, lower(u.first_name || ' ' || u.last_name || ' ' || u.email)) desc,
                    u.first_name, u.last_name, e.id
                  limit ${limit - prefixed.length}`,
            )),
          ];
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
