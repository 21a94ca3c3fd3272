import {
  displayApiDate,
  formatReferenceCode,
  mayRaiseResourceRequestFor,
  nextResourceRequestStatus,
  type ResourceRequestAction,
  type ResourceRequestCreate,
  type ResourceRequestStatus,
  type ResourceRequestTransition,
  type ResourceRequestUpdate,
  resourceRequestRangeIssues,
  statusAfterFulfilment,
} from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import type { DomainEvents } from '../../platform/events/domain-events';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { notifyUsers } from '../notifications';
import { designations, locations, skills } from '../org-setup';
import { employees } from '../people';
import { addAllocation, projects, resourceGroups } from '../projects';
import { resourceRequestCode } from './resource-request.queries';
import { findRmgManagerIds } from './resource-request-history.queries';
import { assertMayAct } from './resources.policy';
import { resourceRequestEvents, resourceRequests } from './resources.tables';
import { variantOf } from './resources-variant';

type RequestRow = typeof resourceRequests.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

/** The request as its rules read it: status, counts and its people. */
export const ruleView = (row: RequestRow, project: ProjectRow) => ({
  status: row.status as ResourceRequestStatus,
  count: row.count,
  filled_count: row.filledCount,
  raised_by_id: row.raisedBy,
  project_owner_id: project.projectOwnerId,
  delivery_lead_id: project.deliveryLeadId,
});

const permissionProject = (project: ProjectRow) => ({
  project_owner_id: project.projectOwnerId,
  delivery_lead_id: project.deliveryLeadId,
  sales_executive_id: project.salesExecutiveId,
  assigned_sales_executive_id: project.assignedSalesExecutiveId,
});

async function findProject(tx: Tx, organizationId: number, projectId: number) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)));
  return project ?? null;
}

/** Refuses ids that name nothing of the organisation, each under its field, and a group of another project. */
async function assertCatalogued(
  tx: Tx,
  organizationId: number,
  projectId: number,
  input: Partial<ResourceRequestCreate>,
) {
  const codes: Record<string, string[]> = {};
  const exists = async (table: typeof designations | typeof locations, id: number) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), eq(table.id, id)))
    ).length > 0;
  if (input.designation_id !== undefined && !(await exists(designations, input.designation_id)))
    codes.designation_id = ['invalid'];
  if (input.location_id != null && !(await exists(locations, input.location_id)))
    codes.location_id = ['invalid'];
  if (input.resource_group_id !== undefined) {
    const [group] = await tx
      .select({ projectId: resourceGroups.projectId })
      .from(resourceGroups)
      .where(
        and(
          eq(resourceGroups.organizationId, organizationId),
          eq(resourceGroups.id, input.resource_group_id),
        ),
      );
    if (group?.projectId !== projectId) codes.resource_group_id = ['resource_group_not_in_project'];
  }
  if (input.skills?.length) {
    const ids = input.skills.map((skill) => skill.skill_id);
    const found = await tx
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(skills.organizationId, organizationId), inArray(skills.id, ids)));
    if (found.length !== new Set(ids).size) codes.skills = ['invalid'];
  }
  if (Object.keys(codes).length) throw invalid(codes);
}

const columnsOf = (input: ResourceRequestUpdate) =>
  Object.fromEntries(
    Object.entries({
      resourceGroupId: input.resource_group_id,
      designationId: input.designation_id,
      skills: input.skills,
      minExperience: input.min_experience,
      maxExperience: input.max_experience,
      locationId: input.location_id,
      allocationPercent: input.allocation_percent,
      isBillable: input.is_billable,
      startDate: input.start_date,
      endDate: input.end_date,
      count: input.count,
      priority: input.priority,
      notes: input.notes === '' ? null : input.notes,
    }).filter(([, value]) => value !== undefined),
  );

export async function recordEvent(
  scope: Scope,
  requestId: number,
  event: {
    action: string;
    from?: string | null;
    to?: string | null;
    comment?: string | null;
    employeeId?: number | null;
    allocationId?: number | null;
  },
) {
  await scope.tx.insert(resourceRequestEvents).values({
    organizationId: scope.org.id,
    requestId,
    action: event.action,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    comment: event.comment ?? null,
    employeeId: event.employeeId ?? null,
    allocationId: event.allocationId ?? null,
    byUserId: scope.by.actorUserId,
  });
}

