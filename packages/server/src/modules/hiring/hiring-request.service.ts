import {
  type HiringRequestAction,
  type HiringRequestCreate,
  type HiringRequestTransition,
  type HiringRequestUpdate,
  hiringRangeIssues,
  nextHiringRequestStatus,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import { AppError, invalid } from '../../platform/http/app-error';
import { type Scope, scopeActor } from '../../platform/scope';
import { departments, designations } from '../org-setup';
import { assertMayAct } from './hiring.policy';
import { hiringRequestEvents, hiringRequests } from './hiring.tables';
import { findRecruiters } from './hiring-history.queries';
import { type HiringRequestRow, withRuleNames } from './hiring-request.queries';

/** The CTC range never reaches the audit trail in the clear: it is salary data. */
const SEALED = ['minCtc', 'maxCtc'];

async function assertCatalogued(tx: Tx, organizationId: number, input: Partial<HiringRequestCreate>) {
  const codes: Record<string, string[]> = {};
  if (input.designation_id !== undefined) {
    const [found] = await tx
      .select({ id: designations.id })
      .from(designations)
      .where(and(eq(designations.organizationId, organizationId), eq(designations.id, input.designation_id)));
    if (!found) codes.designation_id = ['invalid'];
  }
  if (input.department_id !== undefined) {
    const [found] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.organizationId, organizationId), eq(departments.id, input.department_id)));
    if (!found) codes.department_id = ['invalid'];
  }
  if (Object.keys(codes).length) throw invalid(codes);
}

const columnsOf = (input: HiringRequestUpdate) =>
  Object.fromEntries(
    Object.entries({
      designationId: input.designation_id,
      departmentId: input.department_id,
      positions: input.positions,
      minExperience: input.min_experience,
      maxExperience: input.max_experience,
      minCtc: input.min_ctc,
      maxCtc: input.max_ctc,
      skills: input.skills,
      specializations: input.specializations,
      locations: input.locations,
      targetDate: input.target_date,
      resourceRequest: input.resource_request === '' ? null : input.resource_request,
      description: input.description === '' ? null : input.description,
    }).filter(([, value]) => value !== undefined),
  );

async function recordEvent(
  scope: Scope,
  requestId: number,
  event: { action: string; from?: string | null; to?: string | null; reason?: string | null },
) {
  await scope.tx.insert(hiringRequestEvents).values({
    organizationId: scope.org.id,
    requestId,
    action: event.action,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    reason: event.reason ?? null,
    byUserId: scope.by.actorUserId,
  });
}

/** The request, locked for a change; 404 when the organisation has none of that id. */
async function lockRequest(scope: Scope, id: number): Promise<HiringRequestRow> {
  const [row] = await scope.tx
    .select()
    .from(hiringRequests)
    .where(and(eq(hiringRequests.organizationId, scope.org.id), eq(hiringRequests.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return withRuleNames(row);
}

/** Raises a request in the caller's name (pending approval), with its audit row and its first event. */
export async function raiseHiringRequest(scope: Scope, input: HiringRequestCreate) {
  const { tx, org } = scope;
  const actor = scopeActor(scope);
  await assertCatalogued(tx, org.id, input);
  const number = await nextNumber(tx, hiringRequests, org.id);
  const [row] = await tx
    .insert(hiringRequests)
    .values({
      ...(columnsOf(input) as unknown as typeof hiringRequests.$inferInsert),
      organizationId: org.id,
      number,
      raisedBy: actor.user_id,
    })
    .returning();
  if (!row) throw new Error('hiring_requests insert returned nothing');
  await recordEvent(scope, row.id, { action: 'raise', to: row.status });
  await scope.audit({
    action: 'hiring_request.create',
    entityType: 'hiring_request',
    entityId: row.id,
    after: row,
    sealed: SEALED,
  });
  return row;
}

/** Changes a request's fields; the ranges are checked on what it holds after the change. */
export async function editHiringRequest(scope: Scope, id: number, input: HiringRequestUpdate) {
  const before = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), before, 'edit');
  await assertCatalogued(scope.tx, scope.org.id, input);
  const merged = {
    min_experience: input.min_experience ?? before.minExperience,
    max_experience: input.max_experience ?? before.maxExperience,
    min_ctc: input.min_ctc === undefined ? before.minCtc : input.min_ctc,
    max_ctc: input.max_ctc === undefined ? before.maxCtc : input.max_ctc,
  };
  const issues = hiringRangeIssues(merged);
  if (Object.keys(issues).length) throw invalid(issues);
  const changes = columnsOf(input);
  if (!Object.keys(changes).length) return before;
  const after = await update(scope, id, changes);
  await recordEvent(scope, id, { action: 'edit' });
  await scope.audit({
    action: 'hiring_request.update',
    entityType: 'hiring_request',
    entityId: id,
    before,
    after,
    sealed: SEALED,
  });
  return after;
}

async function update(scope: Scope, id: number, changes: Record<string, unknown>) {
  const [after] = await scope.tx
    .update(hiringRequests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(hiringRequests.organizationId, scope.org.id), eq(hiringRequests.id, id)))
    .returning();
  if (!after) throw new AppError('not_found');
  return after;
}

/** Changes a request and records it: the audit row (without the CTC range) and the request's event. */
async function changeRecorded(
  scope: Scope,
  before: HiringRequestRow,
  action: HiringRequestAction,
  changes: Record<string, unknown>,
  reason: string | null = null,
) {
  const after = await update(scope, before.id, changes);
  await recordEvent(scope, before.id, {
    action,
    from: before.status,
    to: after.status,
    reason,
  });
  await scope.audit({
    action: `hiring_request.${action}`,
    entityType: 'hiring_request',
    entityId: before.id,
    before: { status: before.status, isPublished: before.isPublished, recruiterId: before.recruiterId },
    after: { status: after.status, isPublished: after.isPublished, recruiterId: after.recruiterId, reason },
  });
  return after;
}

/**
 * Approves, rejects, holds, resumes or closes a request. Approval stamps `approved_at`, from which the time to fill
 * runs; closing stamps `closed_at` and takes the job off the board, as rejecting does.
 */
export async function transitionHiringRequest(
  scope: Scope,
  id: number,
  transition: HiringRequestTransition,
  reason: string | null,
) {
  const before = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), before, transition);
  const status = nextHiringRequestStatus(before.status, transition) as string;
  const ends = status === 'closed' || status === 'rejected';
  return changeRecorded(
    scope,
    before,
    transition,
    {
      status,
      ...(transition === 'approve' ? { approvedAt: sql`now()` } : { statusReason: reason }),
      ...(status === 'closed' ? { closedAt: sql`now()` } : {}),
      ...(ends ? { isPublished: false } : {}),
    },
    reason,
  );
}

/** Publishes the job of an open request, or takes it down. */
export async function publishHiringRequest(scope: Scope, id: number, published: boolean) {
  const before = await lockRequest(scope, id);
  const action = published ? 'publish' : 'unpublish';
  assertMayAct(scopeActor(scope), before, action);
  return changeRecorded(scope, before, action, { isPublished: published });
}

/** Assigns an open request to an active recruiter of the organisation. */
export async function assignRecruiter(scope: Scope, id: number, recruiterId: number) {
  const before = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), before, 'assign');
  const recruiters = await findRecruiters(scope.tx, scope.org.id);
  if (!recruiters.some((recruiter) => recruiter.id === recruiterId))
    throw invalid({ recruiter_id: ['recruiter_not_found'] });
  return changeRecorded(scope, before, 'assign', { recruiterId });
}
