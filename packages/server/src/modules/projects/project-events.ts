import { displayApiDate } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import type { Scope } from '../../platform/scope';
import { contractors } from '../contractors';
import { notifyUsers } from '../notifications';
import { employees } from '../people';
import { projectCode } from './project-lookup';
import type { projectAllocations, projects } from './projects.tables';

type ProjectRow = typeof projects.$inferSelect;
type AllocationRow = typeof projectAllocations.$inferSelect;

const title = (project: ProjectRow) => `${projectCode(project)} ${project.name}`;

/** Tells the project's people, other than who did it, that it is now active; the resolver opens it. */
export async function notifyActivated(scope: Scope, project: ProjectRow) {
  const people = [
    project.projectOwnerId,
    project.deliveryLeadId,
    project.salesExecutiveId,
    project.assignedSalesExecutiveId,
  ];
  const to = people.filter((id): id is number => id !== null && id !== scope.by.actorUserId);
  if (!to.length) return;
  await notifyUsers(scope, {
    recipientUserIds: to,
    text: `${title(project)} is now active`,
    data: { request_id: project.id, request_type: 'project', display_id: projectCode(project) },
    action: 'project_activated',
    recipientType: 'project_member',
  });
}

/** The user of an allocation's person, employee or contractor. */
async function userOfAllocation(tx: Tx, organizationId: number, allocation: AllocationRow) {
  const [row] =
    allocation.employeeId === null
      ? await tx
          .select({ userId: contractors.userId })
          .from(contractors)
          .where(
            and(
              eq(contractors.organizationId, organizationId),
              eq(contractors.id, allocation.contractorId as number),
            ),
          )
      : await tx
          .select({ userId: employees.userId })
          .from(employees)
          .where(and(eq(employees.organizationId, organizationId), eq(employees.id, allocation.employeeId)));
  return row?.userId ?? null;
}

/**
 * Tells a person they were allocated to a project, or released from it. Their home opens: the project's own
 * screens belong to those who run it.
 */
export async function notifyAllocation(
  scope: Scope,
  project: ProjectRow,
  allocation: AllocationRow,
  change: 'added' | 'released',
) {
  const userId = await userOfAllocation(scope.tx, scope.org.id, allocation);
  if (userId === null || userId === scope.by.actorUserId) return;
  const text =
    change === 'added'
      ? `You are allocated to ${title(project)} from ${displayApiDate(allocation.startDate)} to ${displayApiDate(allocation.endDate)} at ${allocation.allocationPercent}%`
      : `You are released from ${title(project)}`;
  await notifyUsers(scope, {
    recipientUserIds: [userId],
    text,
    data: { request_id: allocation.id, request_type: 'allocation', display_id: projectCode(project) },
    action: `allocation_${change}`,
    recipientType: 'resource',
  });
}
