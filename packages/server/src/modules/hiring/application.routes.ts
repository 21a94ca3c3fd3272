import {
  ApplicationBoardSchema,
  ApplicationCreateSchema,
  ApplicationHistorySchema,
  ApplicationListQuerySchema,
  ApplicationPageSchema,
  ApplicationSchema,
  ApplicationTransitionSchema,
  canManageApplications,
  canReadTasStats,
  canSetHiringFlow,
  canUseApplications,
  HiringFlowSchema,
  HiringFlowUpdateSchema,
  HiringIdParamsSchema,
  TasStatsQuerySchema,
  TasStatsSchema,
} from '@atrium/contracts';
import { readableRecord } from '../../platform/http/policy-answer';
import type { ModuleRoutes } from '../../platform/module-kit';
import { type Scope, scopeActor } from '../../platform/scope';
import { requireActor } from '../../platform/tenancy/org-scope';
import {
  findApplication,
  findApplicationBoard,
  findApplicationHistory,
  findApplicationPage,
  findHiringFlow,
} from './application.queries';
import { addApplication, setHiringFlow, transitionApplication } from './application.service';
import { hiringRequestReadPolicy, listedRequestsOf } from './hiring.policy';
import { findHiringRequest } from './hiring-request.queries';
import { findTasStats } from './tas-stats.queries';

const tags = ['hiring'];
const path = '/hiring/applications/';
const params = HiringIdParamsSchema;
const use = { permission: canUseApplications };
const manage = { permission: canManageApplications };

/** The application as the caller may read it (its request's read rule): 403, or 404 to one who sees every one. */
export async function readableApplication(scope: Scope, id: number) {
  const found = await findApplication(scope.tx, scope.org.id, id);
  const {
    raised_by_id: _raiser,
    recruiter_id: _recruiter,
    ...application
  } = readableRecord(found, hiringRequestReadPolicy(scopeActor(scope)));
  return application;
}

/** Applications (spec 3, 4): candidates added to hiring requests, moved through the organisation's hiring flow. */
export const applicationRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/hiring/flow/',
    {
      config: use,
      schema: {
        tags,
        summary: 'The organisation’s hiring flow: its stages in order',
        response: { 200: HiringFlowSchema },
      },
    },
    (request) => request.inOrg(async (tx) => ({ stages: await findHiringFlow(tx, request.org.id) })),
  );

  app.put(
    '/hiring/flow/',
    {
      config: { permission: canSetHiringFlow },
      schema: {
        tags,
        summary: 'Set the hiring flow’s stages in order; every stage an application stands at stays',
        body: HiringFlowUpdateSchema,
        response: { 200: HiringFlowSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => ({ stages: await setHiringFlow(scope, request.body.stages) })),
  );

  app.get(
    path,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Applications to the requests the caller may see: filter by request, candidate, stage, status and recruiter, search by candidate or code; sort, page',
        querystring: ApplicationListQuerySchema,
        response: { 200: ApplicationPageSchema },
      },
    },
    (request) => {
      const actor = requireActor(request);
      return request.inOrg((tx) =>
        findApplicationPage(tx, request.org.id, request.query, listedRequestsOf(actor)),
      );
    },
  );

  app.post(
    path,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a candidate to an open hiring request, at the flow’s first stage',
        body: ApplicationCreateSchema,
        response: { 201: ApplicationSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) =>
        readableApplication(scope, (await addApplication(scope, request.body)).id),
      );
    },
  );

  app.get(
    `${path}:id/`,
    {
      config: use,
      schema: { tags, summary: 'An application', params, response: { 200: ApplicationSchema } },
    },
    (request) => request.inScope((scope) => readableApplication(scope, request.params.id)),
  );

  app.get(
    `${path}:id/history/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Every move of an application, oldest first, with the reasons given',
        params,
        response: { 200: ApplicationHistorySchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readableApplication(scope, request.params.id);
        return { results: await findApplicationHistory(scope.tx, scope.org.id, request.params.id) };
      }),
  );

  app.post(
    `${path}:id/transitions/`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Move an application on a stage, skip stages, hold, resume or reject it (a reason for all but a move); the board’s drags too',
        params,
        body: ApplicationTransitionSchema,
        response: { 200: ApplicationSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { action, to_stage, reason } = request.body;
        await transitionApplication(scope, request.params.id, action, to_stage, reason || null);
        return readableApplication(scope, request.params.id);
      }),
  );

  app.get(
    '/hiring/hiring-requests/:id/board/',
    {
      config: use,
      schema: {
        tags,
        summary:
          'A hiring request’s board: a column per stage with its count and its longest-standing applications',
        params,
        response: { 200: ApplicationBoardSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const actor = scopeActor(scope);
        const calendar = { today: scope.clock.today(), timeZone: scope.org.timezone };
        const found = await findHiringRequest(scope.tx, scope.org.id, actor, calendar, request.params.id);
        readableRecord(found, hiringRequestReadPolicy(actor));
        return findApplicationBoard(scope.tx, scope.org.id, request.params.id);
      }),
  );

  app.get(
    '/hiring/stats/',
    {
      config: { permission: canReadTasStats },
      schema: {
        tags,
        summary:
          'Talent Acquisition Statistics: the funnel by stage, the source mix, time in stage, by department and by recruiter',
        querystring: TasStatsQuerySchema,
        response: { 200: TasStatsSchema },
      },
    },
    (request) => request.inOrg((tx) => findTasStats(tx, request.org.id, request.query)),
  );
};
