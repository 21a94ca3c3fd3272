import { APPROVED_TIME_STATUSES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { ProjectTime } from '../projects';

/** The statuses of time that counts as approved, as an SQL list: `e.status in ${approvedTimeSql}`. */
export const approvedTimeSql = sql.raw(
  `(${APPROVED_TIME_STATUSES.map((status) => `'${status}'`).join(', ')})`,
);

/** The time logged on projects, as projects reads it for its figures. */
export const projectTime: ProjectTime = {
  entriesSql: (organizationId) =>
    sql`(select e.organization_id, e.project_id, t.employee_id, t.contractor_id, e.work_date, e.minutes,
          e.is_billable, e.updated_at, e.status in ${approvedTimeSql} as approved, e.status <> 'rejected' as logged
        from timesheet_entries e
        join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
        where e.organization_id = ${organizationId})`,
};
