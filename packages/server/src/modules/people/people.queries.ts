import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { users } from '../accounts';
import { contractors } from '../contractors';
import { departments, designations, subDepartments } from '../org-setup';
import { employees } from './people.tables';

export interface Leadership {
  departments: number[];
  sub_department_ids: number[];
  employee_id: number | null;
  contractor_id: number | null;
  is_reporting_manager: boolean;
}

/**
 * What the permission rules need about a user's place in the organisation: one row for the user `userId` names
 * (a value, or a column of the statement this one is joined to laterally).
 */
export function leadershipStatement(organizationId: number | Placeholder, userId: SQL): SQL {
  return sql`select
      coalesce((select array_agg(d.id order by d.id) from ${departments} d
        where d.organization_id = ${organizationId} and d.head_user_id = ${userId}), '{}') as departments,
      coalesce((select array_agg(s.id order by s.id) from ${subDepartments} s
        where s.organization_id = ${organizationId} and s.head_user_id = ${userId}), '{}') as sub_department_ids,
      e.id as employee_id,
      (select c.id from ${contractors} c where c.organization_id = ${organizationId} and c.user_id = ${userId})
        as contractor_id,
      exists(select 1 from ${employees} r
        where r.organization_id = ${organizationId} and r.reporting_manager_id = e.id) as is_reporting_manager
    from (select 1) one
    left join ${employees} e on e.organization_id = ${organizationId} and e.user_id = ${userId}`;
}

/** A user with their employee and contractor records (either may be missing), in one round trip. */
export async function findProfile(db: Queryable, organizationId: number, userId: number) {
  const sameOrg = (table: { organizationId: AnyPgColumn }) => eq(table.organizationId, users.organizationId);
  const [row] = await db
    .select({
      user: users,
      employee: {
        id: employees.id,
        code: employees.code,
        employmentType: employees.employmentType,
        status: employees.status,
        totalExperience: employees.totalExperience,
      },
      designation: { id: designations.id, name: designations.name },
      department: { id: departments.id, name: departments.name },
      contractor: { id: contractors.id, code: contractors.code },
    })
    .from(users)
    .leftJoin(employees, and(sameOrg(employees), eq(employees.userId, users.id)))
    .leftJoin(designations, and(sameOrg(designations), eq(designations.id, employees.designationId)))
    .leftJoin(departments, and(sameOrg(departments), eq(departments.id, employees.departmentId)))
    .leftJoin(contractors, and(sameOrg(contractors), eq(contractors.userId, users.id)))
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
