import {
  type ApplicationStatus,
  type Interview,
  type InterviewFeedback,
  type InterviewStatus,
  interviewStatusAt,
  type Recommendation,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { users } from '../accounts';
import { departments, designations } from '../org-setup';
import { findHiringFlow, stageOf } from './application.queries';
import {
  applications,
  candidates,
  hiringRequests,
  interviewFeedback,
  interviewInterviewers,
  interviews,
} from './hiring.tables';
import { hiringCode, personOf } from './hiring-present';

const columns = {
  interview: interviews,
  candidateId: candidates.id,
  candidateFirst: candidates.firstName,
  candidateLast: candidates.lastName,
  requestId: hiringRequests.id,
  requestNumber: hiringRequests.number,
  applicationStatus: applications.status,
  designationName: designations.name,
  departmentName: departments.name,
  schedulerFirst: users.firstName,
  schedulerLast: users.lastName,
};

function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(interviews)
    .innerJoin(
      applications,
      and(eq(applications.organizationId, organizationId), eq(applications.id, interviews.applicationId)),
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
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, interviews.scheduledBy)))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const average = (ratings: { rating: number }[]) =>
  ratings.length ? Math.round((ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length) * 10) / 10 : 0;

/** The interviewers and scorecards of some interviews, by interview. */
async function peopleOf(db: Queryable, organizationId: number, ids: number[]) {
  if (!ids.length) return { sitting: new Map(), feedback: new Map() };
  const sitting = await db
    .select({
      interviewId: interviewInterviewers.interviewId,
      userId: interviewInterviewers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(interviewInterviewers)
    .innerJoin(
      users,
      and(eq(users.organizationId, organizationId), eq(users.id, interviewInterviewers.userId)),
    )
    .where(
      and(
        eq(interviewInterviewers.organizationId, organizationId),
        inArray(interviewInterviewers.interviewId, ids),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  const given = await db
    .select()
    .from(interviewFeedback)
    .where(
      and(eq(interviewFeedback.organizationId, organizationId), inArray(interviewFeedback.interviewId, ids)),
    )
    .orderBy(asc(interviewFeedback.id));
  const names = new Map(sitting.map((row) => [row.userId, `${row.firstName} ${row.lastName}`.trim()]));
  const group = <T extends { interviewId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.interviewId, [...(map.get(row.interviewId) ?? []), row]);
    return map;
  };
  const feedback = new Map<number, InterviewFeedback[]>();
  for (const [interviewId, rows] of group(given))
    feedback.set(
      interviewId,
      rows.map((row) => ({
        id: row.id,
        interviewer: { id: row.interviewerId, name: names.get(row.interviewerId) ?? '' },
        ratings: row.ratings as InterviewFeedback['ratings'],
        average: average(row.ratings),
        recommendation: row.recommendation as Recommendation,
        comments: row.comments,
        submitted: row.updatedAt.toISOString(),
      })),
    );
  return { sitting: group(sitting), feedback };
}

/** Interviews as answered: the status as it stands `now`, the interviewers, the caller's own scorecard. */
async function presentAll(
  db: Queryable,
  organizationId: number,
  rows: JoinedRow[],
  viewerId: number | null,
  now: Date,
): Promise<(Interview & { feedback: InterviewFeedback[] })[]> {
  const stages = await findHiringFlow(db, organizationId);
  const { sitting, feedback } = await peopleOf(
    db,
    organizationId,
    rows.map((row) => row.interview.id),
  );
  return rows.map((row) => {
    const i = row.interview;
    const given: InterviewFeedback[] = feedback.get(i.id) ?? [];
    const stage = stageOf(stages, i.stageKey);
    return {
      id: i.id,
      application_id: i.applicationId,
      candidate: { id: row.candidateId, name: `${row.candidateFirst} ${row.candidateLast}`.trim() },
      hiring_request: {
        id: row.requestId,
        code: hiringCode(row.requestNumber),
        title: [row.designationName, row.departmentName].filter(Boolean).join(' · '),
      },
      application_status: row.applicationStatus as ApplicationStatus,
      stage: { key: stage.key, name: stage.name },
      starts_at: i.startsAt.toISOString(),
      duration_minutes: i.durationMinutes,
      meeting_link: i.meetingLink,
      status: interviewStatusAt(
        i.status as Exclude<InterviewStatus, 'in-progress'>,
        i.startsAt.toISOString(),
        now,
      ),
      decline_reason: i.declineReason,
      interviewers: (
        (sitting.get(i.id) ?? []) as { userId: number; firstName: string; lastName: string }[]
      ).map((person) => ({
        id: person.userId,
        name: `${person.firstName} ${person.lastName}`.trim(),
        has_feedback: given.some((f) => f.interviewer.id === person.userId),
      })),
      scheduled_by: personOf(i.scheduledBy, row.schedulerFirst, row.schedulerLast),
      my_feedback: given.find((f) => f.interviewer.id === viewerId) ?? null,
      created: i.createdAt.toISOString(),
      feedback: given,
    };
  });
}

const withoutFeedback = ({ feedback: _feedback, ...interview }: Interview & { feedback: unknown }) =>
  interview;

/** An application's interviews, soonest first. */
export async function findApplicationInterviews(
  db: Queryable,
  organizationId: number,
  applicationId: number,
  viewerId: number,
  now: Date,
) {
  const rows = await joined(db, organizationId)
    .where(and(eq(interviews.organizationId, organizationId), eq(interviews.applicationId, applicationId)))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  return (await presentAll(db, organizationId, rows, viewerId, now)).map(withoutFeedback);
}

/** One interview, with the application it belongs to and who sits on it; null when there is none. */
export async function findInterview(
  db: Queryable,
  organizationId: number,
  id: number,
  viewerId: number,
  now: Date,
) {
  const [row] = await joined(db, organizationId).where(
    and(eq(interviews.organizationId, organizationId), eq(interviews.id, id)),
  );
  if (!row) return null;
  const [interview] = await presentAll(db, organizationId, [row], viewerId, now);
  return interview ? withoutFeedback(interview) : null;
}

/** The interviews a person sits on, upcoming (soonest first) or past (latest first), paged in SQL. */
export async function findMyInterviewPage(
  db: Queryable,
  organizationId: number,
  userId: number,
  query: { when?: 'upcoming' | 'past'; limit: number; offset: number },
  now: Date,
) {
  const mine = sql`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.organizationId} = ${organizationId} and ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.userId} = ${userId})`;
  const ended = sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})`;
  const when: SQL | undefined =
    query.when === 'upcoming'
      ? sql`${ended} >= ${now.toISOString()}::timestamptz`
      : query.when === 'past'
        ? sql`${ended} < ${now.toISOString()}::timestamptz`
        : undefined;
  const where = and(eq(interviews.organizationId, organizationId), mine, when);
  const rows = await joined(db, organizationId)
    .where(where)
    .orderBy(query.when === 'past' ? desc(interviews.startsAt) : asc(interviews.startsAt), asc(interviews.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(interviews).where(where);
  return {
    count: total?.value ?? 0,
    results: (await presentAll(db, organizationId, rows, userId, now)).map(withoutFeedback),
  };
}

/** A candidate's interviews across all their applications, latest first, each with every scorecard given. */
export async function findPastFeedback(
  db: Queryable,
  organizationId: number,
  candidateId: number,
  now: Date,
) {
  const rows = await joined(db, organizationId)
    .where(and(eq(interviews.organizationId, organizationId), eq(applications.candidateId, candidateId)))
    .orderBy(desc(interviews.startsAt), desc(interviews.id));
  const presented = await presentAll(db, organizationId, rows, null, now);
  return {
    results: presented.map(({ feedback, my_feedback: _mine, ...interview }) => ({ interview, feedback })),
  };
}

/** How many interviews have an accepted or proposed slot starting in [from, to). */
export async function countUpcomingInterviews(db: Queryable, organizationId: number, from: Date, to: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(interviews)
    .where(
      and(
        eq(interviews.organizationId, organizationId),
        gte(interviews.startsAt, from),
        lt(interviews.startsAt, to),
        inArray(interviews.status, ['proposed', 'accepted']),
      ),
    );
  return row?.value ?? 0;
}
