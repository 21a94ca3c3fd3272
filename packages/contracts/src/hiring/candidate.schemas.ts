import { z } from 'zod';
import { CommentTextSchema, PAN_PATTERN, PHONE_PATTERN } from '../format/patterns';
import { listQuerySchema, searchedPageSchema } from '../lists';
import { ExperienceSchema, HiringPersonSchema } from './hiring-request.schemas';

export const CANDIDATE_SOURCES = [
  'referral',
  'job-portal',
  'linkedin',
  'naukri',
  'campus',
  'agency',
  'website',
  'walk-in',
  'other',
] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

export const CANDIDATE_SOURCE_TEXTS: Record<CandidateSource, string> = {
  referral: 'Referral',
  'job-portal': 'Job portal',
  linkedin: 'LinkedIn',
  naukri: 'Naukri',
  campus: 'Campus',
  agency: 'Agency',
  website: 'Website',
  'walk-in': 'Walk-in',
  other: 'Other',
};

const nullableEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const CandidateFieldsSchema = z.object({
  first_name: z.string().trim().min(1, 'required').max(64),
  last_name: z.string().trim().max(64).optional(),
  /** One person is one candidate: the email, phone and PAN are each the pool's only one. */
  email: z.email('invalid_email').max(256),
  phone: nullableEmpty(z.string().trim().regex(PHONE_PATTERN, 'invalid_phone')),
  /** Sealed when stored, answered masked (`XXXX234F`). */
  pan: nullableEmpty(z.string().trim().toUpperCase().regex(PAN_PATTERN, 'invalid_pan')),
  skills: z.array(z.string().trim().min(1, 'required').max(64)).max(20, 'invalid').optional(),
  experience: ExperienceSchema.nullable().optional(),
  current_company: optionalText(256),
  current_designation: optionalText(256),
  current_location: optionalText(256),
  notice_period_days: z.number().int('invalid').min(0, 'invalid').max(365, 'invalid').nullable().optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
  notes: CommentTextSchema.nullable().optional(),
});

export const CandidateCreateSchema = CandidateFieldsSchema.strict();
export type CandidateCreate = z.infer<typeof CandidateCreateSchema>;
export const CandidateUpdateSchema = CandidateFieldsSchema.partial().strict();
export type CandidateUpdate = z.infer<typeof CandidateUpdateSchema>;

export const CandidateSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Masked: the last four characters only. */
  pan: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.number().nullable(),
  current_company: z.string().nullable(),
  current_designation: z.string().nullable(),
  current_location: z.string().nullable(),
  notice_period_days: z.number().int().nullable(),
  source: z.enum(CANDIDATE_SOURCES),
  notes: z.string().nullable(),
  resume: z.object({ file_name: z.string(), uploaded: z.string() }).nullable(),
  is_blacklisted: z.boolean(),
  blacklist_reason: z.string().nullable(),
  blacklisted_at: z.string().nullable(),
  created_by: HiringPersonSchema.nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Candidate = z.infer<typeof CandidateSchema>;
/** A page of the pool, its total counted up to SEARCH_COUNT_CAP. */
export const CandidatePageSchema = searchedPageSchema(CandidateSchema);

export const CANDIDATE_SORTABLE = ['name', 'experience', 'created'] as const;
export const CandidateListQuerySchema = listQuerySchema(CANDIDATE_SORTABLE).extend({
  /** Name, email, phone, company or designation. */
  search: z.string().trim().max(100).optional(),
  /** One skill, matched whole and in any letter case. */
  skill: z.string().trim().max(64).optional(),
  min_experience: z.coerce.number().min(0).max(99.9).optional(),
  max_experience: z.coerce.number().min(0).max(99.9).optional(),
  source: z.enum(CANDIDATE_SOURCES).optional(),
  blacklisted: z.enum(['true', 'false']).optional(),
});
export type CandidateListQuery = z.infer<typeof CandidateListQuerySchema>;

export const CandidateBlacklistSchema = z.strictObject({ reason: CommentTextSchema.min(1, 'required') });
