import {
  type Actor,
  type ApplicationStatus,
  allowedOfferActions,
  type HiringRequestStatus,
  type HiringStage,
  type Offer,
  type OfferListQuery,
  type OfferStatus,
  type OfferSummary,
  type OnboardingTask,
  type OnboardingTeam,
  parseOrderBy,
  seesHiringSalary,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { users } from '../accounts';
import { departments, designations } from '../org-setup';
import { findHiringFlow, stageOf } from './application.queries';
import { applications, candidates, hiringRequests, offers, onboardingTasks } from './hiring.tables';
import { hiringCode, personOf } from './hiring-present';

const offeredBy = alias(users, 'offered_by_user');

/** The checklist's counts of an offer: its three documents, then its tasks done and in all. */
const tasksDone = sql<number>`(select count(*)::int from ${onboardingTasks} t
  where t.organization_id = ${offers.organizationId} and t.offer_id = ${offers.id} and t.completed_at is not null)`;
const tasksTotal = sql<number>`(select count(*)::int from ${onboardingTasks} t
  where t.organization_id = ${offers.organizationId} and t.offer_id = ${offers.id})`;

const columns = {
  offer: offers,
  applicationStatus: applications.status,
  stageKey: applications.stageKey,
  hiringRequestId: applications.hiringRequestId,
  candidateId: applications.candidateId,
  candidateFirst: candidates.firstName,
  candidateLast: candidates.lastName,
  candidateEmail: candidates.email,
  candidateBlacklisted: candidates.isBlacklisted,
  requestNumber: hiringRequests.number,
  requestStatus: hiringRequests.status,
  raisedBy: hiringRequests.raisedBy,
  recruiterId: hiringRequests.recruiterId,
  resourceRequest: hiringRequests.resourceRequest,
  designationId: hiringRequests.designationId,
  departmentId: hiringRequests.departmentId,
  designationName: designations.name,
  departmentName: departments.name,
  offeredByFirst: offeredBy.firstName,
  offeredByLast: offeredBy.lastName,
  tasksDone,
  tasksTotal,
};

function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(offers)
    .innerJoin(
      applications,
      and(eq(applications.organizationId, organizationId), eq(applications.id, offers.applicationId)),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.organizationId, organizationId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(
      hiringRequests,
      and(
        eq(hiringRequests.organizationId, organizationId),
        eq(hiringRequests.id, applications.hiringRequestId),
      ),
    )
    .leftJoin(
      designations,
      and(eq(designations.organizationId, organizationId), eq(designations.id, hiringRequests.designationId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.organizationId, organizationId), eq(departments.id, hiringRequests.departmentId)),
    )
    .leftJoin(
      offeredBy,
      and(eq(offeredBy.organizationId, organizationId), eq(offeredBy.id, offers.offeredBy)),
    )
    .$dynamic();
}

export type OfferRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const masked = (last4: string | null) => (last4 === null ? null : `XXXX${last4}`);

/** Whether each onboarding document is given. */
export function documentsOf(offer: OfferRow['offer']) {
  return {
    pan: offer.panLast4 !== null,
    aadhaar: offer.aadhaarLast4 !== null,
    bank_proof: offer.bankProofKey !== null,
  };
}

function checklistOf(row: OfferRow) {
  const documents = Object.values(documentsOf(row.offer)).filter(Boolean).length;
  return { done: documents + Number(row.tasksDone), total: 3 + Number(row.tasksTotal) };
}

/** What the offer rules read of a row: the request, the application, its stage, the candidate, the offer. */
export function offerStateOf(row: OfferRow, stages: readonly HiringStage[]) {
  const checklist = checklistOf(row);
  return {
    request_status: row.requestStatus as HiringRequestStatus,
    application_status: row.applicationStatus as ApplicationStatus,
    stage_kind: stageOf(stages, row.stageKey).kind,
    candidate_blacklisted: row.candidateBlacklisted,
    offer_status: row.offer.status as OfferStatus,
    checklist_complete: checklist.done === checklist.total,
  };
}

/** An offer as its lists answer it: the CTC only to those who may see salaries. */
function summary(row: OfferRow, actor: Actor, today: string): OfferSummary {
  const o = row.offer;
  return {
    id: o.id,
    application_id: o.applicationId,
    candidate: {
      id: row.candidateId,
      name: `${row.candidateFirst} ${row.candidateLast}`.trim(),
      email: row.candidateEmail,
    },
    hiring_request: {
      id: row.hiringRequestId,
      code: hiringCode(row.requestNumber),
      title: [row.designationName, row.departmentName].filter(Boolean).join(' · '),
      status: row.requestStatus as HiringRequestStatus,
    },
    ctc: seesHiringSalary(actor) ? o.ctc : null,
    joining_date: o.joiningDate,
    status: o.status as OfferStatus,
    status_reason: o.statusReason,
    offered_by: personOf(o.offeredBy, row.offeredByFirst, row.offeredByLast),
    offered_at: o.offeredAt.toISOString(),
    decided_at: o.decidedAt?.toISOString() ?? null,
    joined_at: o.joinedAt?.toISOString() ?? null,
    employee_id: o.employeeId,
    checklist: checklistOf(row),
    is_overdue: o.status === 'accepted' && o.joiningDate < today,
  };
}

/** The offer row of an id, or of an application, with what its rules and screens read; null when none. */
export async function findOfferRow(
  db: Queryable,
  organizationId: number,
  by: { id: number } | { applicationId: number },
) {
  const [row] = await joined(db, organizationId).where(
    and(
      eq(offers.organizationId, organizationId),
      'id' in by ? eq(offers.id, by.id) : eq(offers.applicationId, by.applicationId),
    ),
  );
  return row ?? null;
}

/** The tasks of an offer's checklist, in the order they were added, with their owners. */
async function findTasks(db: Queryable, organizationId: number, offerId: number): Promise<OnboardingTask[]> {
  const owner = alias(users, 'owner_user');
  const completer = alias(users, 'completer_user');
  const rows = await db
    .select({
      task: onboardingTasks,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      completerFirst: completer.firstName,
      completerLast: completer.lastName,
    })
    .from(onboardingTasks)
    .innerJoin(owner, and(eq(owner.organizationId, organizationId), eq(owner.id, onboardingTasks.ownerId)))
    .leftJoin(
      completer,
      and(eq(completer.organizationId, organizationId), eq(completer.id, onboardingTasks.completedBy)),
    )
    .where(and(eq(onboardingTasks.organizationId, organizationId), eq(onboardingTasks.offerId, offerId)))
    .orderBy(asc(onboardingTasks.id));
  return rows.map(({ task, ...row }) => ({
    id: task.id,
    team: task.team as OnboardingTeam,
    title: task.title,
    owner: personOf(task.ownerId, row.ownerFirst, row.ownerLast) as { id: number; name: string },
    due_date: task.dueDate,
    completed_at: task.completedAt?.toISOString() ?? null,
    completed_by: personOf(task.completedBy, row.completerFirst, row.completerLast),
  }));
}

/** An offer with its checklist (identity numbers masked) and the actions its state and the caller allow now. */
export async function presentOffer(
  db: Queryable,
  organizationId: number,
  row: OfferRow,
  actor: Actor,
  today: string,
  mayAct: (action: Offer['actions'][number]) => boolean,
): Promise<Offer> {
  const stages = await findHiringFlow(db, organizationId);
  const o = row.offer;
  return {
    ...summary(row, actor, today),
    documents: {
      pan: masked(o.panLast4),
      aadhaar: masked(o.aadhaarLast4),
      bank_proof:
        o.bankProofKey && o.bankProofUploadedAt
          ? {
              file_name: o.bankProofFileName ?? 'bank-proof',
              uploaded_at: o.bankProofUploadedAt.toISOString(),
            }
          : null,
    },
    tasks: await findTasks(db, organizationId, o.id),
    actions: allowedOfferActions(offerStateOf(row, stages)).filter(mayAct),
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const code = /^hr-?0*(\d{1,9})$/i.exec(search);
  if (code) return eq(hiringRequests.number, Number(code[1]));
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    sql`lower(${candidates.firstName} || ' ' || ${candidates.lastName}) like ${pattern}`,
    sql`lower(${candidates.email}) like ${pattern}`,
  );
}

const SORTS = {
  joining_date: [offers.joiningDate],
  offered_at: [offers.offeredAt],
  name: [sql`lower(${candidates.firstName})`, sql`lower(${candidates.lastName})`],
};

/** The Onboarding Candidate List: offers searched, filtered by status, sorted and paged in SQL. */
export async function findOfferPage(
  db: Queryable,
  organizationId: number,
  query: OfferListQuery,
  actor: Actor,
  today: string,
) {
  const where = and(
    eq(offers.organizationId, organizationId),
    query.status ? eq(offers.status, query.status) : undefined,
    searchCondition(query.search),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'joining_date', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const keys = SORTS[order.field as keyof typeof SORTS].map((key) => direction(key));
  const rows = await joined(db, organizationId)
    .where(where)
    .orderBy(...keys, direction(offers.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ value: count() })
    .from(offers)
    .innerJoin(
      applications,
      and(eq(applications.organizationId, organizationId), eq(applications.id, offers.applicationId)),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.organizationId, organizationId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(
      hiringRequests,
      and(
        eq(hiringRequests.organizationId, organizationId),
        eq(hiringRequests.id, applications.hiringRequestId),
      ),
    )
    .where(where);
  return { count: total?.value ?? 0, results: rows.map((row) => summary(row, actor, today)) };
}

/** The Candidates Joining tile: accepted offers expected to join today or later. */
export async function countCandidatesJoining(db: Queryable, organizationId: number, today: string) {
  const [row] = await db
    .select({ value: count() })
    .from(offers)
    .where(
      and(
        eq(offers.organizationId, organizationId),
        eq(offers.status, 'accepted'),
        sql`${offers.joiningDate} >= ${today}`,
      ),
    );
  return row?.value ?? 0;
}

/** The Onboarding tile: candidates being onboarded, onboarded or being onboarded in all, and those overdue. */
export async function countOnboarding(db: Queryable, organizationId: number, today: string) {
  const [row] = await db
    .select({
      inprogress: sql<number>`count(*) filter (where ${offers.status} = 'accepted')::int`,
      total: sql<number>`count(*) filter (where ${offers.status} in ('accepted', 'joined'))::int`,
      overdue: sql<number>`count(*) filter (where ${offers.status} = 'accepted' and ${offers.joiningDate} < ${today})::int`,
    })
    .from(offers)
    .where(and(eq(offers.organizationId, organizationId), sql`${offers.status} in ('accepted', 'joined')`));
  return {
    inprogress_candidates: row?.inprogress ?? 0,
    total_candidates: row?.total ?? 0,
    overdue_candidates: row?.overdue ?? 0,
  };
}
