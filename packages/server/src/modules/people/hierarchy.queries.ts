import type { HierarchyNode } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';

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
