import { z } from 'zod';
import { CommentTextSchema } from '../format/patterns';
import { IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { APPLICATION_STATUSES } from './application-state';
import { HiringPersonSchema } from './hiring-request.schemas';
import { INTERVIEW_STATUSES, RECOMMENDATIONS, SCORECARD_CRITERIA } from './interview-state';

export const MAX_INTERVIEWERS = 5;

const MeetingLink = z.url('invalid').max(500);

/** One time slot per proposal, its interviewers (users) and the meeting link. */
export const InterviewScheduleSchema = z.strictObject({
  starts_at: z.iso.datetime({ offset: true, message: 'invalid' }),
  duration_minutes: z.number().int('invalid').min(15, 'invalid').max(480, 'invalid'),
  interviewer_ids: z.array(IdSchema).min(1, 'required').max(MAX_INTERVIEWERS, 'invalid'),
  meeting_link: MeetingLink.nullable().optional(),
});
export type InterviewSchedule = z.infer<typeof InterviewScheduleSchema>;
export const InterviewUpdateSchema = InterviewScheduleSchema.partial().strict();

/** Accepting or declining the proposed slot on the candidate's behalf; a decline says why. */
export const InterviewSlotDecisionSchema = z
  .strictObject({ decision: z.enum(['accept', 'decline']), reason: CommentTextSchema.optional() })
  .superRefine((body, context) => {
    if (body.decision === 'decline' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

export const ScorecardRatingSchema = z.object({
  criterion: z.enum(SCORECARD_CRITERIA),
  rating: z.number().int('invalid').min(1, 'invalid').max(5, 'invalid'),
});

/**
 * An interviewer's scorecard for a round: every criterion rated 1–5 (each once: `scorecardComplete`), a
 * recommendation, comments.
 */
export const InterviewFeedbackInputSchema = z.strictObject({
  ratings: z.array(ScorecardRatingSchema).length(SCORECARD_CRITERIA.length, 'invalid'),
  recommendation: z.enum(RECOMMENDATIONS),
  comments: CommentTextSchema.min(1, 'required'),
});

/** Whether a scorecard rates every criterion once. */
export const scorecardComplete = (ratings: readonly { criterion: string }[]) =>
  new Set(ratings.map((r) => r.criterion)).size === SCORECARD_CRITERIA.length &&
  ratings.length === SCORECARD_CRITERIA.length;
export type InterviewFeedbackInput = z.infer<typeof InterviewFeedbackInputSchema>;

export const InterviewFeedbackSchema = z.object({
  id: z.number().int(),
  interviewer: HiringPersonSchema,
  ratings: z.array(ScorecardRatingSchema),
  /** The ratings' mean, to one decimal. */
  average: z.number(),
  recommendation: z.enum(RECOMMENDATIONS),
  comments: z.string(),
  submitted: z.string(),
});
export type InterviewFeedback = z.infer<typeof InterviewFeedbackSchema>;

export const InterviewSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  candidate: z.object({ id: z.number().int(), name: z.string() }),
  hiring_request: z.object({ id: z.number().int(), code: z.string(), title: z.string() }),
  application_status: z.enum(APPLICATION_STATUSES),
  /** The round: the interview stage it was scheduled for. */
  stage: z.object({ key: z.string(), name: z.string() }),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  meeting_link: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  decline_reason: z.string().nullable(),
  interviewers: z.array(HiringPersonSchema.extend({ has_feedback: z.boolean() })),
  scheduled_by: HiringPersonSchema.nullable(),
  /** The caller's own scorecard, when they are an interviewer who gave it. */
  my_feedback: InterviewFeedbackSchema.nullable(),
  created: z.string(),
});
export type Interview = z.infer<typeof InterviewSchema>;
export const InterviewListSchema = z.object({ results: z.array(InterviewSchema) });

/** The interviews an interviewer sits on: upcoming or past. */
export const MyInterviewsQuerySchema = listQuerySchema(['starts_at']).extend({
  when: z.enum(['upcoming', 'past']).optional(),
});
export const InterviewPageSchema = pageSchema(InterviewSchema);

/** A candidate's feedback across all their applications, round by round. */
export const PastFeedbackSchema = z.object({
  results: z.array(
    z.object({
      interview: InterviewSchema.omit({ my_feedback: true }),
      feedback: z.array(InterviewFeedbackSchema),
    }),
  ),
});
export type PastFeedback = z.infer<typeof PastFeedbackSchema>;
