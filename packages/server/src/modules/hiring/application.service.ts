import {
  type ApplicationAction,
  type ApplicationCreate,
  type ApplicationStatus,
  applicationRefusal,
  type HiringRequestStatus,
  type HiringStage,
  hiringFlowIssues,
  mayActOnApplications,
  nextApplicationStatus,
  requestRefusalForApplications,
  targetStageIndex,
} from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { findHiringFlow, stageOf } from './application.queries';
import { applicationEvents, applications, candidates, hiringFlows, hiringRequests } from './hiring.tables';

type ApplicationRow = typeof applications.$inferSelect;

async function recordEvent(
  scope: Scope,
  applicationId: number,
  event: {
    action: string;
    fromStage?: string | null;
    toStage?: string | null;
    fromStatus?: string | null;
    toStatus?: string | null;
    reason?: string | null;
  },
) {
  await scope.tx.insert(applicationEvents).values({
    organizationId: scope.org.id,
    applicationId,
    action: event.action,
    fromStage: event.fromStage ?? null,
    toStage: event.toStage ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    reason: event.reason ?? null,
    byUserId: scope.by.actorUserId,
  });
}

async function requestOf(scope: Scope, id: number) {
  const [request] = await scope.tx
    .select({
      id: hiringRequests.id,
      status: hiringRequests.status,
      raised_by_id: hiringRequests.raisedBy,
      recruiter_id: hiringRequests.recruiterId,
    })
    .from(hiringRequests)
    .where(and(eq(hiringRequests.organizationId, scope.org.id), eq(hiringRequests.id, id)))
    .for('share');
  return request ?? null;
}

/**
 * Adds a candidate to an open hiring request, at the flow's first stage, the source the candidate's unless given.
 * Only a request the caller may act on (recruitment managers any, a recruiter theirs), never a blacklisted
 * candidate, once per candidate and request.
 */
export async function addApplication(scope: Scope, input: ApplicationCreate) {
  const { tx, org } = scope;
  const request = await requestOf(scope, input.hiring_request_id);
  if (!request) throw new AppError('invalid', { status: 400, codes: { hiring_request_id: ['invalid'] } });
  assertAllowed(mayActOnApplications(scopeActor(scope), request));
  const refusal = requestRefusalForApplications(request.status as HiringRequestStatus);
  if (refusal) throw new AppError(refusal);
  const [candidate] = await tx
    .select({ id: candidates.id, source: candidates.source, isBlacklisted: candidates.isBlacklisted })
    .from(candidates)
    .where(and(eq(candidates.organizationId, org.id), eq(candidates.id, input.candidate_id)));
  if (!candidate) throw new AppError('invalid', { status: 400, codes: { candidate_id: ['invalid'] } });
  if (candidate.isBlacklisted) throw new AppError('candidate_blacklisted');
  const [first] = await findHiringFlow(tx, org.id);
  const [row] = await tx
    .insert(applications)
    .values({
      organizationId: org.id,
      candidateId: candidate.id,
      hiringRequestId: request.id,
      stageKey: (first as HiringStage).key,
      source: input.source ?? candidate.source,
      createdBy: scope.by.actorUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('application_duplicate');
  await recordEvent(scope, row.id, { action: 'apply', toStage: row.stageKey, toStatus: row.status });
  await scope.audit({
    action: 'application.create',
    entityType: 'application',
    entityId: row.id,
    after: row,
  });
  return row;
}

/** The application, locked for a change, with what its rules read; 404 when the organisation has none of that id. */
async function lockApplication(scope: Scope, id: number) {
  const [row] = await scope.tx
    .select({
      application: applications,
      requestStatus: hiringRequests.status,
      raisedBy: hiringRequests.raisedBy,
      recruiterId: hiringRequests.recruiterId,
      blacklisted: candidates.isBlacklisted,
    })
    .from(applications)
    .innerJoin(
      hiringRequests,
      and(
        eq(hiringRequests.organizationId, scope.org.id),
        eq(hiringRequests.id, applications.hiringRequestId),
      ),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.organizationId, scope.org.id), eq(candidates.id, applications.candidateId)),
    )
    .where(and(eq(applications.organizationId, scope.org.id), eq(applications.id, id)))
    .for('update', { of: applications });
  if (!row) throw new AppError('not_found');
  return row;
}

/** The application locked, once the caller may act on its request: for the interviews of its rounds too. */
export async function lockApplicationToAct(scope: Scope, id: number) {
  const row = await lockApplication(scope, id);
  assertAllowed(
    mayActOnApplications(scopeActor(scope), { raised_by_id: row.raisedBy, recruiter_id: row.recruiterId }),
  );
  return row;
}

