import { and, eq, inArray } from 'drizzle-orm';
import { invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { skills } from '../org-setup';
import { lockEmployee } from './employee-record.service';
import { employeeSkills } from './employee-record.tables';

/** Replaces an employee's skills with `rows`, each from the organisation's catalogue. */
export async function setEmployeeSkills(
  scope: Scope,
  employeeId: number,
  rows: { skill_id: number; level: string }[],
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await lockEmployee(tx, organizationId, employeeId);
  const ids = rows.map((row) => row.skill_id);
  if (ids.length) {
    const known = await tx
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(skills.organizationId, organizationId), inArray(skills.id, ids)));
    if (known.length !== ids.length) throw invalid({ skills: ['invalid'] });
  }
  const ofEmployee = and(
    eq(employeeSkills.organizationId, organizationId),
    eq(employeeSkills.employeeId, employeeId),
  );
  const before = await tx
    .select({ skill_id: employeeSkills.skillId, level: employeeSkills.level })
    .from(employeeSkills)
    .where(ofEmployee);
  await tx.delete(employeeSkills).where(ofEmployee);
  if (rows.length)
    await tx
      .insert(employeeSkills)
      .values(rows.map((row) => ({ organizationId, employeeId, skillId: row.skill_id, level: row.level })));
  await scope.audit({
    action: 'employee.skills_change',
    entityType: 'employee',
    entityId: employeeId,
    before,
    after: rows,
  });
}
