import {
  type Candidate,
  type CandidateListQuery,
  type CandidateSource,
  parseOrderBy,
  SEARCH_COUNT_CAP,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { searchWordsOf } from '../../platform/search/search-words';
import { users } from '../accounts';
import { candidateSearchWords, candidates } from './hiring.tables';
import { personOf } from './hiring-present';

type CandidateRow = typeof candidates.$inferSelect;

/** The answer about a candidate: the PAN masked to its last four, the resume by its name. */
export function toCandidate(
  row: CandidateRow,
  creator: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null },
): Candidate {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    pan: row.panLast4 === null ? null : `XXXX${row.panLast4}`,
    skills: row.skills,
    experience: row.experience,
    current_company: row.currentCompany,
    current_designation: row.currentDesignation,
    current_location: row.currentLocation,
    notice_period_days: row.noticePeriodDays,
    source: row.source as CandidateSource,
    notes: row.notes,
    resume:
      row.resumeFileName && row.resumeUploadedAt
        ? { file_name: row.resumeFileName, uploaded: row.resumeUploadedAt.toISOString() }
        : null,
    is_blacklisted: row.isBlacklisted,
    blacklist_reason: row.blacklistReason,
    blacklisted_at: row.blacklistedAt?.toISOString() ?? null,
    created_by: personOf(row.createdBy, creator.firstName, creator.lastName),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

const SORTS = {
  name: [sql`lower(${candidates.firstName})`, sql`lower(${candidates.lastName})`],
  experience: [candidates.experience],
  created: [candidates.createdAt],
};

/**
 * Candidates with a word (of their name, email, phone, company or designation) beginning with each word of the
 * search: one semi-join per word on the candidate's own entries of the search-word index (migration 0063).
 */
function searchCondition(organizationId: number, search: string): SQL {
  const words = searchWordsOf(search);
  if (!words.length) return sql`false`;
  return sql.join(
    words.map(
      (
        word,
      ) => sql`exists (select 1 from ${candidateSearchWords} x where x.organization_id = ${organizationId}
        and x.candidate_id = ${candidates.id} and starts_with(x.word, atrium_search_fold(${word})))`,
    ),
    sql` and `,
  );
}

function conditions(organizationId: number, query: CandidateListQuery): SQL | undefined {
  return and(
    eq(candidates.organizationId, organizationId),
    query.search ? searchCondition(organizationId, query.search) : undefined,
    query.skill
      ? sql`exists (select 1 from unnest(${candidates.skills}) s where lower(s) = lower(${query.skill}))`
      : undefined,
    query.min_experience !== undefined ? gte(candidates.experience, query.min_experience) : undefined,
    query.max_experience !== undefined ? lte(candidates.experience, query.max_experience) : undefined,
    query.source ? eq(candidates.source, query.source) : undefined,
    query.blacklisted ? eq(candidates.isBlacklisted, query.blacklisted === 'true') : undefined,
  );
}

/**
 * One page of the pool: searched by text, skill and experience range, filtered, sorted and paged in SQL; the total
 * counted up to SEARCH_COUNT_CAP, so that a pool of 500,000 answers as fast as a short one.
 */
export async function findCandidatePage(db: Queryable, organizationId: number, query: CandidateListQuery) {
  const where = conditions(organizationId, query);
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const keys = SORTS[order.field as keyof typeof SORTS].map((key) => direction(key));
  const rows = await db
    .select({ candidate: candidates, firstName: users.firstName, lastName: users.lastName })
    .from(candidates)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, candidates.createdBy)))
    .where(where)
    .orderBy(...keys, direction(candidates.id))
    .limit(query.limit)
    .offset(query.offset);
  const matches = db
    .select({ one: sql`1` })
    .from(candidates)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [total] = await db.select({ value: count() }).from(matches);
  const counted = total?.value ?? 0;
  return {
    count: Math.min(counted, SEARCH_COUNT_CAP),
    count_exact: counted <= SEARCH_COUNT_CAP,
    results: rows.map((row) => toCandidate(row.candidate, row)),
  };
}

/** The candidate as stored, or null when the organisation has none of that id. */
export async function findCandidateRow(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, id)));
  return row ?? null;
}

/** One candidate, as answered. */
export async function findCandidate(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select({ candidate: candidates, firstName: users.firstName, lastName: users.lastName })
    .from(candidates)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, candidates.createdBy)))
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, id)));
  return row ? toCandidate(row.candidate, row) : null;
}
