import type { EmployeeListQuery } from '@atrium/contracts';
import { and, eq, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { asValue, type Bind } from '../../platform/db/prepared-statements';
import { foldSearchWords, userMatches, users } from '../accounts';
import { departments, designations } from '../org-setup';
import { employees } from './people.tables';

/** Each ordering ends on a unique column of the same table, so a page can be read from one index in order. */
export const sortColumns = {
  name: [users.firstName, users.lastName, users.id],
  code: [employees.code, employees.id],
  date_of_joining: [employees.dateOfJoining, employees.id],
  designation: [designations.name, employees.id],
  department: [departments.name, employees.id],
} as const;
export type SortField = keyof typeof sortColumns;

/** Joined by `day` (YYYY-MM-DD): someone joining later counts from their joining day; no date counts too. */
export function joinedBy(day: string | Placeholder): SQL {
  return or(isNull(employees.dateOfJoining), lte(employees.dateOfJoining, day)) as SQL;
}

/**
 * The list's conditions on `employees` alone: organisation, statuses, department, employment type, joined by;
 * their values through `bind` (placeholders for a statement prepared once).
 */
export function plainFiltersOf(
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
export function filterValuesOf(organizationId: number, query: EmployeeListQuery) {
  return {
    org: organizationId,
    statuses: query.status,
    department: query.department,
    type: query.employment_type,
    joinedBy: query.joined_by,
  };
}

export interface FoundPage {
  total: number;
  /** False when more people matched than were counted: `total` is then how many are known to. */
  exact: boolean;
  ids: number[];
}
