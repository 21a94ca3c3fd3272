import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { employees } from '../people';

/** Whether `managerId` is above `employeeId` in the reporting line (directly or through others), walking up. */
export async function isInReportingLine(
  db: Queryable,
  organizationId: number,
  employeeId: number,
  managerId: number,
): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`with recursive chain(id, depth) as (
          select reporting_manager_id, 1 from ${employees}
          where organization_id = ${organizationId} and id = ${employeeId}
          union all
          select e.reporting_manager_id, c.depth + 1 from ${employees} e join chain c on e.id = c.id
          where e.organization_id = ${organizationId} and c.depth < 64
        )
        select exists(select 1 from chain where id = ${managerId}) as found`,
  );
  return row?.found ?? false;
}
