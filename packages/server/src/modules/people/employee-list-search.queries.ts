import type { EmployeeListQuery } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { asPlaceholder, type Bind, queryBuiltRows, shapeName } from '../../platform/db/prepared-statements';
import {
  foldSearchWords,
  rankedMatchesSql,
  searchWordValues,
  users,
  usersMatchingSql,
  userWordSql,
} from '../accounts';
import { departments, designations } from '../org-setup';
import { type FoundPage, filterValuesOf, plainFiltersOf, type SortField } from './employee-list-filters';
import { employees } from './people.tables';

/** The same orderings over a search's matches (`m`, with `d` and `dp` joined when sorting by their names). */
const matchSortKeys: Record<SortField, string[]> = {
  name: ['m.first_name', 'm.last_name', 'm.user_id'],
  code: ['m.code', 'm.id'],
  date_of_joining: ['m.date_of_joining', 'm.id'],
  designation: ['d.name', 'm.id'],
  department: ['dp.name', 'm.id'],
};

/**
 * A search's statement, built once per shape and prepared under a name (see `queryBuiltRows`): `name` says what it
 * reads and how it orders, the number of words and which filters are set complete the shape, and `build` makes it
 * with placeholders for the filters (`plainFiltersOf`), the words (`searchWordValues`) and `values`. Building a
 * search's statements in drizzle took longer than running them (about a third of a millisecond of the server's
 * time per search).
 */
function querySearch<T>(
  db: Queryable,
  name: string,
  organizationId: number,
  query: EmployeeListQuery,
  words: string[],
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  const filters = filterValuesOf(organizationId, query);
  return queryBuiltRows<T>(db, shapeName(`${name}_${words.length}`, filters), build, {
    ...filters,
    ...searchWordValues(words),
    ...values,
  });
}

/** The people the list shows, for a ranked walk's `listed` (a select on `w.user_id`); values through `bind`. */
function listedSql(organizationId: number, query: EmployeeListQuery, bind: Bind): SQL {
  // Unaliased: the list's filters name the `employees` table itself.
  return sql`select 1 from ${employees}
    where ${plainFiltersOf(organizationId, query, bind)} and ${employees.userId} = w.user_id`;
}

/**
 * A search without an ordering, ranked by relevance (`rankedMatchesSql`: the word that matched, then the name): the
 * page's ids and the total, counted up to `countCap` people. Both come from one walk of the search-word index that
 * stops after the cap or the page, whichever is further, so "a" costs what "lena kapoor" does.
 */
export async function findRankedPage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery & { search: string },
  countCap: number,
): Promise<FoundPage> {
  const words = await foldSearchWords(db, query.search);
  const walked = Math.max(countCap, query.offset + query.limit) + 1;
  const [row] = await querySearch<{ walked: number; ids: number[] }>(
    db,
    'employees_ranked',
    organizationId,
    query,
    words,
    () => {
      const org = sql.placeholder('org');
      const listed = listedSql(organizationId, query, asPlaceholder);
      return sql`with ranked as materialized (${rankedMatchesSql(organizationId, words, listed, walked, asPlaceholder)})
        select (select count(*)::int from ranked) as walked,
          array(select e.id from ranked r
            join ${employees} e on e.organization_id = ${org} and e.user_id = r.user_id
            where r.rank > ${sql.placeholder('offset')} and r.rank <= ${sql.placeholder('end')}
            order by r.rank) as ids`;
    },
    { matches_limit: walked, offset: query.offset, end: query.offset + query.limit },
  );
  const found = row?.walked ?? 0;
  return { total: Math.min(found, walked - 1), exact: found < walked, ids: row?.ids ?? [] };
}

/**
 * A search's total and the ids of the requested page, in order, from its matches alone: driven from the search-word
 * index, never from an index in the list's order (a name index walked until fifty "Zara"s turn up reads the whole
 * organisation), ranked on their own columns so only the page's rows are read in full afterwards.
 */
async function findSearchPage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
  words: string[],
  field: SortField,
  isDescending: boolean,
): Promise<FoundPage> {
  const keys = sql.raw(matchSortKeys[field].map((key) => `${key}${isDescending ? ' desc' : ''}`).join(', '));
  const lookup = (org: unknown) =>
    field === 'designation'
      ? sql`left join ${designations} d on d.organization_id = ${org} and d.id = m.designation_id`
      : field === 'department'
        ? sql`left join ${departments} dp on dp.organization_id = ${org} and dp.id = m.department_id`
        : sql``;
  const [row] = await querySearch<{ total: number; ids: number[] }>(
    db,
    `employees_matched_${field}_${isDescending ? 'desc' : 'asc'}`,
    organizationId,
    query,
    words,
    () => {
      const org = sql.placeholder('org');
      return sql`with matched as materialized (
          select ${employees.id} as id, ${employees.code} as code, ${employees.dateOfJoining} as date_of_joining,
            ${employees.designationId} as designation_id, ${employees.departmentId} as department_id,
            u.first_name, u.last_name, u.id as user_id
          from (${usersMatchingSql(organizationId, words, asPlaceholder)}) w
          join ${employees} on ${employees.organizationId} = ${org} and ${employees.userId} = w.user_id
          join ${users} u on u.organization_id = ${org} and u.id = w.user_id
          where ${plainFiltersOf(organizationId, query, asPlaceholder)})
        select (select count(*)::int from matched) as total,
          array(select m.id from matched m ${lookup(org)} order by ${keys}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ids`;
    },
    { limit: query.limit, offset: query.offset },
  );
  return { total: row?.total ?? 0, exact: true, ids: row?.ids ?? [] };
}

