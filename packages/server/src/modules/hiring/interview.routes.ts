import {
  canManageApplications,
  canReadHiringRequest,
  canReadPastFeedback,
  canUseApplications,
  HiringIdParamsSchema,
  InterviewFeedbackInputSchema,
  InterviewListSchema,
  InterviewPageSchema,
  InterviewScheduleSchema,
  InterviewSchema,
  InterviewSlotDecisionSchema,
  InterviewUpdateSchema,
  isCeo,
  MyInterviewsQuerySchema,
  PastFeedbackSchema,
  seesEveryHiringRequest,
} from '@atrium/contracts';
import { AppError } from '../../platform/http/app-error';
import { readableRecord } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import type { ModuleRoutes } from '../../platform/module-kit';
import { type Scope, scopeActor } from '../../platform/scope';
import { findApplication } from './application.queries';
import { readableApplication } from './application.routes';
import { findCandidateRow } from './candidate.queries';
import {
  findApplicationInterviews,
  findInterview,
  findMyInterviewPage,
  findPastFeedback,
} from './interview.queries';
import {
  decideInterviewSlot,
  editInterview,
  giveInterviewFeedback,
  scheduleInterview,
} from './interview.service';

const tags = ['hiring'];
const path = '/hiring/interviews/';
const params = HiringIdParamsSchema;
const manage = { permission: canManageApplications };
const seesEvery = (actor: Parameters<typeof isCeo>[0]) => isCeo(actor) || seesEveryHiringRequest(actor);

/**
 * The interview as the caller may read it: its interviewers, and whoever reads its application's request (403, or
 * 404 to one who sees every request).
 */
async function readableInterview(scope: Scope, id: number) {
  const actor = scopeActor(scope);
  const found = await findInterview(scope.tx, scope.org.id, id, actor.user_id, scope.clock.now());
  const application = found ? await findApplication(scope.tx, scope.org.id, found.application_id) : null;
  return readableRecord<NonNullable<typeof found>, NonNullable<typeof found>>(found, {
    seesEvery: seesEvery(actor),
    mayRead: (interview) =>
      interview.interviewers.some((person) => person.id === actor.user_id) ||
      (application !== null && canUseApplications(actor) && canReadHiringRequest(actor, application)),
  });
}

/** Interviews of applications' rounds (spec 3, 4): a slot at a time, interviewers, scorecards. */
export const interviewRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/hiring/applications/:id/interviews/',
    {
      config: { permission: canUseApplications },
      schema: {
        tags,
        summary: 'An application’s interviews, soonest first',
        params,
        response: { 200: InterviewListSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readableApplication(scope, request.params.id);
        const viewer = scopeActor(scope).user_id;
        return {
          results: await findApplicationInterviews(
            scope.tx,
            scope.org.id,
            request.params.id,
            viewer,
            scope.clock.now(),
          ),
        };
      }),
  );

  app.post(
    '/hiring/applications/:id/interviews/',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Schedule the interview of the round an application stands at: one proposed time slot, interviewers, a meeting link',
        params,
        body: InterviewScheduleSchema,
        response: { 201: InterviewSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) =>
        readableInterview(scope, (await scheduleInterview(scope, request.params.id, request.body)).id),
      );
    },
  );

  app.get(
    path,
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'The interviews the caller sits on, upcoming (soonest first) or past (latest first), paged',
        querystring: MyInterviewsQuerySchema,
        response: { 200: InterviewPageSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        findMyInterviewPage(
          scope.tx,
          scope.org.id,
          scopeActor(scope).user_id,
          request.query,
          scope.clock.now(),
        ),
      ),
  );

  app.get(
    `${path}:id/`,
    {
      config: { permission: ownRecords(seesEvery) },
      schema: { tags, summary: 'An interview', params, response: { 200: InterviewSchema } },
    },
    (request) => request.inScope((scope) => readableInterview(scope, request.params.id)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Change an interview that has not begun: a new slot is proposed again; an in-progress or completed one answers interview_schedule_locked',
        params,
        body: InterviewUpdateSchema,
        response: { 200: InterviewSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await editInterview(scope, request.params.id, request.body);
        return readableInterview(scope, request.params.id);
      }),
  );

  app.post(
    `${path}:id/slot/`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Accept or decline the proposed time slot on the candidate’s behalf (a reason to decline)',
        params,
        body: InterviewSlotDecisionSchema,
        response: { 200: InterviewSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await decideInterviewSlot(
          scope,
          request.params.id,
          request.body.decision,
          request.body.reason || null,
        );
        return readableInterview(scope, request.params.id);
      }),
  );

  app.put(
    `${path}:id/feedback/`,
    {
      config: { permission: ownRecords() },
      schema: {
        tags,
        summary:
          'An interviewer’s scorecard: every criterion rated 1–5, a recommendation, comments; once the slot is accepted',
        params,
        body: InterviewFeedbackInputSchema,
        response: { 200: InterviewSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await giveInterviewFeedback(scope, request.params.id, request.body);
        return readableInterview(scope, request.params.id);
      }),
  );

  app.get(
    '/hiring/candidates/:id/feedback/',
    {
      config: { permission: canReadPastFeedback },
      schema: {
        tags,
        summary: 'A candidate’s interviews across all their applications, latest first, with every scorecard',
        params,
        response: { 200: PastFeedbackSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        if (!(await findCandidateRow(scope.tx, scope.org.id, request.params.id)))
          throw new AppError('not_found');
        return findPastFeedback(scope.tx, scope.org.id, request.params.id, scope.clock.now());
      }),
  );
};
