import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { intArray } from '../../platform/db/value-set';
import type { LineDeciders } from './timesheets.policy';

/**
 * What decides each line named (its sheet, its project's lead and owner, the person's reporting manager and
 * sub-department), from one
 * statement: what the policy's `decidesLine` reads.
 */
export async function findLineDeciders(
  db: Queryable,
  organizationId: number,
  lines: readonly { timesheetId: number; projectId: number | null }[],
): Promise<LineDeciders[]> {
  const rows = await queryRows<{
    found: boolean;
    project_id: number | null;
    delivery_lead_id: number | null;
    project_owner_id: number | null;
    manager_user_id: number | null;
    sub_department_id: number | null;
  }>(
    db,
    sql`select t.id is not null as found, line.project_id, p.delivery_lead_id, p.project_owner_id,
          m.user_id as manager_user_id, e.sub_department_id
        from unnest(${intArray(lines.map((line) => line.timesheetId))},
                    ${intArray(lines.map((line) => line.projectId))}) as line(timesheet_id, project_id)
        left join timesheets t on t.organization_id = ${organizationId} and t.id = line.timesheet_id
        left join projects p on p.organization_id = t.organization_id and p.id = line.project_id
        left join employees e on e.organization_id = t.organization_id and e.id = t.employee_id
        left join employees m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id`,
  );
  return rows.map((row) => ({
    exists: row.found,
    projectId: row.project_id,
    projectDeciders: [row.delivery_lead_id, row.project_owner_id],
    managerUserId: row.manager_user_id,
    subDepartmentId: row.sub_department_id,
  }));
}
