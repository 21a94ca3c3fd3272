import {
  type EmployeeListItem,
  type EmployeeListQuery,
  parseOrderBy,
  SEARCH_COUNT_CAP,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import {
  asPlaceholder,
  asValue,
  type Bind,
  executeBuiltSelect,
  idsValue,
  isAnyOfIds,
  queryBuiltRows,
  shapeName,
} from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import {
  foldSearchWords,
  rankedMatchesSql,
  searchWordValues,
  userMatches,
  users,
  usersMatchingSql,
  userWordSql,
} from '../accounts';
import { departments, designations, subDepartments } from '../org-setup';
import { employees } from './people.tables';

/** Each ordering ends on a unique column of the same table, so a page can be read from one index in order. */
const sortColumns = {
  name: [users.firstName, users.lastName, users.id],
  code: [employees.code, employees.id],
  date_of_joining: [employees.dateOfJoining, employees.id],
  designation: [designations.name, employees.id],
  department: [departments.name, employees.id],
} as const;
type SortField = keyof typeof sortColumns;

/** The same orderings over a search's matches (`m`, with `d` and `dp` joined when sorting by their names). */
const matchSortKeys: Record<SortField, string[]> = {
  name: ['m.first_name', 'm.last_name', 'm.user_id'],
  code: ['m.code', 'm.id'],
  date_of_joining: ['m.date_of_joining', 'm.id'],
  designation: ['d.name', 'm.id'],
  department: ['dp.name', 'm.id'],
};

const joinUser = and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId));
const joinDesignation = and(
  eq(designations.organizationId, employees.organizationId),
  eq(designations.id, employees.designationId),
);
const joinDepartment = and(
  eq(departments.organizationId, employees.organizationId),
  eq(departments.id, employees.departmentId),
);
const joinSubDepartment = and(
  eq(subDepartments.organizationId, employees.organizationId),
  eq(subDepartments.id, employees.subDepartmentId),
);

/** Joined by `day` (YYYY-MM-DD): someone joining later counts from their joining day; no date counts too. */
export function joinedBy(day: string | Placeholder): SQL {
  return or(isNull(employees.dateOfJoining), lte(employees.dateOfJoining, day)) as SQL;
}

/**
 * The list's conditions on `employees` alone: organisation, statuses, department, employment type, joined by;
 * their values through `bind` (placeholders for a statement prepared once).
 */
function plainFiltersOf(
  organizationId: number,
  query: EmployeeListQuery,
  bind: Bind = asValue,
): SQL | undefined {
  return and(
    eq(employees.organizationId, bind('org', organizationId)),
    query.status
      ? sql`${employees.status} = any(string_to_array(${bind('statuses', query.status)}::text, ','))`
      : undefined,
    query.department ? eq(employees.departmentId, bind('department', query.department)) : undefined,
    query.employment_type ? eq(employees.employmentType, bind('type', query.employment_type)) : undefined,
    query.joined_by ? joinedBy(bind('joinedBy', query.joined_by)) : undefined,
  );
}

/**
 * The list's conditions, on `employees` alone, for its export: the filters and a search by the start of any word
 * of the name, the email or the code.
 */
export async function filtersOf(db: Queryable, organizationId: number, query: EmployeeListQuery) {
  const words = query.search ? await foldSearchWords(db, query.search) : null;
  return and(
    plainFiltersOf(organizationId, query),
    words ? userMatches(organizationId, sql`${employees.userId}`, words) : undefined,
  );
}

/** The values `plainFiltersOf` binds, by the names it gives them. */
function filterValuesOf(organizationId: number, query: EmployeeListQuery) {
  return {
    org: organizationId,
    statuses: query.status,
    department: query.department,
    type: query.employment_type,
    joinedBy: query.joined_by,
  };
}

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

interface FoundPage {
  total: number;
  /** False when more people matched than were counted: `total` is then how many are known to. */
  exact: boolean;
  ids: number[];
}

/**
 * A search without an ordering, ranked by relevance (`rankedMatchesSql`: the word that matched, then the name): the
 * page's ids and the total, counted up to `countCap` people. Both come from one walk of the search-word index that
 * stops after the cap or the page, whichever is further, so "a" costs what "lena kapoor" does.
 */
async function findRankedPage(
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

/** The name each grouped sort orders by: a small table, joined on the employee's column. */
const groupedSorts = {
  designation: { column: 'designation_id', table: designations },
  department: { column: 'department_id', table: departments },
} as const;

/**
 * A page sorted by designation or department name without a search, read group by group instead of sorting the
 * organisation: the matching people are counted per group (one pass over an index, as the total needs anyway),
 * the groups ranked by name, and only the groups the page falls in read, each by its own index range and in id
 * order. People without one come last going up, first going down, as a plain sort puts them.
 */
async function findGroupedPage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
  field: keyof typeof groupedSorts,
  isDescending: boolean,
): Promise<FoundPage> {
  const { column, table } = groupedSorts[field];
  // Unaliased: the list's filters name the `employees` table itself.
  const key = sql.raw(`"employees"."${column}"`);
  const direction = sql.raw(isDescending ? 'desc' : 'asc');
  const filters = plainFiltersOf(organizationId, query);
  const { offset, limit } = query;
  const [row] = await queryRows<{ total: number; ids: number[] }>(
    db,
    sql`with groups as (
          select ${key} as group_id, count(*)::int as n from ${employees} where ${filters} group by 1
        ), ranked as (
          select g.group_id, g.n,
            row_number() over (order by t.name ${direction}, g.group_id ${direction}) as rank,
            coalesce(sum(g.n) over (order by t.name ${direction}, g.group_id ${direction}
              rows between unbounded preceding and 1 preceding), 0)::int as before
          from groups g left join ${table} t on t.organization_id = ${organizationId} and t.id = g.group_id
        )
        select (select coalesce(sum(n), 0)::int from groups) as total,
          array(select p.id from ranked r cross join lateral (
              select ${employees.id} from ${employees} where ${filters} and r.group_id is not null and ${key} = r.group_id
              union all
              select ${employees.id} from ${employees} where ${filters} and r.group_id is null and ${key} is null
              order by 1 ${direction}
              offset greatest(${offset} - r.before, 0)
              limit ${offset + limit} - r.before - greatest(${offset} - r.before, 0)) p
            where r.before < ${offset + limit} and r.before + r.n > ${offset}
            order by r.rank, p.id ${direction}) as ids`,
  );
  return { total: row?.total ?? 0, exact: true, ids: row?.ids ?? [] };
}

