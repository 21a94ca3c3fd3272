import {
  type ApplicationStatus,
  canOnboard,
  displayApiDate,
  formatDisplayDate,
  type HiringRequestStatus,
  mayActOnApplications,
  type OfferAction,
  type OfferCreate,
  type OfferDecision,
  type OfferJoin,
  type OnboardingDocuments,
  type OnboardingTaskCreate,
  offerRefusal,
  parseApiDate,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { announce } from '../../platform/events/domain-events';
import type { ReceivedFile } from '../../platform/files/received-file';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { assertMemberRoom, findUsersByEmails, issuePasswordLink, users } from '../accounts';
import { notifyUsers } from '../notifications';
import { changeIdentity, codeKey, createEmployee, findEmployeesByCode } from '../people';
import { renderTemplateDocument } from '../templates';
import { findHiringFlow, stageOf } from './application.queries';
import { joinApplication, lockApplicationToAct } from './application.service';
import { applications, candidates, offers, onboardingTasks } from './hiring.tables';
import { hiringCode } from './hiring-present';
import { findOfferRow, type OfferRow, offerStateOf } from './offer.queries';

/** The CTC is salary data: the audit trail keeps that it changed, not its value. */
const SEALED = ['ctc'];

/** The sealed numbers and the stored file's key never reach the audit trail. */
function auditable(offer: typeof offers.$inferSelect) {
  const { panSealed: _pan, aadhaarSealed: _aadhaar, bankProofKey: _key, ...rest } = offer;
  return rest;
}

/** Whether the caller may take an action on an offer of this request, their role and the request aside from state. */
export function mayActOnOffer(
  scope: Scope,
  request: { raised_by_id: number; recruiter_id: number | null },
  action: OfferAction,
): boolean {
  const actor = scopeActor(scope);
  const recruits = mayActOnApplications(actor, request);
  if (action === 'make' || action === 'accept' || action === 'decline') return recruits;
  if (action === 'not-joining' || action === 'reschedule') return recruits || canOnboard(actor);
  return canOnboard(actor);
}

/** Refuses what the caller's role may not do to the offer (403), then what its state refuses. */
async function assertOfferAction(scope: Scope, row: OfferRow, action: OfferAction) {
  assertAllowed(mayActOnOffer(scope, { raised_by_id: row.raisedBy, recruiter_id: row.recruiterId }, action));
  const stages = await findHiringFlow(scope.tx, scope.org.id);
  const refusal = offerRefusal(offerStateOf(row, stages), action);
  if (refusal) throw new AppError(refusal);
}

/** The offer with what its rules read, its row locked for the change; 404 when the organisation has none. */
async function lockOffer(scope: Scope, id: number) {
  const [locked] = await scope.tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.organizationId, scope.org.id), eq(offers.id, id)))
    .for('update');
  if (!locked) throw new AppError('not_found');
  return (await findOfferRow(scope.tx, scope.org.id, { id })) as OfferRow;
}

async function update(
  scope: Scope,
  before: OfferRow,
  action: string,
  changes: Partial<typeof offers.$inferInsert>,
  auditAfter?: unknown,
) {
  const [after] = await scope.tx
    .update(offers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(offers.organizationId, scope.org.id), eq(offers.id, before.offer.id)))
    .returning();
  if (!after) throw new AppError('not_found');
  await scope.audit({
    action: `offer.${action}`,
    entityType: 'offer',
    entityId: after.id,
    before: auditable(before.offer),
    after: auditAfter ?? auditable(after),
    sealed: SEALED,
  });
  return after;
}

/**
 * Makes an offer on a live application standing at the offer stage of an open request: the CTC and the expected
 * joining date. A declined offer is made again in its place.
 */
