import {
  type EmployeeListItem,
  type EmployeeListQuery,
  parseOrderBy,
  SEARCH_COUNT_CAP,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import {
  asPlaceholder,
  executeBuiltSelect,
  idsValue,
  isAnyOfIds,
  shapeName,
} from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { departments, designations, subDepartments } from '../org-setup';
import { type FoundPage, plainFiltersOf, type SortField, sortColumns } from './employee-list-filters';
import { findOrderedSearchPage, findRankedPage } from './employee-list-search.queries';
import { employees } from './people.tables';

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
