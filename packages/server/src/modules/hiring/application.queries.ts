import {
  type Application,
  type ApplicationListQuery,
  type ApplicationStatus,
  BOARD_COLUMN_LIMIT,
  type CandidateSource,
  DEFAULT_HIRING_FLOW,
  type HiringRequestStatus,
  type HiringStage,
  parseOrderBy,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { users } from '../accounts';
import { departments, designations } from '../org-setup';
import { applicationEvents, applications, candidates, hiringFlows, hiringRequests } from './hiring.tables';
import { hiringCode, personOf } from './hiring-present';

/** The organisation's hiring flow: the stages it set, or the default one. */
export async function findHiringFlow(db: Queryable, organizationId: number): Promise<HiringStage[]> {
  const [row] = await db
    .select({ stages: hiringFlows.stages })
    .from(hiringFlows)
    .where(eq(hiringFlows.organizationId, organizationId));
  return row?.stages ?? [...DEFAULT_HIRING_FLOW];
}

/** A stage's place in the flow; a key the flow no longer has stands first, under its own key. */
export function stageOf(stages: readonly HiringStage[], key: string) {
  const index = stages.findIndex((stage) => stage.key === key);
  const stage = stages[index] ?? { key, name: key, kind: 'screening' as const };
  return { ...stage, index: Math.max(0, index) };
}

const columns = {
  application: applications,
  candidateFirst: candidates.firstName,
  candidateLast: candidates.lastName,
  candidateEmail: candidates.email,
  candidateExperience: candidates.experience,
  candidateBlacklisted: candidates.isBlacklisted,
  requestNumber: hiringRequests.number,
  requestStatus: hiringRequests.status,
  requestRaisedBy: hiringRequests.raisedBy,
  requestRecruiter: hiringRequests.recruiterId,
  designationName: designations.name,
  departmentName: departments.name,
  recruiterFirst: users.firstName,
  recruiterLast: users.lastName,
};

function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(applications)
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
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, hiringRequests.recruiterId)))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** An application as answered, with its stage placed in the flow. */
function present(row: JoinedRow, stages: readonly HiringStage[]): Application {
  const a = row.application;
  return {
    id: a.id,
    candidate: {
      id: a.candidateId,
      name: `${row.candidateFirst} ${row.candidateLast}`.trim(),
      email: row.candidateEmail,
      experience: row.candidateExperience,
      is_blacklisted: row.candidateBlacklisted,
    },
    hiring_request: {
      id: a.hiringRequestId,
      code: hiringCode(row.requestNumber),
      title: [row.designationName, row.departmentName].filter(Boolean).join(' · '),
      status: row.requestStatus as HiringRequestStatus,
    },
    recruiter: personOf(row.requestRecruiter, row.recruiterFirst, row.recruiterLast),
    stage: stageOf(stages, a.stageKey),
    status: a.status as ApplicationStatus,
    source: a.source as CandidateSource,
    status_reason: a.statusReason,
    stage_since: a.stageSince.toISOString(),
    created: a.createdAt.toISOString(),
    updated: a.updatedAt.toISOString(),
  };
}

/** Which requests' applications a caller's lists show: every one (null), or those they raised or recruit for. */
export type ListedRequests = { raisedBy: number | null; recruiter: number | null } | null;

function listedCondition(listed: ListedRequests): SQL | undefined {
  if (listed === null) return undefined;
  return or(
    listed.raisedBy === null ? sql`false` : eq(hiringRequests.raisedBy, listed.raisedBy),
    listed.recruiter === null ? sql`false` : eq(hiringRequests.recruiterId, listed.recruiter),
  );
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
  created: [applications.createdAt],
  stage_since: [applications.stageSince],
  name: [sql`lower(${candidates.firstName})`, sql`lower(${candidates.lastName})`],
};

/** One page of the applications the caller may see, searched, filtered, sorted and paged in SQL. */
export async function findApplicationPage(
  db: Queryable,
  organizationId: number,
  query: ApplicationListQuery,
  listed: ListedRequests,
) {
  const stages = await findHiringFlow(db, organizationId);
  const where = and(
    eq(applications.organizationId, organizationId),
    listedCondition(listed),
    query.hiring_request_id ? eq(applications.hiringRequestId, query.hiring_request_id) : undefined,
    query.candidate_id ? eq(applications.candidateId, query.candidate_id) : undefined,
    query.stage ? eq(applications.stageKey, query.stage) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
    query.recruiter_id ? eq(hiringRequests.recruiterId, query.recruiter_id) : undefined,
    searchCondition(query.search),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const keys = SORTS[order.field as keyof typeof SORTS].map((key) => direction(key));
  const rows = await joined(db, organizationId)
    .where(where)
    .orderBy(...keys, direction(applications.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ value: count() })
    .from(applications)
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
  return { count: total?.value ?? 0, results: rows.map((row) => present(row, stages)) };
}

/** One application as answered, with the people of its request for the read policy; null when there is none. */
export async function findApplication(db: Queryable, organizationId: number, id: number) {
  const stages = await findHiringFlow(db, organizationId);
  const [row] = await joined(db, organizationId).where(
    and(eq(applications.organizationId, organizationId), eq(applications.id, id)),
  );
  if (!row) return null;
  return {
    ...present(row, stages),
    raised_by_id: row.requestRaisedBy,
    recruiter_id: row.requestRecruiter,
  };
}

/**
 * A request's board: a column per stage of the flow with how many applications stand there and the first
 * `BOARD_COLUMN_LIMIT` of them, longest there first; each column one indexed read.
 */
export async function findApplicationBoard(db: Queryable, organizationId: number, requestId: number) {
  const stages = await findHiringFlow(db, organizationId);
  const counts = await db
    .select({ stage: applications.stageKey, value: count() })
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.hiringRequestId, requestId)))
    .groupBy(applications.stageKey);
  const countOf = new Map(counts.map((row) => [row.stage, row.value]));
  const columns = [];
  for (const stage of stages) {
    const total = countOf.get(stage.key) ?? 0;
    const rows = total
      ? await joined(db, organizationId)
          .where(
            and(
              eq(applications.organizationId, organizationId),
              eq(applications.hiringRequestId, requestId),
              eq(applications.stageKey, stage.key),
            ),
          )
          .orderBy(asc(applications.stageSince), asc(applications.id))
          .limit(BOARD_COLUMN_LIMIT)
      : [];
    columns.push({ stage, count: total, applications: rows.map((row) => present(row, stages)) });
  }
  return { columns };
}

/** An application's events, oldest first, each naming who acted. */
export async function findApplicationHistory(db: Queryable, organizationId: number, applicationId: number) {
  const rows = await db
    .select({ event: applicationEvents, firstName: users.firstName, lastName: users.lastName })
    .from(applicationEvents)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, applicationEvents.byUserId)))
    .where(
      and(
        eq(applicationEvents.organizationId, organizationId),
        eq(applicationEvents.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationEvents.id));
  return rows.map(({ event, firstName, lastName }) => ({
    id: event.id,
    action: event.action,
    from_stage: event.fromStage,
    to_stage: event.toStage,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    reason: event.reason,
    by: personOf(event.byUserId, firstName, lastName),
    at: event.createdAt.toISOString(),
  }));
}
