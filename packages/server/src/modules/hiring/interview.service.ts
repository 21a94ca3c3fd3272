import {
  type ApplicationStatus,
  applicationRefusal,
  type HiringRequestStatus,
  type InterviewFeedbackInput,
  type InterviewSchedule,
  type InterviewStatus,
  interviewRefusal,
  interviewStatusAt,
  scorecardComplete,
} from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { users } from '../accounts';
import { notifyUsers } from '../notifications';
import { findHiringFlow, stageOf } from './application.queries';
import { lockApplicationToAct } from './application.service';
import { candidates, interviewFeedback, interviewInterviewers, interviews } from './hiring.tables';

type InterviewRow = typeof interviews.$inferSelect;

/** The interviewers named, once each, when every one is an active person of the organisation. */
async function assertInterviewers(scope: Scope, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await scope.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, scope.org.id), inArray(users.id, unique), eq(users.isActive, true)));
  if (found.length !== unique.length) throw invalid({ interviewer_ids: ['interviewer_not_found'] });
  return unique;
}

async function seat(scope: Scope, interviewId: number, userIds: number[]) {
  await scope.tx
    .delete(interviewInterviewers)
    .where(
      and(
        eq(interviewInterviewers.organizationId, scope.org.id),
        eq(interviewInterviewers.interviewId, interviewId),
      ),
    );
  await scope.tx
    .insert(interviewInterviewers)
    .values(userIds.map((userId) => ({ organizationId: scope.org.id, interviewId, userId })));
}

/** Tells the interviewers about their interview; the notice opens the interviews and feedback tool. */
async function tellInterviewers(scope: Scope, interview: InterviewRow, userIds: number[], text: string) {
  const others = userIds.filter((id) => id !== scope.by.actorUserId);
  if (!others.length) return;
  await notifyUsers(scope, {
    recipientUserIds: others,
    text,
    data: { request_id: interview.id, request_type: 'interview', display_id: `Interview #${interview.id}` },
    action: 'tas:interview-scheduled',
    recipientType: 'interviewer',
  });
}

const when = (startsAt: Date, timeZone: string) =>
  startsAt.toLocaleString('en-IN', { timeZone, dateStyle: 'medium', timeStyle: 'short' });

async function candidateName(scope: Scope, candidateId: number) {
  const [row] = await scope.tx
    .select({ first: candidates.firstName, last: candidates.lastName })
    .from(candidates)
    .where(and(eq(candidates.organizationId, scope.org.id), eq(candidates.id, candidateId)));
  return row ? `${row.first} ${row.last}`.trim() : 'a candidate';
}

/**
 * Schedules the interview of the round an application stands at: one proposed slot, the interviewers, the meeting
 * link. The application must be able to act (its request open, itself in progress, its candidate not blacklisted)
 * and stand at an interview stage with no interview of that round yet.
 */
export async function scheduleInterview(scope: Scope, applicationId: number, input: InterviewSchedule) {
  const row = await lockApplicationToAct(scope, applicationId);
  const application = row.application;
  const stages = await findHiringFlow(scope.tx, scope.org.id);
  const stage = stageOf(stages, application.stageKey);
  // A hold is what an application able to act allows: its refusal names why one cannot (request, rejected, hold).
  const refusal = applicationRefusal(
    {
      status: application.status as ApplicationStatus,
      stage_index: stage.index,
      candidate_blacklisted: row.blacklisted,
      request_status: row.requestStatus as HiringRequestStatus,
    },
    'hold',
    stages.length,
  );
  if (refusal) throw new AppError(refusal);
  if (stage.kind !== 'interview') throw new AppError('interview_stage_required');
  const [taken] = await scope.tx
    .select({ value: sql<number>`count(*)::int` })
    .from(interviews)
    .where(
      and(
        eq(interviews.organizationId, scope.org.id),
        eq(interviews.applicationId, applicationId),
        eq(interviews.stageKey, stage.key),
      ),
    );
  if ((taken?.value ?? 0) > 0) throw new AppError('interview_already_scheduled');
  const interviewerIds = await assertInterviewers(scope, input.interviewer_ids);
  const [created] = await scope.tx
    .insert(interviews)
    .values({
      organizationId: scope.org.id,
      applicationId,
      stageKey: stage.key,
      startsAt: new Date(input.starts_at),
      durationMinutes: input.duration_minutes,
      meetingLink: input.meeting_link ?? null,
      scheduledBy: scope.by.actorUserId,
    })
    .returning();
  if (!created) throw new Error('interviews insert returned nothing');
  await seat(scope, created.id, interviewerIds);
  await scope.audit({
    action: 'interview.create',
    entityType: 'interview',
    entityId: created.id,
    after: { ...created, interviewerIds },
  });
  await tellInterviewers(
    scope,
    created,
    interviewerIds,
    `${stage.name} with ${await candidateName(scope, application.candidateId)} on ${when(created.startsAt, scope.org.timezone)}`,
  );
  return created;
}

