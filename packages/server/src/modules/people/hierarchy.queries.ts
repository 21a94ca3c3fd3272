import { type HierarchyNode, parseOrderBy, type TeamMemberSchema, type TeamQuery } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { foldSearchWords, userMatches } from '../accounts';

type TeamMember = z.infer<typeof TeamMemberSchema>;

/** One level of the reporting tree, with how many report to each person (not exited), in one query. */
export function findReportees(db: Queryable, organizationId: number, managerId: number | null) {
  const managerFilter =
    managerId === null ? sql`e.reporting_manager_id is null` : sql`e.reporting_manager_id = ${managerId}`;
  return queryRows<HierarchyNode>(
    db,
    sql`select e.id, u.first_name, u.last_name, u.photo, e.code, d.name as designation, e.status,
          (select count(*)::int from employees r where r.organization_id = e.organization_id
             and r.reporting_manager_id = e.id and r.status not in ('exit', 'exited')) as reportee_count
        from employees e
        join users u on u.organization_id = e.organization_id and u.id = e.user_id
        left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
        where e.organization_id = ${organizationId} and ${managerFilter} and e.status not in ('exit', 'exited')
        order by u.first_name, u.last_name, e.id`,
  );
}

/** The chain of managers above an employee, top first (cycles in bad data stop the walk). */
export async function findManagerChain(db: Queryable, organizationId: number, employeeId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive chain(id, manager_id, depth) as (
          select e.id, e.reporting_manager_id, 0 from employees e
            where e.organization_id = ${organizationId} and e.id = ${employeeId}
          union all
          select m.id, m.reporting_manager_id, c.depth + 1 from employees m
            join chain c on m.id = c.manager_id
            where m.organization_id = ${organizationId} and c.depth < 50
        )
        select id from chain where depth > 0 order by depth desc`,
  );
  return rows.map((row) => row.id);
}

const TEAM_ORDER = {
  name: ['t.first_name', 't.last_name', 't.id'],
  code: ['t.code', 't.id'],
  depth: ['t.depth', 't.first_name', 't.last_name', 't.id'],
} as const;
type TeamPage = { count: number; results: TeamMember[] };

/**
 * A manager's team in one query: the reporting tree below them walked on the (organization_id,
 * reporting_manager_id) index, each member's own row (and their name, when the order needs it)
 * read by that walk, not exited, with the total, filtered, sorted and paged in SQL; designations (and names,
 * when ordering by code) are joined to the page only.
 */
export async function findTeam(db: Queryable, organizationId: number, query: TeamQuery): Promise<TeamPage> {
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const direction = order.isDescending ? ' desc' : '';
  const orderBy = sql.raw(
    TEAM_ORDER[order.field as keyof typeof TEAM_ORDER].map((column) => `${column}${direction}`).join(', '),
  );
  const namesInWalk = order.field !== 'code';
  const searchWords = query.search ? await foldSearchWords(db, query.search) : null;
  const nameColumns = namesInWalk ? sql`, u.first_name, u.last_name, u.photo` : sql``;
  const joinUser = (member: SQL, when: boolean) =>
    when ? sql`join users u on u.organization_id = ${organizationId} and u.id = ${member}.user_id` : sql``;
  const rows = await queryRows<TeamMember & { total: number }>(
    db,
    sql`with recursive team(id, depth, reporting_manager_id, user_id, code, status, designation_id
          ${namesInWalk ? sql`, first_name, last_name, photo` : sql``}) as (
          select e.id, 1, e.reporting_manager_id, e.user_id, e.code, e.status, e.designation_id ${nameColumns}
            from employees e ${joinUser(sql`e`, namesInWalk)}
            where e.organization_id = ${organizationId} and e.reporting_manager_id = ${query.manager}
          union all
          select r.id, t.depth + 1, r.reporting_manager_id, r.user_id, r.code, r.status, r.designation_id ${nameColumns}
            from team t
            join employees r on r.organization_id = ${organizationId} and r.reporting_manager_id = t.id
            ${joinUser(sql`r`, namesInWalk)}
            where ${query.direct ? sql`false` : sql`t.depth < 50`}
        ), page as (
          select t.*, count(*) over ()::int as total from team t
          where t.status not in ('exit', 'exited')
            ${searchWords ? sql`and ${userMatches(organizationId, sql`t.user_id`, searchWords)}` : sql``}
          order by ${orderBy}
          limit ${query.limit} offset ${query.offset}
        )
        select t.id, ${namesInWalk ? sql`t.first_name, t.last_name, t.photo` : sql`u.first_name, u.last_name, u.photo`},
               t.code, d.name as designation, t.status, t.depth, t.reporting_manager_id, t.total
        from page t
        ${joinUser(sql`t`, !namesInWalk)}
        left join designations d on d.organization_id = ${organizationId} and d.id = t.designation_id
        order by ${orderBy}`,
  );
  const count = rows[0]?.total ?? (query.offset > 0 ? await countTeam(db, organizationId, query) : 0);
  return { count, results: rows.map(({ total: _total, ...member }) => member) };
}

async function countTeam(db: Queryable, organizationId: number, query: TeamQuery): Promise<number> {
  const { count } = await findTeam(db, organizationId, { ...query, offset: 0, limit: 1 });
  return count;
}
