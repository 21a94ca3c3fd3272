import { z } from 'zod';
import { CommentTextSchema } from '../format/patterns';
import { IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  HIRING_STAGE_KINDS,
  REASONED_APPLICATION_ACTIONS,
} from './application-state';
import { CANDIDATE_SOURCES } from './candidate.schemas';
import { HiringPersonSchema } from './hiring-request.schemas';
import { HIRING_REQUEST_STATUSES } from './hiring-request-state';

const StageKey = z
  .string()
  .trim()
  .min(1, 'required')
  .max(32)
  .regex(/^[a-z0-9-]+$/, 'invalid');

export const HiringStageSchema = z.object({
  key: StageKey,
  name: z.string().trim().min(1, 'required').max(64),
  kind: z.enum(HIRING_STAGE_KINDS),
});
/** The organisation's hiring flow: its stages in order. */
export const HiringFlowSchema = z.object({ stages: z.array(HiringStageSchema) });
export type HiringFlow = z.infer<typeof HiringFlowSchema>;
export const HiringFlowUpdateSchema = z.strictObject({ stages: z.array(HiringStageSchema).min(2).max(12) });

/** Adding a candidate to a hiring request: the source defaults to the candidate's own. */
export const ApplicationCreateSchema = z.strictObject({
  candidate_id: IdSchema,
  hiring_request_id: IdSchema,
  source: z.enum(CANDIDATE_SOURCES).optional(),
});
export type ApplicationCreate = z.infer<typeof ApplicationCreateSchema>;

export const ApplicationSchema = z.object({
  id: z.number().int(),
  candidate: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    experience: z.number().nullable(),
    is_blacklisted: z.boolean(),
  }),
  hiring_request: z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    status: z.enum(HIRING_REQUEST_STATUSES),
  }),
  recruiter: HiringPersonSchema.nullable(),
  stage: z.object({
    key: z.string(),
    name: z.string(),
    kind: z.enum(HIRING_STAGE_KINDS),
    index: z.number().int(),
  }),
  status: z.enum(APPLICATION_STATUSES),
  source: z.enum(CANDIDATE_SOURCES),
  /** The reason given with the latest hold, resume, skip or reject. */
  status_reason: z.string().nullable(),
  /** When it reached the stage it stands at. */
  stage_since: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationPageSchema = pageSchema(ApplicationSchema);

export const APPLICATION_SORTABLE = ['created', 'stage_since', 'name'] as const;
export const ApplicationListQuerySchema = listQuerySchema(APPLICATION_SORTABLE).extend({
  /** The candidate's name or email, or the request's code. */
  search: z.string().trim().max(100).optional(),
  hiring_request_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  candidate_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  stage: StageKey.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  recruiter_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

/** A move, skip, hold, resume or reject; all but a move need a reason. A move or skip may name its stage. */
export const ApplicationTransitionSchema = z
  .strictObject({
    action: z.enum(APPLICATION_ACTIONS),
    to_stage: StageKey.optional(),
    reason: CommentTextSchema.optional(),
  })
  .superRefine((body, context) => {
    if (REASONED_APPLICATION_ACTIONS.includes(body.action) && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type ApplicationTransitionBody = z.infer<typeof ApplicationTransitionSchema>;

export const ApplicationEventSchema = z.object({
  id: z.number().int(),
  /** apply, move, skip, hold, resume, reject (a blacklisting's included). */
  action: z.string(),
  from_stage: z.string().nullable(),
  to_stage: z.string().nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  reason: z.string().nullable(),
  by: HiringPersonSchema.nullable(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;
export const ApplicationHistorySchema = z.object({ results: z.array(ApplicationEventSchema) });

/** How many cards a board column carries; its count says how many stand there in all. */
export const BOARD_COLUMN_LIMIT = 100;
export const ApplicationBoardSchema = z.object({
  columns: z.array(
    z.object({
      stage: HiringStageSchema,
      count: z.number().int(),
      applications: z.array(ApplicationSchema),
    }),
  ),
});
export type ApplicationBoard = z.infer<typeof ApplicationBoardSchema>;