/** The interview locked for a change, its application locked once the caller may act on it. */
async function lockInterview(scope: Scope, id: number) {
  const [interview] = await scope.tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.organizationId, scope.org.id), eq(interviews.id, id)))
    .for('update');
  if (!interview) throw new AppError('not_found');
  return interview;
}

const statusNow = (scope: Scope, interview: InterviewRow): InterviewStatus =>
  interviewStatusAt(
    interview.status as Exclude<InterviewStatus, 'in-progress'>,
    interview.startsAt.toISOString(),
    scope.clock.now(),
  );

async function changeInterview(
  scope: Scope,
  before: InterviewRow,
  action: string,
  changes: Partial<typeof interviews.$inferInsert>,
) {
  const [after] = await scope.tx
    .update(interviews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(interviews.organizationId, scope.org.id), eq(interviews.id, before.id)))
    .returning();
  if (!after) throw new AppError('not_found');
  await scope.audit({
    action: `interview.${action}`,
    entityType: 'interview',
    entityId: before.id,
    before,
    after,
  });
  return after;
}

/**
 * Changes a schedule that has not begun: a new slot (a declined one's included) is proposed again, new
 * interviewers are told.
 */
export async function editInterview(scope: Scope, id: number, input: Partial<InterviewSchedule>) {
  const before = await lockInterview(scope, id);
  await lockApplicationToAct(scope, before.applicationId);
  const refusal = interviewRefusal(statusNow(scope, before), 'edit');
  if (refusal) throw new AppError(refusal);
  const reslotted =
    input.starts_at !== undefined && Date.parse(input.starts_at) !== before.startsAt.getTime();
  const after = await changeInterview(scope, before, 'update', {
    ...(input.starts_at !== undefined ? { startsAt: new Date(input.starts_at) } : {}),
    ...(input.duration_minutes !== undefined ? { durationMinutes: input.duration_minutes } : {}),
    ...(input.meeting_link !== undefined ? { meetingLink: input.meeting_link } : {}),
    ...(reslotted || before.status === 'declined' ? { status: 'proposed', declineReason: null } : {}),
  });
  if (input.interviewer_ids) {
    const interviewerIds = await assertInterviewers(scope, input.interviewer_ids);
    await seat(scope, id, interviewerIds);
    await tellInterviewers(
      scope,
      after,
      interviewerIds,
      `An interview you sit on is set for ${when(after.startsAt, scope.org.timezone)}`,
    );
  }
  return after;
}

/** Accepts or declines the proposed slot on the candidate's behalf; a decline keeps its reason. */
export async function decideInterviewSlot(
  scope: Scope,
  id: number,
  decision: 'accept' | 'decline',
  reason: string | null,
) {
  const before = await lockInterview(scope, id);
  await lockApplicationToAct(scope, before.applicationId);
  const refusal = interviewRefusal(statusNow(scope, before), decision);
  if (refusal) throw new AppError(refusal);
  return changeInterview(scope, before, decision === 'accept' ? 'accept' : 'decline', {
    status: decision === 'accept' ? 'accepted' : 'declined',
    declineReason: decision === 'decline' ? reason : null,
  });
}

/**
 * An interviewer's scorecard for an interview whose slot the candidate accepted: given once and changed while the
 * interview is not completed; the interview completes when every interviewer has given theirs.
 */
export async function giveInterviewFeedback(scope: Scope, id: number, input: InterviewFeedbackInput) {
  const actor = scopeActor(scope);
  const before = await lockInterview(scope, id);
  const sitting = await scope.tx
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(
      and(eq(interviewInterviewers.organizationId, scope.org.id), eq(interviewInterviewers.interviewId, id)),
    );
  assertAllowed(sitting.some((row) => row.userId === actor.user_id));
  if (!scorecardComplete(input.ratings)) throw invalid({ ratings: ['invalid'] });
  const refusal = interviewRefusal(statusNow(scope, before), 'feedback');
  if (refusal) throw new AppError(refusal);
  const values = {
    ratings: input.ratings,
    recommendation: input.recommendation,
    comments: input.comments,
  };
  const [saved] = await scope.tx
    .insert(interviewFeedback)
    .values({ organizationId: scope.org.id, interviewId: id, interviewerId: actor.user_id, ...values })
    .onConflictDoUpdate({
      target: [
        interviewFeedback.organizationId,
        interviewFeedback.interviewId,
        interviewFeedback.interviewerId,
      ],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!saved) throw new Error('interview_feedback upsert returned nothing');
  await scope.audit({
    action: 'interview.feedback',
    entityType: 'interview',
    entityId: id,
    after: { interviewerId: actor.user_id, ratings: input.ratings, recommendation: input.recommendation },
  });
  const given = await scope.tx
    .select({ interviewerId: interviewFeedback.interviewerId })
    .from(interviewFeedback)
    .where(and(eq(interviewFeedback.organizationId, scope.org.id), eq(interviewFeedback.interviewId, id)));
  const done = new Set(given.map((row) => row.interviewerId));
  if (sitting.every((row) => done.has(row.userId)))
    await changeInterview(scope, before, 'complete', { status: 'completed' });
  return saved;
}