/**
 * A search with an ordering: its matches sorted when there are at most `countCap` of them, else the page read in
 * the ordering's index (`findDenseSearchPage`) where there is one and the page lies near enough its start.
 */
async function findOrderedSearchPage(
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

/**
 * One page of the employee directory and the total matching, with filters, sorting and paging in SQL. Without
 * a search, one statement: the page read in index order and the total a subquery (an index-only count). A search
 * without an ordering is ranked by relevance and its total counted up to `countCap`; with one, the matches are
 * found and sorted once, then the page's rows are read.
 */
export async function findEmployeePage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
  countCap = SEARCH_COUNT_CAP,
): Promise<{ count: number; count_exact: boolean; results: EmployeeListItem[] }> {
  const order = parseOrderBy(query.order_by);
  const field: SortField = order && order.field in sortColumns ? (order.field as SortField) : 'name';
  const isDescending = order?.isDescending ?? false;
  const { search } = query;
  const searched = search
    ? order
      ? await findOrderedSearchPage(db, organizationId, { ...query, search }, field, isDescending, countCap)
      : await findRankedPage(db, organizationId, { ...query, search }, countCap)
    : field === 'designation' || field === 'department'
      ? await findGroupedPage(db, organizationId, query, field, isDescending)
      : undefined;
  if (searched && searched.ids.length === 0) {
    return { count: searched.total, count_exact: searched.exact, results: [] };
  }

  const direction = isDescending ? desc : asc;
  const selectPage = (on: Queryable, where: SQL | undefined, total: SQL<number | null>) =>
    on
      .select({
        id: employees.id,
        user_id: employees.userId,
        code: employees.code,
        first_name: users.firstName,
        last_name: users.lastName,
        email: users.email,
        photo: users.photo,
        status: employees.status,
        employment_type: employees.employmentType,
        date_of_joining: employees.dateOfJoining,
        designationId: designations.id,
        designationName: designations.name,
        departmentId: departments.id,
        departmentName: departments.name,
        subDepartmentId: subDepartments.id,
        subDepartmentName: subDepartments.name,
        total,
      })
      .from(employees)
      .innerJoin(users, joinUser)
      .leftJoin(designations, joinDesignation)
      .leftJoin(departments, joinDepartment)
      .leftJoin(subDepartments, joinSubDepartment)
      .where(where)
      .orderBy(...sortColumns[field].map((column) => direction(column)));
  const pageValues = {
    org: organizationId,
    statuses: query.status,
    department: query.department,
    type: query.employment_type,
    joinedBy: query.joined_by,
    limit: query.limit,
    offset: query.offset,
  };
  const sortName = `${field}_${isDescending ? 'desc' : 'asc'}`;
  const rows = searched
    ? // The page's people by their ids, prepared once per ordering.
      await executeBuiltSelect(
        db,
        `employees_ids_${sortName}`,
        (on) =>
          selectPage(
            on,
            and(eq(employees.organizationId, sql.placeholder('org')), isAnyOfIds(employees.id, 'ids')),
            sql<null>`null`,
          ),
        { org: organizationId, ids: idsValue(searched.ids) },
      )
    : // Prepared once per shape (filters and ordering). Inside the subquery `employees` names its own scan, so the
      // very same conditions count the matching rows.
      await executeBuiltSelect(
        db,
        shapeName(`employees_${sortName}`, pageValues),
        (on) => {
          const where = plainFiltersOf(organizationId, query, asPlaceholder);
          return selectPage(on, where, sql<number>`(select count(*)::int from ${employees} where ${where})`)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
        },
        pageValues,
      );

  // A page past the end has no row to carry the total: count alone then (an empty first page counts none).
  const counted =
    searched?.total ??
    rows[0]?.total ??
    (query.offset > 0
      ? ((await db.select({ value: count() }).from(employees).where(plainFiltersOf(organizationId, query)))[0]
          ?.value ?? 0)
      : 0);

  // A ranked search's page comes back in the ranking's order, not the name's.
  const ordered = search && !order && searched ? sortByIds(rows, searched.ids) : rows;
  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    count: counted,
    count_exact: searched?.exact ?? true,
    results: ordered.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      code: row.code,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      photo: row.photo,
      status: row.status,
      employment_type: row.employment_type,
      date_of_joining: row.date_of_joining,
      designation: named(row.designationId, row.designationName),
      department: named(row.departmentId, row.departmentName),
      sub_department: named(row.subDepartmentId, row.subDepartmentName),
    })),
  };
}

/** `rows` (each with an `id` of `ids`) in the order of `ids`. */
function sortByIds<Row extends { id: number }>(rows: Row[], ids: number[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