/** How many people a dense search's page may walk at least before its matches are sorted instead. */
const DENSE_WALK = 5000;

/** The orderings a page can be read in by an index of `employees` or `users` alone, for `findDenseSearchPage`. */
const indexedSortKeys: Partial<Record<SortField, SQL[]>> = {
  code: [sql`${employees.code}`, sql`${employees.id}`],
  date_of_joining: [sql`${employees.dateOfJoining}`, sql`${employees.id}`],
  name: [sql`u.first_name`, sql`u.last_name`, sql`u.id`],
};

/**
 * How many people a search matches, counted up to `countCap` and one more (whether there are more): the ranked
 * walk's own count, bounded however common the words.
 */
async function countMatchesUpTo(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
  words: string[],
  countCap: number,
): Promise<number> {
  const [row] = await querySearch<{ walked: number }>(
    db,
    'employees_counted',
    organizationId,
    query,
    words,
    () => {
      const listed = listedSql(organizationId, query, asPlaceholder);
      return sql`select count(*)::int as walked
        from (${rankedMatchesSql(organizationId, words, listed, countCap + 1, asPlaceholder)}) r`;
    },
    { matches_limit: countCap + 1 },
  );
  return row?.walked ?? 0;
}

/**
 * A page of a search with an ordering, when more people match than the count cap: the first people of the list in
 * the ordering's index are walked, each checked on their own search words (a lateral with a limit per word, which
 * the planner cannot turn into a hash join over every match), so a page reads about its length divided by the share
 * of people matching instead of sorting thousands of matches. The walk stops after `walkLimit` people; when the
 * page and one more are not found among them (matches bunched at the other end of the ordering, or a last page)
 * the answer is null. The total is the cap, not exact.
 */
async function findDenseSearchPage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
  words: string[],
  field: SortField,
  keys: SQL[],
  isDescending: boolean,
  countCap: number,
): Promise<FoundPage | null> {
  const needed = query.offset + query.limit + 1;
  const rows = await querySearch<{ id: number }>(
    db,
    `employees_dense_${field}_${isDescending ? 'desc' : 'asc'}`,
    organizationId,
    query,
    words,
    () => {
      const checks = words.map(
        (_word, index) =>
          sql`left join lateral (${userWordSql(organizationId, sql`u.id`, words, index, asPlaceholder)} limit 1) ${sql.raw(`m${index}`)} on true`,
      );
      const isMatch = sql.join(
        words.map((_word, index) => sql.raw(`m${index}.found is not null`)),
        sql` and `,
      );
      const direction = sql.raw(isDescending ? ' desc' : '');
      const order = sql.join(
        keys.map((_key, index) => sql`${sql.raw(`k${index}`)}${direction}`),
        sql`, `,
      );
      // The walk's own limit keeps it a subquery, read only as far as the outer limit asks.
      return sql`select w.id from (
          select ${employees.id} as id, ${sql.join(
            keys.map((key, index) => sql`${key} as ${sql.raw(`k${index}`)}`),
            sql`, `,
          )}, ${isMatch} as is_match
          from ${employees}
          join ${users} u on u.organization_id = ${sql.placeholder('org')} and u.id = ${employees.userId}
          ${sql.join(checks, sql` `)}
          where ${plainFiltersOf(organizationId, query, asPlaceholder)}
          order by ${sql.join(
            keys.map((key) => sql`${key}${direction}`),
            sql`, `,
          )}
          limit ${sql.placeholder('walk')}) w
        where w.is_match
        order by ${order}
        limit ${sql.placeholder('needed')}`;
    },
    { walk: Math.max(DENSE_WALK, 10 * needed), needed },
  );
  // Fewer than a page and one: the walk ended first, or the list did (the matches' own sort tells which).
  if (rows.length < needed) return null;
  return { total: countCap, exact: false, ids: rows.slice(query.offset, -1).map((row) => row.id) };
}

/**
 * A search with an ordering: its matches sorted when there are at most `countCap` of them, else the page read in
 * the ordering's index (`findDenseSearchPage`) where there is one and the page lies near enough its start.
 */
export async function findOrderedSearchPage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery & { search: string },
  field: SortField,
  isDescending: boolean,
  countCap: number,
): Promise<FoundPage> {
  const words = await foldSearchWords(db, query.search);
  const keys = indexedSortKeys[field];
  const dense =
    keys && (await countMatchesUpTo(db, organizationId, query, words, countCap)) > countCap
      ? await findDenseSearchPage(db, organizationId, query, words, field, keys, isDescending, countCap)
      : null;
  return dense ?? findSearchPage(db, organizationId, query, words, field, isDescending);
}