export async function makeOffer(scope: Scope, applicationId: number, input: OfferCreate) {
  const { tx, org } = scope;
  const locked = await lockApplicationToAct(scope, applicationId);
  const existing = await findOfferRow(tx, org.id, { applicationId });
  if (existing) {
    await assertOfferAction(scope, existing, 'make');
    return update(scope, existing, 'remake', {
      ctc: input.ctc,
      joiningDate: input.joining_date,
      status: 'offered',
      statusReason: null,
      decidedAt: null,
      offeredBy: scope.by.actorUserId,
      offeredAt: sql`now()` as unknown as Date,
    });
  }
  const stages = await findHiringFlow(tx, org.id);
  const refusal = offerRefusal(
    {
      request_status: locked.requestStatus as HiringRequestStatus,
      application_status: locked.application.status as ApplicationStatus,
      stage_kind: stageOf(stages, locked.application.stageKey).kind,
      candidate_blacklisted: locked.blacklisted,
      offer_status: null,
    },
    'make',
  );
  if (refusal) throw new AppError(refusal);
  const [row] = await tx
    .insert(offers)
    .values({
      organizationId: org.id,
      applicationId,
      ctc: input.ctc,
      joiningDate: input.joining_date,
      offeredBy: scope.by.actorUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('offer_action_not_allowed');
  await scope.audit({
    action: 'offer.create',
    entityType: 'offer',
    entityId: row.id,
    after: auditable(row),
    sealed: SEALED,
  });
  return row;
}

/** The candidate's answer as the recruiter records it: accepted (the joining date settled) or declined with why. */
export async function decideOffer(scope: Scope, id: number, decision: OfferDecision) {
  const row = await lockOffer(scope, id);
  const action = decision.decision;
  await assertOfferAction(scope, row, action);
  return update(scope, row, action, {
    status: action === 'accept' ? 'accepted' : 'declined',
    statusReason: action === 'decline' ? (decision.reason ?? null) : null,
    decidedAt: sql`now()` as unknown as Date,
    ...(action === 'accept' && decision.joining_date ? { joiningDate: decision.joining_date } : {}),
  });
}

/** Marks the candidate as not joining (after a confirmation on screen), with why. */
export async function markNotJoining(scope: Scope, id: number, reason: string) {
  const row = await lockOffer(scope, id);
  await assertOfferAction(scope, row, 'not-joining');
  return update(scope, row, 'not_joining', { status: 'not-joining', statusReason: reason });
}

/** Changes the expected joining date of an offer made or accepted. */
export async function changeJoiningDate(scope: Scope, id: number, joiningDate: string) {
  const row = await lockOffer(scope, id);
  await assertOfferAction(scope, row, 'reschedule');
  return update(scope, row, 'reschedule', { joiningDate });
}

/** Sets the PAN and Aadhaar of the checklist, sealed as people's are (null clears one, undefined leaves it). */
export async function setOnboardingDocuments(scope: Scope, id: number, input: OnboardingDocuments) {
  const row = await lockOffer(scope, id);
  await assertOfferAction(scope, row, 'onboard');
  const sealed = (value: string | null | undefined) =>
    value === undefined
      ? {}
      : value === null || value === ''
        ? { sealed: null, last4: null }
        : { sealed: scope.sealer.seal(scope.org.id, value), last4: value.slice(-4) };
  const pan = sealed(input.pan);
  const aadhaar = sealed(input.aadhaar);
  const state = (value: string | null | undefined) =>
    value === undefined ? undefined : value ? 'set' : 'cleared';
  return update(
    scope,
    row,
    'documents',
    {
      ...('sealed' in pan ? { panSealed: pan.sealed, panLast4: pan.last4 } : {}),
      ...('sealed' in aadhaar ? { aadhaarSealed: aadhaar.sealed, aadhaarLast4: aadhaar.last4 } : {}),
    },
    { pan: state(input.pan), aadhaar: state(input.aadhaar) },
  );
}

/** Keeps the uploaded bank proof; gives the key of the one it replaces, for the caller to remove. */
export async function setBankProof(scope: Scope, id: number, file: ReceivedFile) {
  const row = await lockOffer(scope, id);
  await assertOfferAction(scope, row, 'onboard');
  await update(
    scope,
    row,
    'bank_proof',
    {
      bankProofKey: file.key,
      bankProofFileName: file.filename,
      bankProofUploadedAt: sql`now()` as unknown as Date,
    },
    { bank_proof: file.filename },
  );
  return row.offer.bankProofKey;
}

/** Adds a task for IT or admin to the checklist: its owner (an active user) and its due date. */
export async function addOnboardingTask(scope: Scope, id: number, input: OnboardingTaskCreate) {
  const row = await lockOffer(scope, id);
  await assertOfferAction(scope, row, 'onboard');
  const [owner] = await scope.tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.organizationId, scope.org.id), eq(users.id, input.owner_id), eq(users.isActive, true)),
    );
  if (!owner) throw invalid({ owner_id: ['invalid'] });
  const [task] = await scope.tx
    .insert(onboardingTasks)
    .values({
      organizationId: scope.org.id,
      offerId: id,
      team: input.team,
      title: input.title,
      ownerId: owner.id,
      dueDate: input.due_date,
    })
    .returning();
  await scope.audit({ action: 'onboarding_task.create', entityType: 'offer', entityId: id, after: task });
  if (owner.id !== scope.by.actorUserId)
    // Its owner may hold no hiring role: the task waits for them on their home.
    await notifyUsers(scope, {
      recipientUserIds: [owner.id],
      text: `Onboarding task for ${[row.candidateFirst, row.candidateLast].filter(Boolean).join(' ')}: ${input.title}, due ${displayApiDate(input.due_date)}`,
      data: { request_id: id, request_type: 'onboarding_task' },
      action: 'home:onboarding-task',
      recipientType: 'onboarding_task',
    });
  return task;
}

