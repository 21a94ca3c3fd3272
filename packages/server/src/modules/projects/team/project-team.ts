import { sql } from 'drizzle-orm';
import { projectAllocations, projects } from '../projects.tables';

/**
 * The employees allocated, at some time between `from` and `to`, to the projects a user leads or owns: a
 * delivery lead's and a project owner's team. A select of one `id` column, to be joined into larger queries.
 */
export const projectTeamSql = (organizationId: number, userId: number, from: string, to: string) =>
  sql`select a.employee_id as id
      from ${projects} p
      join ${projectAllocations} a on a.organization_id = p.organization_id and a.project_id = p.id
      where p.organization_id = ${organizationId}
        and (p.delivery_lead_id = ${userId} or p.project_owner_id = ${userId})
        and a.employee_id is not null and a.start_date <= ${to} and a.end_date >= ${from}`;