/** The request and its project, the request locked for a change; 404 when the organisation has none of that id. */
export async function lockRequest(scope: Scope, id: number) {
  const [row] = await scope.tx
    .select()
    .from(resourceRequests)
    .where(and(eq(resourceRequests.organizationId, scope.org.id), eq(resourceRequests.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  const project = await findProject(scope.tx, scope.org.id, row.projectId);
  if (!project) throw new AppError('not_found');
  return { row, project };
}

async function update(scope: Scope, id: number, changes: Record<string, unknown>) {
  const [after] = await scope.tx
    .update(resourceRequests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(resourceRequests.organizationId, scope.org.id), eq(resourceRequests.id, id)))
    .returning();
  if (!after) throw new AppError('not_found');
  return after;
}

export const titleOf = (row: RequestRow, project: ProjectRow) =>
  `${resourceRequestCode(row.number)} for ${formatReferenceCode('project', project.number)} ${project.name}`;

/** Tells people other than the one acting about a request; the resolver opens Resource Management on it. */
export async function notify(
  scope: Scope,
  to: (number | null)[],
  row: RequestRow,
  text: string,
  action: string,
) {
  const recipients = [...new Set(to)].filter(
    (id): id is number => id !== null && id !== scope.by.actorUserId,
  );
  if (!recipients.length) return;
  await notifyUsers(scope, {
    recipientUserIds: recipients,
    text,
    data: {
      request_id: row.id,
      request_type: 'resource_request',
      display_id: resourceRequestCode(row.number),
    },
    action,
    recipientType: 'resource_request',
  });
}

/**
 * Raises a request in the caller's name (pending) against a project they may ask resources for, with its audit
 * row and first event, and tells the RMG managers.
 */
export async function raiseResourceRequest(scope: Scope, input: ResourceRequestCreate) {
  const project = await findProject(scope.tx, scope.org.id, input.project_id);
  if (!project) throw invalid({ project_id: ['invalid'] });
  const actor = scopeActor(scope);
  assertAllowed(mayRaiseResourceRequestFor(variantOf(scope.org), actor, permissionProject(project)));
  return insertRequest(scope, project, input, { raisedBy: actor.user_id, why: '' });
}

/**
 * A request written for a project of the organisation that is not closed, raised by `raisedBy`, with its audit row
 * and first event, the RMG managers told (`why` before the count in their notification: 'Backfill: ').
 */
export async function insertRequest(
  scope: Scope,
  project: ProjectRow,
  input: ResourceRequestCreate,
  { raisedBy, why }: { raisedBy: number; why: string },
) {
  const { tx, org } = scope;
  if (project.status === 'closed') throw new AppError('project_closed');
  await assertCatalogued(tx, org.id, project.id, input);
  const number = await nextNumber(tx, resourceRequests, org.id);
  const [row] = await tx
    .insert(resourceRequests)
    .values({
      ...(columnsOf(input) as unknown as typeof resourceRequests.$inferInsert),
      organizationId: org.id,
      number,
      projectId: project.id,
      raisedBy,
    })
    .returning();
  if (!row) throw new Error('resource_requests insert returned nothing');
  await recordEvent(scope, row.id, { action: 'raise', to: row.status });
  await scope.audit({
    action: 'resource_request.create',
    entityType: 'resource_request',
    entityId: row.id,
    after: row,
  });
  await notify(
    scope,
    await findRmgManagerIds(tx, org.id),
    row,
    `${titleOf(row, project)}: ${why}${row.count} ${row.count === 1 ? 'person' : 'people'} requested`,
    'resource_request_raised',
  );
  return row;
}

/** Changes a request's fields while it is pending or open; the ranges are checked on what it holds after. */
export async function editResourceRequest(scope: Scope, id: number, input: ResourceRequestUpdate) {
  const { row: before, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(before, project), 'edit');
  await assertCatalogued(scope.tx, scope.org.id, before.projectId, input);
  const issues = resourceRequestRangeIssues({
    min_experience: input.min_experience ?? before.minExperience,
    max_experience: input.max_experience ?? before.maxExperience,
    start_date: input.start_date ?? before.startDate,
    end_date: input.end_date ?? before.endDate,
  });
  if (Object.keys(issues).length) throw invalid(issues);
  const changes = columnsOf(input);
  if (!Object.keys(changes).length) return before;
  const after = await update(scope, id, changes);
  await recordEvent(scope, id, { action: 'edit' });
  await scope.audit({
    action: 'resource_request.update',
    entityType: 'resource_request',
    entityId: id,
    before,
    after,
  });
  return after;
}

/** Changes the status and records it: the audit row and the request's event. */
export async function changeRecorded(
  scope: Scope,
  before: RequestRow,
  action: ResourceRequestAction,
  changes: Record<string, unknown>,
  extra: { comment?: string | null; employeeId?: number; allocationId?: number } = {},
) {
  const after = await update(scope, before.id, changes);
  await recordEvent(scope, before.id, { action, from: before.status, to: after.status, ...extra });
  await scope.audit({
    action: `resource_request.${action}`,
    entityType: 'resource_request',
    entityId: before.id,
    before: { status: before.status, filledCount: before.filledCount },
    after: {
      status: after.status,
      filledCount: after.filledCount,
      comment: extra.comment ?? null,
      employeeId: extra.employeeId ?? null,
      allocationId: extra.allocationId ?? null,
    },
  });
  return after;
}

/** Accepts, starts, closes or cancels a request; closing and cancelling tell its requester. */
export async function transitionResourceRequest(
  scope: Scope,
  id: number,
  transition: ResourceRequestTransition,
  comment: string | null,
) {
  const { row: before, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(before, project), transition);
  const status = nextResourceRequestStatus(before.status as ResourceRequestStatus, transition) as string;
  const after = await changeRecorded(scope, before, transition, { status }, { comment });
  const words = { accept: 'accepted', start: 'being worked on', close: 'closed', cancel: 'cancelled' }[
    transition
  ];
  await notify(
    scope,
    [before.raisedBy],
    after,
    `${titleOf(after, project)} is ${words}`,
    `resource_request_${transition}`,
  );
  return after;
}

/** Leaves a comment in the request's history. */
export async function commentOnResourceRequest(scope: Scope, id: number, comment: string) {
  const { row, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(row, project), 'comment');
  await recordEvent(scope, id, { action: 'comment', comment });
  await scope.audit({
    action: 'resource_request.comment',
    entityType: 'resource_request',
    entityId: id,
    after: { comment },
  });
}

/**
 * Fulfils one position of an open or in-progress request with an employee: an allocation on its project and
 * group for its dates and share, made by projects' own service so the team's rules (discrepancies, overlaps, a
 * closed project) apply; then the request counts one more and moves on (fulfilled once its count is met). Tells the
 * requester.
 */
export async function fulfilResourceRequest(scope: Scope, id: number, employeeId: number) {
  const { row: before, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(before, project), 'fulfil');
  return allocateAgainst(scope, before, project, employeeId);
}

/**
 * Allocates an employee against a request the caller may fulfil (its state checked by the caller): the allocation
 * through projects' service, the count and status moved on, the event and audit row, the requester told.
 */
export async function allocateAgainst(
  scope: Scope,
  before: RequestRow,
  project: ProjectRow,
  employeeId: number,
) {
  const id = before.id;
  const [employee] = await scope.tx
    .select({ id: employees.id, status: employees.status })
    .from(employees)
    .where(and(eq(employees.organizationId, scope.org.id), eq(employees.id, employeeId)));
  if (employee?.status !== 'active') throw invalid({ employee_id: ['invalid'] });
  const [already] = await scope.tx
    .select({ id: resourceRequestEvents.id })
    .from(resourceRequestEvents)
    .where(
      and(
        eq(resourceRequestEvents.organizationId, scope.org.id),
        eq(resourceRequestEvents.requestId, id),
        eq(resourceRequestEvents.action, 'fulfil'),
        eq(resourceRequestEvents.employeeId, employeeId),
      ),
    )
    .limit(1);
  if (already) throw new AppError('resource_request_person_allocated');
  const allocation = await addAllocation(scope, before.projectId, before.resourceGroupId, {
    employee_id: employeeId,
    start_date: before.startDate,
    end_date: before.endDate,
    allocation_percent: before.allocationPercent,
    status: before.isBillable ? 'billable' : 'non-billable',
  });
  const status = statusAfterFulfilment(ruleView(before, project));
  const after = await changeRecorded(
    scope,
    before,
    'fulfil',
    { status, filledCount: before.filledCount + 1 },
    { employeeId, allocationId: allocation.id },
  );
  await notify(
    scope,
    [before.raisedBy],
    after,
    `${titleOf(after, project)}: ${after.filledCount} of ${after.count} allocated`,
    'resource_request_fulfilled',
  );
  return after;
}

/** Statuses of a request still looking for people. */
const LOOKING = ['pending', 'open', 'in-progress'];

/**
 * A hire who joins against a resource request (its hiring request names the request's code) is proposed for it: the
 * request's history records them and the RMG managers and the one who raised it are told, to allocate them.
 */
export async function proposeJoiner(scope: Scope, joined: DomainEvents['hiring.candidate_joined']) {
  const number = Number(joined.resourceRequest?.match(/^RR-0*(\d+)$/i)?.[1]);
  if (!Number.isSafeInteger(number) || number <= 0) return;
  const [row] = await scope.tx
    .select()
    .from(resourceRequests)
    .where(and(eq(resourceRequests.organizationId, scope.org.id), eq(resourceRequests.number, number)));
  if (!row || !LOOKING.includes(row.status) || row.filledCount >= row.count) return;
  const project = await findProject(scope.tx, scope.org.id, row.projectId);
  if (!project) return;
  await recordEvent(scope, row.id, {
    action: 'propose',
    employeeId: joined.employeeId,
    comment: `Joined on ${displayApiDate(joined.dateOfJoining)}`,
  });
  await notify(
    scope,
    [...(await findRmgManagerIds(scope.tx, scope.org.id)), row.raisedBy],
    row,
    `${titleOf(row, project)}: a hire who joined against it is proposed for its allocation`,
    'resource_request_proposed',
  );
}
