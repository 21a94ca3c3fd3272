import { and, count, eq, ne, sql } from 'drizzle-orm';
import { users } from '../accounts';
import type { SetupPeople, UnitHead, UnitTable } from '../org-setup';
import { employees } from './people.tables';

const unitColumn = { departments: 'department_id', sub_departments: 'sub_department_id' } as const;

/** Employees as the setup lists count them and its changes carry over to them. */
export const setupPeople: SetupPeople = {
  /** Drizzle leaves columns of a one-table select unqualified, so the subqueries name the outer table. */
  head: (unit: UnitTable) =>
    sql<UnitHead | null>`(
    select json_build_object('user_id', u.id, 'employee_id', e.id,
      'name', trim(concat_ws(' ', u.first_name, u.last_name)))
    from users u left join employees e on e.organization_id = u.organization_id and e.user_id = u.id
    where u.organization_id = ${sql.raw(unit)}.organization_id and u.id = ${sql.raw(unit)}.head_user_id)`,

  headCount: (unit: UnitTable) => sql<number>`(select count(*)::int from employees e
  where e.organization_id = ${sql.raw(unit)}.organization_id and e.${sql.raw(unitColumn[unit])} = ${sql.raw(unit)}.id
    and e.status <> 'exited')`,

  async activeUserOf(db, organizationId, employeeId) {
    const [row] = await db
      .select({ userId: employees.userId })
      .from(employees)
      .innerJoin(
        users,
        and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)),
      )
      .where(
        and(
          eq(employees.organizationId, organizationId),
          eq(employees.id, employeeId),
          ne(employees.status, 'exited'),
          eq(users.isActive, true),
        ),
      )
      .limit(1);
    return row?.userId ?? null;
  },

  async countWithEmploymentType(db, organizationId, name) {
    const [row] = await db
      .select({ value: count() })
      .from(employees)
      .where(and(eq(employees.organizationId, organizationId), eq(employees.employmentType, name)));
    return row?.value ?? 0;
  },

  async renameEmploymentType(tx, organizationId, from, to) {
    await tx
      .update(employees)
      .set({ employmentType: to, updatedAt: new Date() })
      .where(and(eq(employees.organizationId, organizationId), eq(employees.employmentType, from)));
  },
};
