import {
  canRaiseHiringRequest,
  canUseHiring,
  HiringFormOptionsSchema,
  HiringIdParamsSchema,
  HiringRequestCreateSchema,
  HiringRequestHistorySchema,
  HiringRequestListQuerySchema,
  HiringRequestPageSchema,
  HiringRequestPublicationSchema,
  HiringRequestRecruiterSchema,
  HiringRequestSchema,
  HiringRequestTransitionSchema,
  HiringRequestUpdateSchema,
  isRecruitmentManager,
  RecruiterListSchema,
} from '@atrium/contracts';
import { readableRecord } from '../../platform/http/policy-answer';
import type { ModuleRoutes } from '../../platform/module-kit';
import { type Scope, scopeActor } from '../../platform/scope';
import { requireActor } from '../../platform/tenancy/org-scope';
import { hiringRequestReadPolicy, listedRequestsOf } from './hiring.policy';
import { findHiringFormOptions, findHiringRequestHistory, findRecruiters } from './hiring-history.queries';
import { findHiringRequest, findHiringRequestPage } from './hiring-request.queries';
import {
  assignRecruiter,
  editHiringRequest,
  publishHiringRequest,
  raiseHiringRequest,
  transitionHiringRequest,
} from './hiring-request.service';

const tags = ['hiring'];
const path = '/hiring/hiring-requests/';
const params = HiringIdParamsSchema;
const use = { permission: canUseHiring };
const decide = { permission: isRecruitmentManager };

const calendarOf = (scope: Scope) => ({ today: scope.clock.today(), timeZone: scope.org.timezone });

/** The request as the caller may read it: 403 (or 404 to one who sees every request) otherwise. */
async function readable(scope: Scope, id: number) {
  const actor = scopeActor(scope);
  const found = await findHiringRequest(scope.tx, scope.org.id, actor, calendarOf(scope), id);
  const {
    raised_by_id: _raiser,
    recruiter_id: _recruiter,
    ...request
  } = readableRecord(found, hiringRequestReadPolicy(actor));
  return request;
}

/** Hiring requests (spec 4, 5, 9): raised by hiring managers, decided by recruitment managers. */
export const hiringRequestRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Hiring requests the caller may see: search by code, designation, department or skill; filter by status and department; sort, page',
        querystring: HiringRequestListQuerySchema,
        response: { 200: HiringRequestPageSchema },
      },
    },
    (request) => {
      const actor = requireActor(request);
      return request.inScope((scope) =>
        findHiringRequestPage(
          scope.tx,
          scope.org.id,
          actor,
          calendarOf(scope),
          request.query,
          listedRequestsOf(actor),
        ),
      );
    },
  );

  app.post(
    path,
    {
      config: { permission: canRaiseHiringRequest },
      schema: {
        tags,
        summary: 'Raise a hiring request (pending approval)',
        body: HiringRequestCreateSchema,
        response: { 201: HiringRequestSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) =>
        readable(scope, (await raiseHiringRequest(scope, request.body)).id),
      );
    },
  );

  app.get(
    `${path}:id/`,
    {
      config: use,
      schema: { tags, summary: 'A hiring request', params, response: { 200: HiringRequestSchema } },
    },
    (request) => request.inScope((scope) => readable(scope, request.params.id)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: { permission: canRaiseHiringRequest },
      schema: {
        tags,
        summary:
          'Change a hiring request: its hiring manager while it waits for approval, a recruitment manager until it is on hold or closed',
        params,
        body: HiringRequestUpdateSchema,
        response: { 200: HiringRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await editHiringRequest(scope, request.params.id, request.body);
        return readable(scope, request.params.id);
      }),
  );

  app.get(
    `${path}:id/history/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'What happened to a hiring request, oldest first, with the reasons given',
        params,
        response: { 200: HiringRequestHistorySchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        return { results: await findHiringRequestHistory(scope.tx, scope.org.id, request.params.id) };
      }),
  );

  app.post(
    `${path}:id/transitions/`,
    {
      config: decide,
      schema: {
        tags,
        summary: 'Approve, reject, hold, resume or close a hiring request (a reason for all but approve)',
        params,
        body: HiringRequestTransitionSchema,
        response: { 200: HiringRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { action, reason } = request.body;
        await transitionHiringRequest(scope, request.params.id, action, reason || null);
        return readable(scope, request.params.id);
      }),
  );

  app.put(
    `${path}:id/publication/`,
    {
      config: decide,
      schema: {
        tags,
        summary: 'Publish or unpublish the job of an open hiring request',
        params,
        body: HiringRequestPublicationSchema,
        response: { 200: HiringRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await publishHiringRequest(scope, request.params.id, request.body.published);
        return readable(scope, request.params.id);
      }),
  );

  app.put(
    `${path}:id/recruiter/`,
    {
      config: decide,
      schema: {
        tags,
        summary: 'Assign an open hiring request to a recruiter',
        params,
        body: HiringRequestRecruiterSchema,
        response: { 200: HiringRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await assignRecruiter(scope, request.params.id, request.body.recruiter_id);
        return readable(scope, request.params.id);
      }),
  );

  app.get(
    '/hiring/recruiters/',
    {
      config: decide,
      schema: {
        tags,
        summary: 'The organisation’s active recruiters, to assign requests to',
        response: { 200: RecruiterListSchema },
      },
    },
    (request) => request.inOrg(async (tx) => ({ results: await findRecruiters(tx, request.org.id) })),
  );

  app.get(
    '/hiring/form-options/',
    {
      config: use,
      schema: {
        tags,
        summary: 'The designations and departments a hiring request chooses from',
        response: { 200: HiringFormOptionsSchema },
      },
    },
    (request) => request.inOrg((tx) => findHiringFormOptions(tx, request.org.id)),
  );
};
