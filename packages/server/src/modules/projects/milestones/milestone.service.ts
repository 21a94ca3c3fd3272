import type {
  MilestoneCheckIn,
  MilestoneComplete,
  MilestoneCreate,
  MilestoneUpdate,
} from '@atrium/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import { unlinkMilestoneRevenue } from '../ledger/financial-record.service';
import { markFiguresChanged } from '../margins/project-figures.service';
import { lockOpenProject, lockProjectPart } from '../project-locks';
import { projectAllocations, projectMilestones, resourceGroups } from '../projects.tables';

type MilestoneRow = typeof projectMilestones.$inferSelect;

/** Planned and actual dates fall within the project's dates, where it has them (spec 5). */
function assertWithinProject(
  window: { startDate: string | null; endDate: string | null },
  dates: (string | null | undefined)[],
) {
  const outside = dates.some(
    (date) =>
      date && ((window.startDate && date < window.startDate) || (window.endDate && date > window.endDate)),
  );
  if (outside) throw new AppError('milestone_outside_project');
}

export async function createMilestone(scope: Scope, projectId: number, input: MilestoneCreate) {
  const { tx, org } = scope;
  assertWithinProject(await lockOpenProject(tx, org.id, projectId), [input.planned_date, input.actual_date]);
  const [milestone] = await tx
    .insert(projectMilestones)
    .values({
      organizationId: org.id,
      projectId,
      name: input.name,
      plannedDate: input.planned_date,
      plannedAmount: input.planned_amount,
      actualDate: input.actual_date ?? null,
      actualAmount: input.actual_amount ?? null,
    })
    .returning();
  if (!milestone) throw new Error('milestone insert returned nothing');
  await scope.audit({
    action: 'milestone.create',
    entityType: 'milestone',
    entityId: milestone.id,
    after: milestone,
  });
  await markFiguresChanged(scope, [projectId]);
  return milestone;
}

export async function updateMilestone(scope: Scope, projectId: number, id: number, input: MilestoneUpdate) {
  const { tx, org } = scope;
  const window = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectMilestones, org.id, projectId, id);
  const changes = Object.fromEntries(
    Object.entries({
      name: input.name,
      plannedDate: input.planned_date,
      plannedAmount: input.planned_amount,
      actualDate: input.actual_date,
      actualAmount: input.actual_amount,
    }).filter(([, value]) => value !== undefined),
  );
  assertWithinProject(window, [
    changes.plannedDate as string | undefined,
    changes.actualDate as string | undefined,
  ]);
  const [after] = await tx
    .update(projectMilestones)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projectMilestones.organizationId, org.id), eq(projectMilestones.id, id)))
    .returning();
  await scope.audit({ action: 'milestone.update', entityType: 'milestone', entityId: id, before, after });
  await markFiguresChanged(scope, [projectId]);
  return after ?? before;
}

/** Only a milestone of an active project, not yet completed, may be checked in or completed (spec 4). */
function assertActive(project: { status: string }, milestone: MilestoneRow) {
  if (project.status !== 'active' || milestone.status === 'completed')
    throw new AppError('inactive_milestone');
}

/** Records what the milestone achieved: its actual date and amount. */
export async function checkInMilestone(scope: Scope, projectId: number, id: number, input: MilestoneCheckIn) {
  const { tx, org } = scope;
  const window = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectMilestones, org.id, projectId, id);
  assertActive(window, before);
  assertWithinProject(window, [input.actual_date]);
  const [after] = await tx
    .update(projectMilestones)
    .set({
      actualDate: input.actual_date,
      actualAmount: input.actual_amount,
      status: 'checked-in',
      updatedAt: sql`now()`,
    })
    .where(and(eq(projectMilestones.organizationId, org.id), eq(projectMilestones.id, id)))
    .returning();
  await scope.audit({ action: 'milestone.check_in', entityType: 'milestone', entityId: id, before, after });
  await markFiguresChanged(scope, [projectId]);
  return after ?? before;
}

/** The allocations of the groups staffed for a milestone. */
const milestoneGroups = (tx: Tx, organizationId: number, milestoneId: number) =>
  tx
    .select({ id: resourceGroups.id })
    .from(resourceGroups)
    .where(
      and(eq(resourceGroups.organizationId, organizationId), eq(resourceGroups.milestoneId, milestoneId)),
    );

/** Completes the milestone; with `release_on`, its people's allocations end that day (an early release). */
export async function completeMilestone(
  scope: Scope,
  projectId: number,
  id: number,
  input: MilestoneComplete,
) {
  const { tx, org } = scope;
  const window = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectMilestones, org.id, projectId, id);
  assertActive(window, before);
  const [after] = await tx
    .update(projectMilestones)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(and(eq(projectMilestones.organizationId, org.id), eq(projectMilestones.id, id)))
    .returning();
  const released = [];
  if (input.release_on) {
    const groupIds = (await milestoneGroups(tx, org.id, id)).map((group) => group.id);
    if (groupIds.length) {
      released.push(
        ...(await tx
          .update(projectAllocations)
          .set({
            endDate: sql`greatest(${projectAllocations.startDate}, ${input.release_on}::date)`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(projectAllocations.organizationId, org.id),
              inArray(projectAllocations.resourceGroupId, groupIds),
              gt(projectAllocations.endDate, input.release_on),
            ),
          )
          .returning()),
      );
    }
  }
  await scope.audit([
    { action: 'milestone.complete', entityType: 'milestone', entityId: id, before, after },
    ...released.map((allocation) => ({
      action: 'project_allocation.release',
      entityType: 'project_allocation',
      entityId: allocation.id,
      after: allocation,
    })),
  ]);
  await markFiguresChanged(scope, [projectId]);
  return { milestone: after ?? before, released: released.length };
}

/** Deletes the milestone and de-allocates the people of the groups staffed for it. */
export async function deleteMilestone(scope: Scope, projectId: number, id: number) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectMilestones, org.id, projectId, id);
  const groupIds = (await milestoneGroups(tx, org.id, id)).map((group) => group.id);
  const released = groupIds.length
    ? await tx
        .delete(projectAllocations)
        .where(
          and(
            eq(projectAllocations.organizationId, org.id),
            inArray(projectAllocations.resourceGroupId, groupIds),
          ),
        )
        .returning()
    : [];
  if (groupIds.length)
    await tx
      .update(resourceGroups)
      .set({ milestoneId: null, updatedAt: sql`now()` })
      .where(and(eq(resourceGroups.organizationId, org.id), inArray(resourceGroups.id, groupIds)));
  await unlinkMilestoneRevenue(tx, org.id, id);
  await tx
    .delete(projectMilestones)
    .where(and(eq(projectMilestones.organizationId, org.id), eq(projectMilestones.id, id)));
  await scope.audit([
    ...released.map((allocation) => ({
      action: 'project_allocation.delete',
      entityType: 'project_allocation',
      entityId: allocation.id,
      before: allocation,
    })),
    { action: 'milestone.delete', entityType: 'milestone', entityId: id, before },
  ]);
  await markFiguresChanged(scope, [projectId]);
  return released.length;
}