async function change(
  scope: Scope,
  before: ApplicationRow,
  action: string,
  changes: Partial<typeof applications.$inferInsert>,
  reason: string | null,
) {
  const [after] = await scope.tx
    .update(applications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(applications.organizationId, scope.org.id), eq(applications.id, before.id)))
    .returning();
  if (!after) throw new AppError('not_found');
  await recordEvent(scope, before.id, {
    action,
    fromStage: before.stageKey,
    toStage: after.stageKey,
    fromStatus: before.status,
    toStatus: after.status,
    reason,
  });
  await scope.audit({
    action: `application.${action}`,
    entityType: 'application',
    entityId: before.id,
    before: { stageKey: before.stageKey, status: before.status },
    after: { stageKey: after.stageKey, status: after.status, reason },
  });
  return after;
}

/**
 * Moves an application on one stage, skips it forward past stages, holds, resumes or rejects it (spec 4), as the
 * state machine of contracts allows; the board's drags come here too. The request must let its applications be
 * acted on and the caller act on it.
 */
export async function transitionApplication(
  scope: Scope,
  id: number,
  action: ApplicationAction,
  toStage: string | undefined,
  reason: string | null,
) {
  const row = await lockApplicationToAct(scope, id);
  const before = row.application;
  const stages = await findHiringFlow(scope.tx, scope.org.id);
  const current = stageOf(stages, before.stageKey).index;
  let to: number | undefined;
  if (toStage !== undefined) {
    to = stages.findIndex((stage) => stage.key === toStage);
    if (to < 0) throw new AppError('invalid', { status: 400, codes: { to_stage: ['invalid'] } });
  }
  const state = {
    status: before.status as ApplicationStatus,
    stage_index: current,
    candidate_blacklisted: row.blacklisted,
    request_status: row.requestStatus as HiringRequestStatus,
  };
  const refusal = applicationRefusal(state, action, stages.length, to);
  if (refusal) throw new AppError(refusal);
  const target = targetStageIndex(current, stages.length, action, to) as number;
  const stage = stages[target] as HiringStage;
  const moves = target !== current;
  return change(
    scope,
    before,
    action,
    {
      status: nextApplicationStatus(action, target, stages.length),
      ...(moves ? { stageKey: stage.key, stageSince: sql`now()` as unknown as Date } : {}),
      ...(action === 'move' ? {} : { statusReason: reason }),
    },
    reason,
  );
}

/** Moves an application whose candidate joined to the flow's joined stage, its status joined. */
export async function joinApplication(scope: Scope, before: ApplicationRow, reason: string | null) {
  const stages = await findHiringFlow(scope.tx, scope.org.id);
  const joined = stages.find((stage) => stage.kind === 'joined') as HiringStage;
  return change(
    scope,
    before,
    'join',
    { status: 'joined', stageKey: joined.key, stageSince: sql`now()` as unknown as Date },
    reason,
  );
}

/**
 * Rejects a candidate's ongoing applications (in progress or on hold) when they are blacklisted, each with the
 * blacklisting's reason on its history.
 */
export async function rejectOngoingApplications(scope: Scope, candidateId: number, reason: string) {
  const ongoing = await scope.tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.organizationId, scope.org.id),
        eq(applications.candidateId, candidateId),
        inArray(applications.status, ['in-progress', 'on-hold']),
      ),
    )
    .for('update');
  for (const before of ongoing)
    await change(
      scope,
      before,
      'reject',
      { status: 'rejected', statusReason: reason },
      `Blacklisted: ${reason}`,
    );
  return ongoing.length;
}

/** Sets the organisation's hiring flow (its stages in order); stages applications stand at must stay in it. */
export async function setHiringFlow(scope: Scope, stages: HiringStage[]) {
  if (hiringFlowIssues(stages)) throw new AppError('hiring_flow_invalid');
  const used = await scope.tx
    .selectDistinct({ stage: applications.stageKey })
    .from(applications)
    .where(eq(applications.organizationId, scope.org.id));
  const keys = new Set(stages.map((stage) => stage.key));
  if (used.some((row) => !keys.has(row.stage))) throw new AppError('hiring_flow_invalid');
  const before = await findHiringFlow(scope.tx, scope.org.id);
  await scope.tx
    .insert(hiringFlows)
    .values({ organizationId: scope.org.id, stages })
    .onConflictDoUpdate({ target: hiringFlows.organizationId, set: { stages, updatedAt: sql`now()` } });
  await scope.audit({
    action: 'hiring_flow.update',
    entityType: 'hiring_flow',
    entityId: scope.org.id,
    before: { stages: before },
    after: { stages },
  });
  return stages;
}
