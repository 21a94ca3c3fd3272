import { and, eq, inArray } from 'drizzle-orm';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { skills } from '../org-setup';
import { employeeSkills } from './employee-record.tables';
import { employees } from './people.tables';

export interface EmployeeSkillRow {
  skill_id: number;
  level: string;
}

/** Replaces an employee's skills with `rows`, each from the organisation's catalogue. */
export function setEmployeeSkills(scope: Scope, employeeId: number, rows: EmployeeSkillRow[]) {
  return setSkillsOfEmployees(scope, [{ employeeId, rows }]);
}

/**
 * Replaces the skills of each employee given with theirs, in a few statements whatever their number (a seed
 * or an import of many people): each employee locked, every skill checked against the catalogue, one audit
 * event per employee.
 */
export async function setSkillsOfEmployees(
  scope: Scope,
  changes: readonly { employeeId: number; rows: EmployeeSkillRow[] }[],
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const employeeIds = [...new Set(changes.map((change) => change.employeeId))];
  if (!employeeIds.length) return;
  const locked = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, employeeIds)))
    .for('update');
  if (locked.length !== employeeIds.length) throw new AppError('not_found');
  const skillIds = [...new Set(changes.flatMap((change) => change.rows.map((row) => row.skill_id)))];
  if (skillIds.length) {
    const known = await tx
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(skills.organizationId, organizationId), inArray(skills.id, skillIds)));
    if (known.length !== skillIds.length) throw invalid({ skills: ['invalid'] });
  }
  const ofEmployees = and(
    eq(employeeSkills.organizationId, organizationId),
    inArray(employeeSkills.employeeId, employeeIds),
  );
  const before = await tx
    .select({
      employee_id: employeeSkills.employeeId,
      skill_id: employeeSkills.skillId,
      level: employeeSkills.level,
    })
    .from(employeeSkills)
    .where(ofEmployees);
  await tx.delete(employeeSkills).where(ofEmployees);
  const values = changes.flatMap(({ employeeId, rows }) =>
    rows.map((row) => ({ organizationId, employeeId, skillId: row.skill_id, level: row.level })),
  );
  if (values.length) await tx.insert(employeeSkills).values(values);
  await scope.audit(
    changes.map(({ employeeId, rows }) => ({
      action: 'employee.skills_change',
      entityType: 'employee',
      entityId: employeeId,
      before: before
        .filter((row) => row.employee_id === employeeId)
        .map(({ skill_id, level }) => ({ skill_id, level })),
      after: rows,
    })),
  );
}
