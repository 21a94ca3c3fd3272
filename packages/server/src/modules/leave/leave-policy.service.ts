import type { LeavePolicy, LeavePolicyCreateSchema, LeavePolicyUpdateSchema } from '@atrium/contracts';
import { and, count, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../platform/db/client';
import { invalid } from '../../platform/http/app-error';
import { deleteRecord, insertRecord, requireRecord, updateRecord } from '../../platform/records/org-records';
import type { Scope } from '../../platform/scope';
import { leavePolicies, leavePolicyTypes, leaveTypes } from './leave-policy.tables';

type PolicyCreate = z.output<typeof LeavePolicyCreateSchema>;
type PolicyUpdate = z.output<typeof LeavePolicyUpdateSchema>;

/**
 * Every policy of the organisation with its leave types, as one JSON array in the shape `LeavePolicy`: a value
 * other statements can carry along, so reading types with their policies stays one round trip.
 */
export function policiesJson(organizationId: number | Placeholder) {
  return sql<LeavePolicy[]>`(select coalesce(json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'applies_to', p.applies_to, 'requires_second_approval', p.requires_second_approval,
      'leave_type_ids', coalesce((select json_agg(pt.leave_type_id order by pt.leave_type_id) from ${leavePolicyTypes} pt
        where pt.organization_id = p.organization_id and pt.policy_id = p.id), '[]'::json)
    ) order by p.name, p.id), '[]'::json)
    from ${leavePolicies} p where p.organization_id = ${organizationId})`;
}

/** Every policy of the organisation with its leave types (policies are few: one query, no paging needed). */
export async function listLeavePolicies(db: Queryable, organizationId: number): Promise<LeavePolicy[]> {
  const [row] = await db.select({ policies: policiesJson(organizationId) }).from(sql`(select 1) one`);
  return row?.policies ?? [];
}

async function assertTypesExist(db: Queryable, organizationId: number, typeIds: number[]) {
  const [found] = await db
    .select({ value: count() })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), inArray(leaveTypes.id, typeIds)));
  if ((found?.value ?? 0) !== new Set(typeIds).size) throw invalid({ leave_type_ids: ['invalid'] });
}

async function setPolicyTypes(tx: Tx, organizationId: number, policyId: number, typeIds: number[]) {
  await assertTypesExist(tx, organizationId, typeIds);
  await tx
    .delete(leavePolicyTypes)
    .where(and(eq(leavePolicyTypes.organizationId, organizationId), eq(leavePolicyTypes.policyId, policyId)));
  await tx
    .insert(leavePolicyTypes)
    .values([...new Set(typeIds)].map((leaveTypeId) => ({ organizationId, policyId, leaveTypeId })));
}

async function policyById(db: Queryable, organizationId: number, id: number) {
  const policy = (await listLeavePolicies(db, organizationId)).find((row) => row.id === id);
  if (!policy) throw new Error('leave policy vanished');
  return policy;
}

export async function createLeavePolicy(scope: Scope, input: PolicyCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const row = await insertRecord(scope, leavePolicies, 'leave_policy', {
    name: input.name,
    appliesTo: input.applies_to,
    requiresSecondApproval: input.requires_second_approval,
  });
  await setPolicyTypes(tx, organizationId, row.id, input.leave_type_ids);
  return policyById(tx, organizationId, row.id);
}

export async function changeLeavePolicy(scope: Scope, id: number, input: PolicyUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, leavePolicies, organizationId, id);
  await updateRecord(scope, leavePolicies, 'leave_policy', before, {
    name: input.name,
    appliesTo: input.applies_to,
    requiresSecondApproval: input.requires_second_approval,
  });
  if (input.leave_type_ids) await setPolicyTypes(tx, organizationId, id, input.leave_type_ids);
  return policyById(tx, organizationId, id);
}

export async function removeLeavePolicy(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, leavePolicies, organizationId, id);
  await deleteRecord(scope, leavePolicies, 'leave_policy', before);
}
