import type {
  AllocationCreate,
  AllocationUpdate,
  BillingRateCreate,
  Discrepancy,
  ResourceGroupCreate,
  ResourceGroupUpdate,
} from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { AppError, invalid } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import { assertActiveContract, contractors } from '../../contractors';
import { employees } from '../../people';
import { blockingDiscrepancies } from '../engine/discrepancies';
import { markFiguresChanged, markRoleFiguresChanged } from '../margins/project-figures.service';
import { isMilestoneOfProject } from '../milestones/milestone.queries';
import { notifyAllocation } from '../project-events';
import { lockOpenProject, lockProjectPart } from '../project-locks';
import { billingRoleRates, billingRoles, projectAllocations, resourceGroups } from '../projects.tables';
import { loadTeam } from './team.queries';

/**
 * Refuses the change just written when the group or allocation now has a discrepancy of its own (spec 5): a
 * billable allocation without a negotiated rate answers that; any other answers `group_discripancy`, with the
 * rules broken. The caller's transaction then rolls the change back.
 */
async function assertNoDiscrepancy(
  scope: Scope,
  projectId: number,
  target: { groupId: number } | { allocationId: number },
) {
  const team = await loadTeam(scope.tx, scope.org.id, projectId);
  if (!team) throw new AppError('not_found');
  const found: Discrepancy[] = blockingDiscrepancies(team.facts, target);
  if (!found.length) return;
  const code = found.some((d) => d.rule === 'allocation_outside_contract')
    ? 'no_active_contract'
    : found.some((d) => d.rule === 'billing_rate_missing')
      ? 'negotiated_billing_rates_do_not_exist'
      : 'group_discripancy';
  throw new AppError(code, {
    codes: { discrepancies: [...new Set(found.map((d) => d.rule))] },
    detail: [...new Set(found.map((d) => d.message))].join('; '),
  });
}

/** A group may be staffed only for a milestone of its own project. */
async function assertMilestone(
  tx: Tx,
  organizationId: number,
  projectId: number,
  id: number | null | undefined,
) {
  if (id && !(await isMilestoneOfProject(tx, organizationId, projectId, id)))
    throw invalid({ milestone_id: ['invalid'] });
}

async function assertBillingRole(tx: Tx, organizationId: number, id: number | null | undefined) {
  if (!id) return;
  const [role] = await tx
    .select({ id: billingRoles.id })
    .from(billingRoles)
    .where(and(eq(billingRoles.organizationId, organizationId), eq(billingRoles.id, id)));
  if (!role) throw invalid({ billing_role_id: ['invalid'] });
}

const groupColumns = (input: ResourceGroupUpdate) =>
  Object.fromEntries(
    Object.entries({
      name: input.name,
      billingRoleId: input.billing_role_id,
      milestoneId: input.milestone_id,
      requiredCount: input.required_count,
      allocationPercent: input.allocation_percent,
      startDate: input.start_date,
      endDate: input.end_date,
    }).filter(([, value]) => value !== undefined),
  );

export async function createResourceGroup(scope: Scope, projectId: number, input: ResourceGroupCreate) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  await assertBillingRole(tx, org.id, input.billing_role_id);
  await assertMilestone(tx, org.id, projectId, input.milestone_id);
  const [group] = await tx
    .insert(resourceGroups)
    .values({
      ...groupColumns(input),
      organizationId: org.id,
      projectId,
    } as typeof resourceGroups.$inferInsert)
    .returning();
  if (!group) throw new Error('resource group insert returned nothing');
  await assertNoDiscrepancy(scope, projectId, { groupId: group.id });
  await scope.audit({
    action: 'resource_group.create',
    entityType: 'resource_group',
    entityId: group.id,
    after: group,
  });
  return group;
}

