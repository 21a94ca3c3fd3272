import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { inTextSet } from '../../platform/db/value-set';
import { codeKey } from './employee-import';
import { employees } from './people.tables';

export interface EmployeeByCode {
  id: number;
  code: string;
  managerUserId: number | null;
  /** Whose holidays count for the employee: those of every location and those of this one. */
  locationId: number | null;
  dateOfJoining: string | null;
}

/**
 * The organisation's employees with the given codes, whatever their status (an upload of the past may name an
 * exited person), by upper-cased code.
 */
export async function findEmployeesByCode(tx: Tx, organizationId: number, codes: string[]) {
  if (!codes.length) return new Map<string, EmployeeByCode>();
  const rows = await queryRows<{
    id: number;
    code: string;
    manager_user_id: number | null;
    location_id: number | null;
    date_of_joining: string | null;
  }>(
    tx,
    sql`select e.id, e.code, m.user_id as manager_user_id, e.location_id, e.date_of_joining::text
        from ${employees} e
        left join ${employees} m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
        where e.organization_id = ${organizationId}
          and ${inTextSet(sql`upper(e.code)`, [...new Set(codes.map(codeKey))])}`,
  );
  return new Map(
    rows.map((row) => [
      codeKey(row.code),
      {
        id: row.id,
        code: row.code,
        managerUserId: row.manager_user_id,
        locationId: row.location_id,
        dateOfJoining: row.date_of_joining,
      },
    ]),
  );
}
