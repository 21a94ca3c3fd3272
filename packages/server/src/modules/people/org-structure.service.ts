import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { departments, designations, grades, subDepartments } from './people.tables';

interface Audit {
  actorUserId: number | null;
  requestId?: string;
}

async function audited<T extends { id: number }>(
  tx: Tx,
  organizationId: number,
  entityType: string,
  audit: Audit,
  insert: Promise<T[]>,
): Promise<T> {
  const [row] = await insert;
  if (!row) throw new Error(`${entityType} insert returned nothing`);
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: `${entityType}.create`,
    entityType,
    entityId: row.id,
    after: row,
    requestId: audit.requestId ?? null,
  });
  return row;
}

export function createDepartment(tx: Tx, organizationId: number, name: string, audit: Audit) {
  return audited(
    tx,
    organizationId,
    'department',
    audit,
    tx.insert(departments).values({ organizationId, name }).returning(),
  );
}

export function createSubDepartment(
  tx: Tx,
  organizationId: number,
  input: { departmentId: number; name: string },
  audit: Audit,
) {
  return audited(
    tx,
    organizationId,
    'sub_department',
    audit,
    tx
      .insert(subDepartments)
      .values({ organizationId, ...input })
      .returning(),
  );
}

export function createDesignation(tx: Tx, organizationId: number, name: string, audit: Audit) {
  return audited(
    tx,
    organizationId,
    'designation',
    audit,
    tx.insert(designations).values({ organizationId, name }).returning(),
  );
}

export function createGrade(
  tx: Tx,
  organizationId: number,
  input: { name: string; level: number },
  audit: Audit,
) {
  return audited(
    tx,
    organizationId,
    'grade',
    audit,
    tx
      .insert(grades)
      .values({ organizationId, ...input })
      .returning(),
  );
}

export async function setDepartmentHead(
  tx: Tx,
  organizationId: number,
  target: { kind: 'department' | 'sub_department'; id: number; headUserId: number | null },
  audit: Audit,
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