export async function updateResourceGroup(
  scope: Scope,
  projectId: number,
  groupId: number,
  input: ResourceGroupUpdate,
) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, resourceGroups, org.id, projectId, groupId);
  await assertBillingRole(tx, org.id, input.billing_role_id);
  await assertMilestone(tx, org.id, projectId, input.milestone_id);
  const [after] = await tx
    .update(resourceGroups)
    .set({ ...groupColumns(input), updatedAt: sql`now()` })
    .where(and(eq(resourceGroups.organizationId, org.id), eq(resourceGroups.id, groupId)))
    .returning();
  await assertNoDiscrepancy(scope, projectId, { groupId });
  await scope.audit({
    action: 'resource_group.update',
    entityType: 'resource_group',
    entityId: groupId,
    before,
    after,
  });
  await markFiguresChanged(scope, [projectId]);
  return after ?? before;
}

/** Deletes a group and de-allocates its people. */
export async function deleteResourceGroup(scope: Scope, projectId: number, groupId: number) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, resourceGroups, org.id, projectId, groupId);
  const released = await tx
    .delete(projectAllocations)
    .where(
      and(eq(projectAllocations.organizationId, org.id), eq(projectAllocations.resourceGroupId, groupId)),
    )
    .returning();
  await tx
    .delete(resourceGroups)
    .where(and(eq(resourceGroups.organizationId, org.id), eq(resourceGroups.id, groupId)));
  await scope.audit([
    ...released.map((allocation) => ({
      action: 'project_allocation.delete',
      entityType: 'project_allocation',
      entityId: allocation.id,
      before: allocation,
    })),
    { action: 'resource_group.delete', entityType: 'resource_group', entityId: groupId, before },
  ]);
  await markFiguresChanged(scope, [projectId]);
}

/** An allocation's person: an employee or a contractor. */
type Person = { employeeId: number; contractorId: null } | { employeeId: null; contractorId: number };

const samePerson = (person: Person) =>
  person.employeeId === null
    ? eq(projectAllocations.contractorId, person.contractorId)
    : eq(projectAllocations.employeeId, person.employeeId);

/** Refuses a second allocation of the same person to the project on any of the same days. */
async function assertNoOverlap(
  tx: Tx,
  organizationId: number,
  allocation: {
    projectId: number;
    person: Person;
    startDate: string;
    endDate: string;
    exceptId?: number;
  },
) {
  const [other] = await tx
    .select({ id: projectAllocations.id })
    .from(projectAllocations)
    .where(
      and(
        eq(projectAllocations.organizationId, organizationId),
        eq(projectAllocations.projectId, allocation.projectId),
        samePerson(allocation.person),
        sql`${projectAllocations.startDate} <= ${allocation.endDate}`,
        sql`${projectAllocations.endDate} >= ${allocation.startDate}`,
        allocation.exceptId ? ne(projectAllocations.id, allocation.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new AppError('allocation_overlap');
}

/** The person a new allocation names, who must be of the organisation. */
async function personOf(tx: Tx, organizationId: number, input: AllocationCreate): Promise<Person> {
  if (input.contractor_id !== undefined) {
    const [contractor] = await tx
      .select({ id: contractors.id })
      .from(contractors)
      .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, input.contractor_id)));
    if (!contractor) throw invalid({ contractor_id: ['invalid'] });
    return { employeeId: null, contractorId: contractor.id };
  }
  const [employee] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, input.employee_id as number)));
  if (!employee) throw invalid({ employee_id: ['invalid'] });
  return { employeeId: employee.id, contractorId: null };
}

