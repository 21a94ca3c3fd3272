import {
  type Client,
  type Currency,
  type Project,
  type ProjectBillingType,
  type ProjectListQuery,
  type ProjectMember,
  type ProjectStatus,
  type ProjectTeam,
  type ProjectTeamQuery,
  parseOrderBy,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import { queryBuiltRows } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { searchWordsOf } from '../../platform/search/search-words';
import { projectCode } from './project-lookup';
import { projectMembersSql } from './project-members';

/** Whose projects a list shows: every project, or those the user is one of the people of. */
export type ProjectVisibility = { every: true } | { every: false; userId: number };

interface ProjectSqlRow {
  id: number;
  number: number;
  name: string;
  status: ProjectStatus;
  billing_type: ProjectBillingType;
  currency: Currency;
  client_id: number | null;
  client_name: string | null;
  business_unit_id: number | null;
  business_unit_name: string | null;
  start_date: string | null;
  end_date: string | null;
  billing_start_date: string | null;
  billing_end_date: string | null;
  description: string | null;
  team_size: number;
  created_at: Date;
  people: Record<PersonRole, { id: number; name: string } | null>;
}

const PERSON_ROLES = [
  'project_owner',
  'delivery_lead',
  'sales_executive',
  'assigned_sales_executive',
] as const;
type PersonRole = (typeof PERSON_ROLES)[number];

const personOf = (role: PersonRole) =>
  sql.raw(`case when ${role}.id is null then null else json_build_object(
  'id', ${role}.id, 'name', trim(${role}.first_name || ' ' || ${role}.last_name)) end`);
const joinPerson = (role: PersonRole) =>
  sql.raw(
    `left join users ${role} on ${role}.organization_id = p.organization_id and ${role}.id = p.${role}_id`,
  );

/** One select for lists and details: the project with its client, business unit and people named. */
const projectSelect = sql`
  select p.id, p.number, p.name, p.status, p.billing_type, p.currency, p.client_id, c.name as client_name,
    p.business_unit_id, bu.name as business_unit_name,
    p.start_date::text, p.end_date::text, p.billing_start_date::text, p.billing_end_date::text,
    p.description, p.created_at,
    (select count(distinct coalesce(a.employee_id, -a.contractor_id))::int from project_allocations a
      where a.organization_id = p.organization_id and a.project_id = p.id) as team_size,
    json_build_object(${sql.join(
      PERSON_ROLES.map((role) => sql`${sql.raw(`'${role}'`)}, ${personOf(role)}`),
      sql`, `,
    )}) as people
  from projects p
  left join clients c on c.organization_id = p.organization_id and c.id = p.client_id
  left join business_units bu on bu.organization_id = p.organization_id and bu.id = p.business_unit_id
  ${sql.join(PERSON_ROLES.map(joinPerson), sql` `)}`;

const toProject = (row: ProjectSqlRow): Project => ({
  id: row.id,
  code: projectCode(row),
  name: row.name,
  status: row.status,
  billing_type: row.billing_type,
  currency: row.currency,
  client: row.client_id === null ? null : { id: row.client_id, name: row.client_name ?? '' },
  business_unit:
    row.business_unit_id === null ? null : { id: row.business_unit_id, name: row.business_unit_name ?? '' },
  project_owner: row.people.project_owner,
  delivery_lead: row.people.delivery_lead,
  sales_executive: row.people.sales_executive,
  assigned_sales_executive: row.people.assigned_sales_executive,
  start_date: row.start_date,
  end_date: row.end_date,
  billing_start_date: row.billing_start_date,
  billing_end_date: row.billing_end_date,
  description: row.description,
  team_size: row.team_size,
  created: new Date(row.created_at).toISOString(),
});

/** The condition on projects `p` that keeps those the visibility allows. */
export const visibleTo = (visibility: ProjectVisibility) =>
  visibility.every
    ? sql`true`
    : sql`${visibility.userId} in (p.project_owner_id, p.delivery_lead_id, p.sales_executive_id,
        p.assigned_sales_executive_id)`;

const SORTS: Record<string, SQL> = {
  code: sql`p.number`,
  name: sql`lower(p.name)`,
  start_date: sql`p.start_date`,
  end_date: sql`p.end_date`,
  created: sql`p.created_at`,
};

/**
 * Projects (`p`) whose code is the search (`PR-12`, `pr12`), or with a word of their name or their client's name
 * beginning with each word of it: one semi-join per word on the project's own entries of the search-word index,
 * whose range `starts_with` (leakproof) gives under row-level security. The words are folded in the statement
 * unless given already folded (`folded`, a universal search's). No words match nothing.
 */
export function projectMatches(organizationId: number, search: string, folded?: string[]): SQL {
  const code = /^pr-?0*(\d{1,9})$/i.exec(search.trim());
  if (code) return sql`p.number = ${Number(code[1])}`;
  const words =
    folded?.map((word) => sql`${word}`) ??
    searchWordsOf(search).map((word) => sql`atrium_search_fold(${word})`);
  if (!words.length) return sql`false`;
  return sql.join(
    words.map(
      (word) => sql`exists (select 1 from project_search_words x where x.organization_id = ${organizationId}
        and x.project_id = p.id and starts_with(x.word, ${word}))`,
    ),
    sql` and `,
  );
}

/** The filters of the Project List, which its Excel export carries over too. */
export type ProjectListFilters = Pick<ProjectListQuery, 'search' | 'status' | 'billing_type' | 'client_id'>;

/** The Project List's condition on projects `p`: the visible ones its search and filters select. */
export function projectListConditions(
  organizationId: number,
  visibility: ProjectVisibility,
  filters: ProjectListFilters,
): SQL {
  const conditions: SQL[] = [sql`p.organization_id = ${organizationId}`, visibleTo(visibility)];
  if (filters.search) conditions.push(projectMatches(organizationId, filters.search));
  if (filters.status) conditions.push(sql`p.status = ${filters.status}`);
  if (filters.billing_type) conditions.push(sql`p.billing_type = ${filters.billing_type}`);
  if (filters.client_id) conditions.push(sql`p.client_id = ${filters.client_id}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The projects of `ids` (of organisation `org`), with their client, business unit and people: a statement of eight
 * tables whose planning took longer than its run (17 ms for a searched page), so it is built and prepared once and
 * only bound per call.
 */
const projectRowsStatement = () =>
  sql`${projectSelect} where p.organization_id = ${sql.placeholder('org')} and p.id in (select unnest(string_to_array(${sql.placeholder('ids')}::text, ','))::int)`;

/** The projects of `ids`, in that order. */
async function findProjectRows(db: Queryable, organizationId: number, ids: number[]): Promise<Project[]> {
  if (!ids.length) return [];
  const rows = await queryBuiltRows<ProjectSqlRow>(db, 'project_rows', projectRowsStatement, {
    org: organizationId,
    ids: ids.join(','),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProject(row)] : [];
  });
}

/**
 * A page of projects: searched by name, code or client, filtered by status, billing type and client. The page's
 * ids come from the projects alone, then their rows from the prepared statement above.
 */
export async function findProjectPage(
  db: Queryable,
  organizationId: number,
  visibility: ProjectVisibility,
  query: ProjectListQuery,
) {
  const where = projectListConditions(organizationId, visibility, query);
  const order = parseOrderBy(query.order_by) ?? { field: 'code', isDescending: true };
  const sortKey = SORTS[order.field] ?? sql`p.number`;
  const direction = sql.raw(order.isDescending ? 'desc nulls last' : 'asc nulls last');
  const [page, [total]] = await inTurn(
    () =>
      queryRows<{ id: number }>(
        db,
        sql`select p.id from projects p where ${where} order by ${sortKey} ${direction}, p.id ${direction}
          limit ${query.limit} offset ${query.offset}`,
      ),
    () => queryRows<{ count: number }>(db, sql`select count(*)::int as count from projects p where ${where}`),
  );
  return {
    count: total?.count ?? 0,
    results: await findProjectRows(
      db,
      organizationId,
      page.map((row) => row.id),
    ),
  };
}

/**
 * One project by its id. A statement of its own: the list's, given ids as text, was planned afresh on each call, as
 * PostgreSQL weighed its kept plan for ten ids against a new one for the one it was given (3 ms to plan, under half
 * a millisecond to run); with the id as the key the kept plan serves.
 */
const projectRowStatement = () =>
  sql`${projectSelect} where p.organization_id = ${sql.placeholder('org')} and p.id = ${sql.placeholder('id')}`;

export async function findProject(db: Queryable, organizationId: number, id: number) {
  const [row] = await queryBuiltRows<ProjectSqlRow>(db, 'project_row', projectRowStatement, {
    org: organizationId,
    id,
  });
  return row ? toProject(row) : null;
}

export async function findClients(db: Queryable, organizationId: number): Promise<Client[]> {
  return queryRows<Client>(
    db,
    sql`select id, name from clients where organization_id = ${organizationId} order by lower(name), id`,
  );
}

/** A page of who is allocated to the project, earliest first, and how many are. */
export async function findProjectTeam(
  db: Queryable,
  organizationId: number,
  projectId: number,
  page: ProjectTeamQuery,
): Promise<ProjectTeam> {
  const [members, [total]] = await inTurn(
    () =>
      queryRows<ProjectMember & { date_of_joining: string | null }>(
        db,
        sql`${projectMembersSql(organizationId, projectId)} limit ${page.limit} offset ${page.offset}`,
      ),
    () =>
      queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from project_allocations a
          where a.organization_id = ${organizationId} and a.project_id = ${projectId}`,
      ),
  );
  return {
    count: total?.count ?? 0,
    results: members.map(({ date_of_joining: _, ...member }) => member),
  };
}
