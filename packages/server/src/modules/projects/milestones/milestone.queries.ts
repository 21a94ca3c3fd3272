import type { Milestone } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { projectMilestones } from '../projects.tables';

/** A project's milestones by planned date, each with the number of people staffed for it. */
export function findMilestones(db: Queryable, organizationId: number, projectId: number) {
  return queryRows<Milestone>(
    db,
    sql`select m.id, m.name, m.planned_date::text, m.planned_amount::float8 as planned_amount,
          m.actual_date::text, m.actual_amount::float8 as actual_amount, m.status,
          (select count(distinct coalesce(a.employee_id, -a.contractor_id))::int from resource_groups g
            join project_allocations a on a.organization_id = g.organization_id and a.resource_group_id = g.id
            where g.organization_id = m.organization_id and g.milestone_id = m.id) as people
        from project_milestones m
        where m.organization_id = ${organizationId} and m.project_id = ${projectId}
        order by m.planned_date, m.id`,
  );
}

/** Whether milestone `id` is one of the project's. */
export async function isMilestoneOfProject(
  db: Queryable,
  organizationId: number,
  projectId: number,
  id: number,
) {
  const [milestone] = await db
    .select({ id: projectMilestones.id })
    .from(projectMilestones)
    .where(
      and(
        eq(projectMilestones.organizationId, organizationId),
        eq(projectMilestones.projectId, projectId),
        eq(projectMilestones.id, id),
      ),
    );
  return milestone !== undefined;
}
