import type { EmployeeCard } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { users } from '../accounts';
import { departments, designations } from '../org-setup';
import { employees } from './people.tables';

/** One employee's hover card: directory facts every colleague may see, nothing private. */
export async function findEmployeeCard(
  db: Queryable,
  organizationId: number,
  employeeId: number,
): Promise<EmployeeCard | null> {
  const [row] = await db
    .select({
      id: employees.id,
      first_name: users.firstName,
      last_name: users.lastName,
      photo: users.photo,
      email: users.email,
      mobile: users.mobile,
      designation: { id: designations.id, name: designations.name },
      department: { id: departments.id, name: departments.name },
      code: employees.code,
      total_experience: employees.totalExperience,
      employment_type: employees.employmentType,
      status: employees.status,
    })
    .from(employees)
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)))
    .limit(1);
  return row ?? null;
}