export async function addAllocation(
  scope: Scope,
  projectId: number,
  groupId: number,
  input: AllocationCreate,
) {
  const { tx, org } = scope;
  const project = await lockOpenProject(tx, org.id, projectId);
  await lockProjectPart(tx, resourceGroups, org.id, projectId, groupId);
  const person = await personOf(tx, org.id, input);
  if (person.contractorId !== null)
    await assertActiveContract(tx, org.id, person.contractorId, input.start_date, input.end_date);
  await assertNoOverlap(tx, org.id, {
    projectId,
    person,
    startDate: input.start_date,
    endDate: input.end_date,
  });
  const [allocation] = await tx
    .insert(projectAllocations)
    .values({
      organizationId: org.id,
      projectId,
      resourceGroupId: groupId,
      ...person,
      startDate: input.start_date,
      endDate: input.end_date,
      allocationPercent: input.allocation_percent,
      status: input.status,
      createdByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!allocation) throw new Error('allocation insert returned nothing');
  await assertNoDiscrepancy(scope, projectId, { allocationId: allocation.id });
  await scope.audit({
    action: 'project_allocation.create',
    entityType: 'project_allocation',
    entityId: allocation.id,
    after: allocation,
  });
  await markFiguresChanged(scope, [projectId]);
  await notifyAllocation(scope, project, allocation, 'added');
  return allocation;
}

export async function updateAllocation(
  scope: Scope,
  projectId: number,
  allocationId: number,
  input: AllocationUpdate,
) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectAllocations, org.id, projectId, allocationId);
  if (input.resource_group_id)
    await lockProjectPart(tx, resourceGroups, org.id, projectId, input.resource_group_id);
  const next = {
    startDate: input.start_date ?? before.startDate,
    endDate: input.end_date ?? before.endDate,
  };
  await assertNoOverlap(tx, org.id, {
    projectId,
    person: before as Person,
    ...next,
    exceptId: allocationId,
  });
  const changes = Object.fromEntries(
    Object.entries({
      startDate: input.start_date,
      endDate: input.end_date,
      allocationPercent: input.allocation_percent,
      status: input.status,
      resourceGroupId: input.resource_group_id,
    }).filter(([, value]) => value !== undefined),
  );
  const [after] = await tx
    .update(projectAllocations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projectAllocations.organizationId, org.id), eq(projectAllocations.id, allocationId)))
    .returning();
  await assertNoDiscrepancy(scope, projectId, { allocationId });
  await scope.audit({
    action: 'project_allocation.update',
    entityType: 'project_allocation',
    entityId: allocationId,
    before,
    after,
  });
  await markFiguresChanged(scope, [projectId]);
  return after ?? before;
}

export async function removeAllocation(scope: Scope, projectId: number, allocationId: number) {
  const { tx, org } = scope;
  const project = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectAllocations, org.id, projectId, allocationId);
  await tx
    .delete(projectAllocations)
    .where(and(eq(projectAllocations.organizationId, org.id), eq(projectAllocations.id, allocationId)));
  await scope.audit({
    action: 'project_allocation.delete',
    entityType: 'project_allocation',
    entityId: allocationId,
    before,
  });
  await markFiguresChanged(scope, [projectId]);
  await notifyAllocation(scope, project, before, 'released');
}

export async function createBillingRole(scope: Scope, name: string) {
  const { tx, org } = scope;
  const [other] = await tx
    .select({ id: billingRoles.id })
    .from(billingRoles)
    .where(and(eq(billingRoles.organizationId, org.id), sql`lower(${billingRoles.name}) = lower(${name})`));
  if (other) throw new AppError('billing_role_name_taken', { codes: { name: ['billing_role_name_taken'] } });
  const [role] = await tx.insert(billingRoles).values({ organizationId: org.id, name }).returning();
  if (!role) throw new Error('billing role insert returned nothing');
  await scope.audit({
    action: 'billing_role.create',
    entityType: 'billing_role',
    entityId: role.id,
    after: role,
  });
  return role;
}

/** A negotiated rate from a date; a second rate for the same role, currency and date replaces the first. */
export async function setBillingRate(scope: Scope, billingRoleId: number, input: BillingRateCreate) {
  const { tx, org } = scope;
  await assertBillingRole(tx, org.id, billingRoleId).catch(() => {
    throw new AppError('not_found');
  });
  const [rate] = await tx
    .insert(billingRoleRates)
    .values({
      organizationId: org.id,
      billingRoleId,
      currency: input.currency,
      rate: input.rate,
      costRate: input.cost_rate ?? null,
      effectiveFrom: input.effective_from,
    })
    .onConflictDoUpdate({
      target: [
        billingRoleRates.organizationId,
        billingRoleRates.billingRoleId,
        billingRoleRates.currency,
        billingRoleRates.effectiveFrom,
      ],
      set: { rate: input.rate, costRate: input.cost_rate ?? null },
    })
    .returning();
  await scope.audit({
    action: 'billing_rate.set',
    entityType: 'billing_role',
    entityId: billingRoleId,
    after: rate,
  });
  await markRoleFiguresChanged(scope, [billingRoleId]);
  return rate;
}
