import type { HiringStage } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tags = (name: string) => text(name).array().notNull().default(sql`'{}'`);

/**
 * A hiring request (`HR-0001`): positions of a designation in a department that a hiring manager raised and a
 * recruitment manager decides. The CTC range is salary data, answered to the salary group only. `approved_at`
 * starts the time to fill.
 */
export const hiringRequests = pgTable(
  'hiring_requests',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    number: integer('number').notNull(),
    designationId: integer('designation_id').notNull(),
    departmentId: integer('department_id').notNull(),
    positions: integer('positions').notNull(),
    minExperience: numeric('min_experience', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    maxExperience: numeric('max_experience', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    minCtc: numeric('min_ctc', { precision: 15, scale: 2, mode: 'number' }),
    maxCtc: numeric('max_ctc', { precision: 15, scale: 2, mode: 'number' }),
    skills: tags('skills'),
    specializations: tags('specializations'),
    locations: tags('locations'),
    targetDate: date('target_date').notNull(),
    resourceRequest: text('resource_request'),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    isPublished: boolean('is_published').notNull().default(false),
    raisedBy: integer('raised_by').notNull(),
    recruiterId: integer('recruiter_id'),
    approvedAt: instant('approved_at'),
    closedAt: instant('closed_at'),
    statusReason: text('status_reason'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('hiring_requests_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('hiring_requests_org_number_key').on(t.organizationId, t.number),
    index('hiring_requests_org_status_number_idx').on(t.organizationId, t.status, t.number),
    index('hiring_requests_org_department_idx').on(t.organizationId, t.departmentId),
    index('hiring_requests_org_raised_by_idx').on(t.organizationId, t.raisedBy),
    index('hiring_requests_org_recruiter_idx').on(t.organizationId, t.recruiterId),
    foreignKey({ columns: [t.organizationId, t.raisedBy], foreignColumns: [users.organizationId, users.id] }),
    foreignKey({
      columns: [t.organizationId, t.recruiterId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** What happened to a request, in order: raised, edited, each transition with its reason, assignments, publishing. */
export const hiringRequestEvents = pgTable(
  'hiring_request_events',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    requestId: integer('request_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    byUserId: integer('by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('hiring_request_events_org_request_idx').on(t.organizationId, t.requestId, t.id),
    foreignKey({
      columns: [t.organizationId, t.requestId],
      foreignColumns: [hiringRequests.organizationId, hiringRequests.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The candidate pool: one person is one candidate, so the email (any letter case), the phone and the PAN are each
 * the organisation's only one. The PAN is sealed (its last four kept to find a match and to show it masked).
 */
export const candidates = pgTable(
  'candidates',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /**
     * The email in lower case, which de-duplication finds a candidate by. Stored, so the lookup is a range of its
     * index under row-level security, where `lower(email)` (not leakproof) would read the whole pool.
     */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    phone: text('phone'),
    panSealed: text('pan_sealed'),
    panLast4: text('pan_last4'),
    skills: tags('skills'),
    experience: numeric('experience', { precision: 3, scale: 1, mode: 'number' }),
    currentCompany: text('current_company'),
    currentDesignation: text('current_designation'),
    currentLocation: text('current_location'),
    noticePeriodDays: integer('notice_period_days'),
    source: text('source').notNull().default('other'),
    notes: text('notes'),
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    resumeUploadedAt: instant('resume_uploaded_at'),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    blacklistReason: text('blacklist_reason'),
    blacklistedAt: instant('blacklisted_at'),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('candidates_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('candidates_org_email_key').on(t.organizationId, t.emailKey),
    uniqueIndex('candidates_org_phone_key').on(t.organizationId, t.phone),
    index('candidates_org_pan_last4_idx').on(t.organizationId, t.panLast4),
    index('candidates_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('candidates_org_experience_idx').on(t.organizationId, t.experience),
    index('candidates_org_name_idx').on(t.organizationId, t.firstName, t.lastName, t.id),
  ],
);

/**
 * The words of each candidate's name, email, phone, company and designation, whole and in alphanumeric parts, folded
 * as people's are: the pool's text search finds a candidate by the start of each word it is given (`starts_with`,
 * leakproof, so the index serves it under row-level security). Kept by triggers on candidates (migration).
 */
export const candidateSearchWords = pgTable(
  'candidate_search_words',
  {
    organizationId: organizationIdColumn(),
    word: text('word').notNull(),
    candidateId: integer('candidate_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word, t.candidateId] }),
    index('candidate_search_words_org_candidate_idx').on(t.organizationId, t.candidateId, t.word),
  ],
);

/** The organisation's hiring flow: its stages in order (none stored: the default flow). */
export const hiringFlows = pgTable('hiring_flows', {
  organizationId: organizationIdColumn()
    .primaryKey()
    .references(() => organizations.id),
  stages: jsonb('stages').$type<HiringStage[]>().notNull(),
  updatedAt: updatedAtColumn(),
});

/**
 * A candidate's application to a hiring request: the stage of the flow it stands at (by key), its status, the
 * source it came from (kept to the offer), and when it reached its stage. One per candidate and request.
 */
export const applications = pgTable(
  'applications',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    candidateId: integer('candidate_id').notNull(),
    hiringRequestId: integer('hiring_request_id').notNull(),
    stageKey: text('stage_key').notNull(),
    status: text('status').notNull().default('in-progress'),
    source: text('source').notNull(),
    statusReason: text('status_reason'),
    stageSince: instant('stage_since').notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('applications_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('applications_org_candidate_request_key').on(
      t.organizationId,
      t.candidateId,
      t.hiringRequestId,
    ),
    index('applications_org_request_stage_idx').on(
      t.organizationId,
      t.hiringRequestId,
      t.stageKey,
      t.stageSince,
    ),
    index('applications_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    index('applications_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    foreignKey({
      columns: [t.organizationId, t.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.hiringRequestId],
      foreignColumns: [hiringRequests.organizationId, hiringRequests.id],
    }),
  ],
);

/** Every move of an application, in order: applied, moved, skipped, held, resumed, rejected, with the reasons. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    applicationId: integer('application_id').notNull(),
    action: text('action').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    byUserId: integer('by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('application_events_org_application_idx').on(t.organizationId, t.applicationId, t.id),
    foreignKey({
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An interview of an application's interview round: one time slot proposed at a time, accepted or declined on the
 * candidate's behalf, the meeting link; `completed` once every interviewer has given feedback.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    applicationId: integer('application_id').notNull(),
    stageKey: text('stage_key').notNull(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    meetingLink: text('meeting_link'),
    status: text('status').notNull().default('proposed'),
    declineReason: text('decline_reason'),
    scheduledBy: integer('scheduled_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('interviews_org_id_key').on(t.organizationId, t.id),
    index('interviews_org_application_idx').on(t.organizationId, t.applicationId),
    index('interviews_org_starts_at_idx').on(t.organizationId, t.startsAt),
    foreignKey({
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
  ],
);

/** Who sits on an interview. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    organizationId: organizationIdColumn(),
    interviewId: integer('interview_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.interviewId, t.userId] }),
    index('interview_interviewers_org_user_idx').on(t.organizationId, t.userId, t.interviewId),
    foreignKey({
      columns: [t.organizationId, t.interviewId],
      foreignColumns: [interviews.organizationId, interviews.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }),
  ],
);

/** An interviewer's scorecard for an interview: ratings per criterion, a recommendation, comments. */
export const interviewFeedback = pgTable(
  'interview_feedback',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    interviewId: integer('interview_id').notNull(),
    interviewerId: integer('interviewer_id').notNull(),
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>().notNull(),
    recommendation: text('recommendation').notNull(),
    comments: text('comments').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('interview_feedback_org_interview_interviewer_key').on(
      t.organizationId,
      t.interviewId,
      t.interviewerId,
    ),
    foreignKey({
      columns: [t.organizationId, t.interviewId],
      foreignColumns: [interviews.organizationId, interviews.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An offer on an application at the offer stage (one per application; a declined one is made again in place): the
 * CTC (salary data), the expected joining date, the candidate's answer, and the onboarding documents — PAN and
 * Aadhaar sealed (their last four kept to show them masked), the bank proof a stored file. `employee_id` names the
 * employee the joining created.
 */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    applicationId: integer('application_id').notNull(),
    ctc: numeric('ctc', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    joiningDate: date('joining_date').notNull(),
    status: text('status').notNull().default('offered'),
    statusReason: text('status_reason'),
    offeredBy: integer('offered_by'),
    offeredAt: instant('offered_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    joinedAt: instant('joined_at'),
    employeeId: integer('employee_id'),
    panSealed: text('pan_sealed'),
    panLast4: text('pan_last4'),
    aadhaarSealed: text('aadhaar_sealed'),
    aadhaarLast4: text('aadhaar_last4'),
    bankProofKey: text('bank_proof_key'),
    bankProofFileName: text('bank_proof_file_name'),
    bankProofUploadedAt: instant('bank_proof_uploaded_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('offers_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('offers_org_application_key').on(t.organizationId, t.applicationId),
    index('offers_org_status_joining_idx').on(t.organizationId, t.status, t.joiningDate, t.id),
    foreignKey({
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
  ],
);

/** A task of a candidate's onboarding checklist for IT or admin: its owner, its due date, who completed it when. */
export const onboardingTasks = pgTable(
  'onboarding_tasks',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    offerId: integer('offer_id').notNull(),
    team: text('team').notNull(),
    title: text('title').notNull(),
    ownerId: integer('owner_id').notNull(),
    dueDate: date('due_date').notNull(),
    completedAt: instant('completed_at'),
    completedBy: integer('completed_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('onboarding_tasks_org_id_key').on(t.organizationId, t.id),
    index('onboarding_tasks_org_offer_idx').on(t.organizationId, t.offerId, t.id),
    index('onboarding_tasks_org_owner_idx').on(t.organizationId, t.ownerId, t.dueDate),
    foreignKey({
      columns: [t.organizationId, t.offerId],
      foreignColumns: [offers.organizationId, offers.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.organizationId, t.ownerId], foreignColumns: [users.organizationId, users.id] }),
  ],
);
