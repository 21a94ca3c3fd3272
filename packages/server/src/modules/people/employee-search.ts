import { type SearchResult, WORKSPACE_NAMES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query-rows';
import type { SearchProvider } from '../../platform/search/search-provider';
import { rankedMatchesSql, usersMatchingSql } from '../accounts';

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

/** How many of the people matching the first word's first letters are ranked when no word matches in full. */
const FUZZY_CANDIDATES = 200;

/**
 * Employees by the start of any word of their name, email or code, every word of the search matched, ranked by the
 * word that matched, then by name (`rankedMatchesSql`: the first of one range of the search-word index, read in its
 * order, so a one-letter search reads no more than a long one). Only when these do not fill the list are close
 * spellings added: people with a word sharing the search's first two letters (a bounded candidate set from the same
 * index) kept when their trigram word similarity reaches pg_trgm's threshold (0.6), and ranked by it. Every
 * colleague may find every employee; exited ones are labelled.
 */
export const employeeSearchProvider: SearchProvider = {
  type: 'employee',
  async search(tx, actor, term, limit) {
    const org = actor.organization_id;
    const words = await term.words();
    if (!words.length) return [];
    const isEmployee = sql`select 1 from employees y where y.organization_id = ${org} and y.user_id = w.user_id`;
    const prefixed = await queryRows<Row>(
      tx,
      sql`select ${columns} from (${rankedMatchesSql(org, words, isEmployee, limit)}) r
          join employees e on e.organization_id = ${org} and e.user_id = r.user_id
          join users u on u.organization_id = e.organization_id and u.id = e.user_id
          left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
          order by r.rank`,
    );
    const [firstWord = ''] = words;
    const rows =
      prefixed.length >= limit || firstWord.length < 3
        ? prefixed
        : [
            ...prefixed,
            ...(await queryRows<Row>(
              tx,
              // Each candidate's row looked up by its key (a lateral the planner cannot flatten, for its limit): never a
              // pass over the organisation.
              sql`select m.* from (${usersMatchingSql(org, [firstWord.slice(0, 2)])} limit ${FUZZY_CANDIDATES}) c
                  cross join lateral (select ${columns} ${fromEmployees}
                    where e.organization_id = ${org} and e.user_id = c.user_id limit 1) m
                  where m.id <> all(${`{${prefixed.map((row) => row.id).join(',')}}`}::int[])
                    and lower(${term.text}) <% lower(m.first_name || ' ' || m.last_name)
                  order by word_similarity(lower(${term.text}), lower(m.first_name || ' ' || m.last_name)) desc,
                    m.first_name, m.last_name, m.id
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
