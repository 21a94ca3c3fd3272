import {
  type Actor,
  type HiringRequest,
  type HiringRequestListQuery,
  type HiringRequestStatus,
  parseOrderBy,
  seesHiringSalary,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { localDate } from '../../platform/clock';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { users } from '../accounts';
import { departments, designations } from '../org-setup';
import { hiringRequests } from './hiring.tables';
import { daysBetween, hiringCode, personOf } from './hiring-present';

const raiser = alias(users, 'raiser');
const recruiter = alias(users, 'recruiter');

const columns = {
  request: hiringRequests,
  designationName: designations.name,
  departmentName: departments.name,
  raiserFirst: raiser.firstName,
  raiserLast: raiser.lastName,
  recruiterFirst: recruiter.firstName,
  recruiterLast: recruiter.lastName,
};

/** A request as stored, with what its rules need under the names contracts give them. */
export type HiringRequestRow = typeof hiringRequests.$inferSelect & {
  status: HiringRequestStatus;
  raised_by_id: number;
  recruiter_id: number | null;
  is_published: boolean;
};

export const withRuleNames = (row: typeof hiringRequests.$inferSelect): HiringRequestRow => ({
  ...row,
  status: row.status as HiringRequestStatus,
  raised_by_id: row.raisedBy,
  recruiter_id: row.recruiterId,
  is_published: row.isPublished,
});

function joined(db: Queryable, organizationId: number) {
  return db
    .select(columns)
    .from(hiringRequests)
    .leftJoin(
      designations,
      and(eq(designations.organizationId, organizationId), eq(designations.id, hiringRequests.designationId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.organizationId, organizationId), eq(departments.id, hiringRequests.departmentId)),
    )
    .innerJoin(raiser, and(eq(raiser.organizationId, organizationId), eq(raiser.id, hiringRequests.raisedBy)))
    .leftJoin(
      recruiter,
      and(eq(recruiter.organizationId, organizationId), eq(recruiter.id, hiringRequests.recruiterId)),
    )
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** The organisation's calendar: its today and its time zone, for the days a request has been open. */
export interface HiringCalendar {
  today: string;
  timeZone: string;
}

/** The answer about a request; its CTC range only to the salary group. */
function present(row: JoinedRow, actor: Actor, calendar: HiringCalendar): HiringRequest {
  const r = row.request;
  const salary = seesHiringSalary(actor);
  const approvedOn = r.approvedAt ? localDate(r.approvedAt, calendar.timeZone) : null;
  const endOn = r.closedAt ? localDate(r.closedAt, calendar.timeZone) : calendar.today;
  return {
    id: r.id,
    code: hiringCode(r.number),
    designation: row.designationName === null ? null : { id: r.designationId, name: row.designationName },
    department: row.departmentName === null ? null : { id: r.departmentId, name: row.departmentName },
    positions: r.positions,
    min_experience: r.minExperience,
    max_experience: r.maxExperience,
    min_ctc: salary ? r.minCtc : null,
    max_ctc: salary ? r.maxCtc : null,
    salary_hidden: !salary,
    skills: r.skills,
    specializations: r.specializations,
    locations: r.locations,
    target_date: r.targetDate,
    resource_request: r.resourceRequest,
    description: r.description,
    status: r.status as HiringRequestStatus,
    is_published: r.isPublished,
    raised_by: personOf(r.raisedBy, row.raiserFirst, row.raiserLast) ?? { id: r.raisedBy, name: '' },
    recruiter: personOf(r.recruiterId, row.recruiterFirst, row.recruiterLast),
    approved_at: r.approvedAt?.toISOString() ?? null,
    closed_at: r.closedAt?.toISOString() ?? null,
    days_open: approvedOn ? daysBetween(approvedOn, endOn) : null,
    status_reason: r.statusReason,
    created: r.createdAt.toISOString(),
    updated: r.updatedAt.toISOString(),
  };
}

const SORTS = {
  number: hiringRequests.number,
  target_date: hiringRequests.targetDate,
  created: hiringRequests.createdAt,
};

/** The search: a code (`HR-12`, `hr0012`) finds that request; other text the designation, department, skills or reference. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const code = /^hr-?0*(\d{1,9})$/i.exec(search);
  if (code) return eq(hiringRequests.number, Number(code[1]));
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    sql`lower(${designations.name}) like ${pattern}`,
    sql`lower(${departments.name}) like ${pattern}`,
    sql`lower(array_to_string(${hiringRequests.skills}, ' ')) like ${pattern}`,
    sql`lower(coalesce(${hiringRequests.resourceRequest}, '')) like ${pattern}`,
  );
}

/**
 * One page of the requests the caller may see (`listed`: every one when null, else those they raised or recruit
 * for), searched, filtered, sorted and paged in SQL.
 */
export async function findHiringRequestPage(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  calendar: HiringCalendar,
  query: HiringRequestListQuery,
  listed: { raisedBy: number | null; recruiter: number | null } | null,
) {
  const where = and(
    eq(hiringRequests.organizationId, organizationId),
    listed === null
      ? undefined
      : or(
          listed.raisedBy === null ? sql`false` : eq(hiringRequests.raisedBy, listed.raisedBy),
          listed.recruiter === null ? sql`false` : eq(hiringRequests.recruiterId, listed.recruiter),
        ),
    query.status ? eq(hiringRequests.status, query.status) : undefined,
    query.department_id ? eq(hiringRequests.departmentId, query.department_id) : undefined,
    searchCondition(query.search),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'number', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await joined(db, organizationId)
    .where(where)
    .orderBy(direction(SORTS[order.field as keyof typeof SORTS]), direction(hiringRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ value: count() })
    .from(hiringRequests)
    .leftJoin(
      designations,
      and(eq(designations.organizationId, organizationId), eq(designations.id, hiringRequests.designationId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.organizationId, organizationId), eq(departments.id, hiringRequests.departmentId)),
    )
    .where(where);
  return { count: total?.value ?? 0, results: rows.map((row) => present(row, actor, calendar)) };
}

/** One request as the caller may read it, or null when the organisation has none of that id. */
export async function findHiringRequest(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  calendar: HiringCalendar,
  id: number,
) {
  const [row] = await joined(db, organizationId).where(
    and(eq(hiringRequests.organizationId, organizationId), eq(hiringRequests.id, id)),
  );
  return row
    ? {
        ...present(row, actor, calendar),
        raised_by_id: row.request.raisedBy,
        recruiter_id: row.request.recruiterId,
      }
    : null;
}
