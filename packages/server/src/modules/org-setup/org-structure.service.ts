import { and, eq } from 'drizzle-orm';
import { insertRecord } from '../../platform/records/org-records';
import type { Scope } from '../../platform/scope';
import { departments, designations, grades, subDepartments } from './org-setup.tables';

/** Structure records as seeds and tests build them: no checks beyond the database's. */

export function createDepartment(scope: Scope, name: string) {
  return insertRecord(scope, departments, 'department', { name });
}

export function createSubDepartment(scope: Scope, input: { departmentId: number; name: string }) {
  return insertRecord(scope, subDepartments, 'sub_department', input);
}

export function createDesignation(scope: Scope, name: string) {
  return insertRecord(scope, designations, 'designation', { name });
}

export function createGrade(scope: Scope, input: { name: string; level: number }) {
  return insertRecord(scope, grades, 'grade', input);
}

export async function setDepartmentHead(
  scope: Scope,
  target: { kind: 'department' | 'sub_department'; id: number; headUserId: number | null },
) {
  const table = target.kind === 'department' ? departments : subDepartments;
  await scope.tx
    .update(table)
    .set({ headUserId: target.headUserId })
    .where(and(eq(table.organizationId, scope.org.id), eq(table.id, target.id)));
  await scope.audit({
    action: `${target.kind}.set_head`,
    entityType: target.kind,
    entityId: target.id,
    after: { head_user_id: target.headUserId },
  });
}
