import { and, eq, inArray } from 'drizzle-orm';
import { type AuditBy, recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { invalid } from '../../platform/http/app-error';
import { lockEmployee } from './employee-record.service';
import { employeeSkills } from './employee-record.tables';
import { skills } from './org-setup.tables';

/** Replaces an employee's skills with `rows`, each from the organisation's catalogue. */
export async function setEmployeeSkills(
  tx: Tx,
  organizationId: number,
  employeeId: number,
  rows: { skill_id: number; level: string }[],
  audit: AuditBy,
) {
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
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: 'employee.skills_change',
    entityType: 'employee',
    entityId: employeeId,
    before,
    after: rows,
    requestId: audit.requestId ?? null,
  });
}
