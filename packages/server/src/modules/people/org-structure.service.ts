import { and, eq } from 'drizzle-orm';
import type { AuditBy } from '../../platform/audit/record-audit';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { insertRecord } from '../../platform/records/org-records';
import { departments, designations, grades, subDepartments } from './people.tables';

export function createDepartment(tx: Tx, organizationId: number, name: string, audit: AuditBy) {
  return insertRecord(tx, departments, 'department', organizationId, { name }, audit);
}

export function createSubDepartment(
  tx: Tx,
  organizationId: number,
  input: { departmentId: number; name: string },
  audit: AuditBy,
) {
  return insertRecord(tx, subDepartments, 'sub_department', organizationId, input, audit);
}

export function createDesignation(tx: Tx, organizationId: number, name: string, audit: AuditBy) {
  return insertRecord(tx, designations, 'designation', organizationId, { name }, audit);
}

export function createGrade(
  tx: Tx,
  organizationId: number,
  input: { name: string; level: number },
  audit: AuditBy,
) {
  return insertRecord(tx, grades, 'grade', organizationId, input, audit);
}

export async function setDepartmentHead(
  tx: Tx,
  organizationId: number,
  target: { kind: 'department' | 'sub_department'; id: number; headUserId: number | null },
  audit: AuditBy,
) {
  const table = target.kind === 'department' ? departments : subDepartments;
  await tx
    .update(table)
    .set({ headUserId: target.headUserId })
    .where(and(eq(table.organizationId, organizationId), eq(table.id, target.id)));
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: `${target.kind}.set_head`,
    entityType: target.kind,
    entityId: target.id,
    after: { head_user_id: target.headUserId },
    requestId: audit.requestId ?? null,
  });
}