/** Completes a task of the checklist: only its owner may, while the candidate is being onboarded. */
export async function completeOnboardingTask(scope: Scope, id: number, taskId: number) {
  const row = await lockOffer(scope, id);
  const [task] = await scope.tx
    .select()
    .from(onboardingTasks)
    .where(
      and(
        eq(onboardingTasks.organizationId, scope.org.id),
        eq(onboardingTasks.offerId, id),
        eq(onboardingTasks.id, taskId),
      ),
    )
    .for('update');
  if (!task) throw new AppError('not_found');
  if (task.ownerId !== scopeActor(scope).user_id) throw new AppError('permission_denied');
  const stages = await findHiringFlow(scope.tx, scope.org.id);
  const refusal = offerRefusal(offerStateOf(row, stages), 'onboard');
  if (refusal) throw new AppError(refusal);
  if (task.completedAt) throw new AppError('offer_action_not_allowed');
  const [after] = await scope.tx
    .update(onboardingTasks)
    .set({ completedAt: sql`now()`, completedBy: task.ownerId, updatedAt: sql`now()` })
    .where(and(eq(onboardingTasks.organizationId, scope.org.id), eq(onboardingTasks.id, taskId)))
    .returning();
  await scope.audit({
    action: 'onboarding_task.complete',
    entityType: 'offer',
    entityId: id,
    before: task,
    after,
  });
  return after;
}

/**
 * The candidate joins: once the offer is accepted and the checklist complete, the employee is created through
 * people's services (their PAN and Aadhaar carried over, sealed), the application moves to the joined stage, and
 * the joining is announced (`hiring.candidate_joined`) for the modules that listen.
 */
export async function joinCandidate(scope: Scope, id: number, input: OfferJoin) {
  const { tx, org } = scope;
  const row = await lockOffer(scope, id);
  await assertOfferAction(scope, row, 'join');
  const taken = await findEmployeesByCode(tx, org.id, [input.code]);
  if (taken.has(codeKey(input.code))) throw invalid({ code: ['integrity_error'] });
  if ((await findUsersByEmails(tx, org.id, [row.candidateEmail])).size)
    throw invalid({ email: ['integrity_error'] });
  await assertMemberRoom(tx, org.id);
  const [candidate] = await tx
    .select({ experience: candidates.experience, phone: candidates.phone })
    .from(candidates)
    .where(and(eq(candidates.organizationId, org.id), eq(candidates.id, row.candidateId)));
  const dateOfJoining = input.date_of_joining ?? row.offer.joiningDate;
  const { user, employee } = await createEmployee(scope, {
    user: {
      email: row.candidateEmail,
      firstName: row.candidateFirst,
      lastName: row.candidateLast,
      profile: { mobile: candidate?.phone ?? null },
    },
    code: input.code,
    designationId: row.designationId,
    departmentId: row.departmentId,
    dateOfJoining,
    totalExperience: candidate?.experience ?? null,
  });
  const open = (sealed: string | null) => (sealed ? scope.sealer.open(org.id, sealed) : undefined);
  const pan = open(row.offer.panSealed);
  const aadhaar = open(row.offer.aadhaarSealed);
  if (pan || aadhaar) await changeIdentity(scope, employee.id, { pan, aadhaar });
  await issuePasswordLink(scope, user, { purpose: 'password', isInitial: true });
  await update(scope, row, 'join', {
    status: 'joined',
    joinedAt: sql`now()` as unknown as Date,
    employeeId: employee.id,
  });
  const [application] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.organizationId, org.id), eq(applications.id, row.offer.applicationId)))
    .for('update');
  if (application) await joinApplication(scope, application, `Joined as ${input.code}`);
  await announce(scope, 'hiring.candidate_joined', {
    applicationId: row.offer.applicationId,
    candidateId: row.candidateId,
    hiringRequestId: row.hiringRequestId,
    resourceRequest: row.resourceRequest,
    employeeId: employee.id,
    userId: user.id,
    dateOfJoining,
  });
  return employee;
}

const money = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);

/** The offer letter, from the organisation's default offer letter template, on its letterhead. */
export function renderOfferLetter(
  db: Queryable,
  organization: { id: number; name: string },
  row: OfferRow,
  issuedOn = new Date(),
): Promise<Uint8Array> {
  const name = `${row.candidateFirst} ${row.candidateLast}`.trim();
  const joining = parseApiDate(row.offer.joiningDate);
  return renderTemplateDocument(
    db,
    organization.id,
    'offer_letter',
    {
      organization_name: organization.name,
      candidate_name: name,
      designation: row.designationName ?? '-',
      department: row.departmentName ?? '-',
      ctc: money(row.offer.ctc),
      joining_date: joining ? formatDisplayDate(joining) : row.offer.joiningDate,
      hiring_request: hiringCode(row.requestNumber),
      issued_on: formatDisplayDate(issuedOn),
    },
    { letterhead: organization.name, title: `Offer Letter - ${name}` },
  );
}
