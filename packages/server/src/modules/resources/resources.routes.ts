import {
  canRaiseResourceRequests,
  canReadRmgPool,
  canUseResourceRequests,
  FORECAST_WEEKS,
  isResourceManager,
  mayRaiseResourceRequestFor,
  PoolPageSchema,
  PoolQuerySchema,
  RaisedHiringRequestSchema,
  RankedCandidateListSchema,
  RequestProjectListSchema,
  ResourceForecastQuerySchema,
  ResourceForecastSchema,
  ResourceIdParamsSchema,
  ResourceRequestCommentSchema,
  ResourceRequestCreateSchema,
  ResourceRequestFormOptionsSchema,
  ResourceRequestFulfilSchema,
  ResourceRequestHiringSchema,
  ResourceRequestHistorySchema,
  ResourceRequestListQuerySchema,
  ResourceRequestPageSchema,
  ResourceRequestSchema,
  ResourceRequestTransitionSchema,
  ResourceRequestUpdateSchema,
  RmgOverviewQuerySchema,
  RmgOverviewSchema,
  RmgStatsQuerySchema,
  RmgStatsSchema,
} from '@atrium/contracts';
import { readableRecord } from '../../platform/http/policy-answer';
import type { ModuleRoutes } from '../../platform/module-kit';
import { type Scope, scopeActor } from '../../platform/scope';
import { requireActor } from '../../platform/tenancy/org-scope';
import { rankRequestCandidates } from './candidates.service';
import { findResourceForecast } from './forecast.queries';
import { raiseHiringForRequest } from './hiring-conversion';
import {
  findRequestProjects,
  findResourceRequest,
  findResourceRequestPage,
} from './resource-request.queries';
import {
  commentOnResourceRequest,
  editResourceRequest,
  fulfilResourceRequest,
  raiseResourceRequest,
  transitionResourceRequest,
} from './resource-request.service';
import {
  findResourceRequestFormOptions,
  findResourceRequestHistory,
} from './resource-request-history.queries';
import { listedRequestsOf, resourceRequestReadPolicy } from './resources.policy';
import { variantOf } from './resources-variant';
import { findPoolPage } from './rmg.queries';
import { findRmgOverview } from './rmg-figures.queries';
import { findRmgStats } from './rmg-stats.queries';

const tags = ['resources'];
const path = '/resources/resource-requests/';
const params = ResourceIdParamsSchema;
const use = { permission: canUseResourceRequests };
const manage = { permission: isResourceManager };

/** The request as the caller may read it: 403 (or 404 to one who sees every request) otherwise. */
export async function readable(scope: Scope, id: number) {
  const found = await findResourceRequest(scope.tx, scope.org.id, id);
  const { raised_by_id: _raiser, ...request } = readableRecord(
    found,
    resourceRequestReadPolicy(scopeActor(scope)),
  );
  return request;
}

/** Resource requests (spec 1, 9: `RR-`) and the RMG pool. */
export const resourcesRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Resource requests the caller may see: search by code, project or designation; filter by status, project and priority; sort, page',
        querystring: ResourceRequestListQuerySchema,
        response: { 200: ResourceRequestPageSchema },
      },
    },
    (request) => {
      const listed = listedRequestsOf(requireActor(request));
      return request.inScope((scope) =>
        findResourceRequestPage(scope.tx, scope.org.id, request.query, listed),
      );
    },
  );

  app.post(
    path,
    {
      config: { permission: canRaiseResourceRequests },
      schema: {
        tags,
        summary:
          'Ask for resources against a project’s resource group (pending until an RMG manager accepts)',
        body: ResourceRequestCreateSchema,
        response: { 201: ResourceRequestSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) =>
        readable(scope, (await raiseResourceRequest(scope, request.body)).id),
      );
    },
  );

  app.get(
    `${path}projects/`,
    {
      config: use,
      schema: {
        tags,
        summary:
          'The projects of the resource requests the caller may see, by name: what the list filters by',
        response: { 200: RequestProjectListSchema },
      },
    },
    (request) => {
      const listed = listedRequestsOf(requireActor(request));
      return request.inScope(async (scope) => ({
        results: await findRequestProjects(scope.tx, scope.org.id, listed),
      }));
    },
  );

  app.get(
    `${path}:id/`,
    {
      config: use,
      schema: { tags, summary: 'A resource request', params, response: { 200: ResourceRequestSchema } },
    },
    (request) => request.inScope((scope) => readable(scope, request.params.id)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Change a pending or open resource request: its requester, its project’s owner or lead, an RMG manager',
        params,
        body: ResourceRequestUpdateSchema,
        response: { 200: ResourceRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        await editResourceRequest(scope, request.params.id, request.body);
        return readable(scope, request.params.id);
      }),
  );

  app.get(
    `${path}:id/history/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'What happened to a resource request and the comments left on it, oldest first',
        params,
        response: { 200: ResourceRequestHistorySchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        return { results: await findResourceRequestHistory(scope.tx, scope.org.id, request.params.id) };
      }),
  );

  app.post(
    `${path}:id/transitions/`,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Accept, start, close or cancel a resource request (a comment for close and cancel); the requester may cancel',
        params,
        body: ResourceRequestTransitionSchema,
        response: { 200: ResourceRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        const { action, comment } = request.body;
        await transitionResourceRequest(scope, request.params.id, action, comment || null);
        return readable(scope, request.params.id);
      }),
  );

  app.post(
    `${path}:id/comments/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Comment on a resource request',
        params,
        body: ResourceRequestCommentSchema,
        response: { 201: ResourceRequestHistorySchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        await commentOnResourceRequest(scope, request.params.id, request.body.comment);
        return { results: await findResourceRequestHistory(scope.tx, scope.org.id, request.params.id) };
      });
    },
  );

  app.get(
    `${path}:id/candidates/`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'The people ranked for a resource request: skills, availability over its dates (allocations, approved leave), experience, location, bench days; a cost band, never salary',
        params,
        response: { 200: RankedCandidateListSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        return { results: await rankRequestCandidates(scope, request.params.id) };
      }),
  );

  app.post(
    `${path}:id/fulfilments/`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Allocate an employee against a resource request, on its project and group for its dates and share; fulfilled once its count is met',
        params,
        body: ResourceRequestFulfilSchema,
        response: { 200: ResourceRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        await fulfilResourceRequest(scope, request.params.id, request.body.employee_id);
        return readable(scope, request.params.id);
      }),
  );

  app.post(
    `${path}:id/hiring-requests/`,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Raise a hiring request for the people a resource request still needs, naming it, pending the recruitment manager’s approval',
        params,
        body: ResourceRequestHiringSchema,
        response: { 201: RaisedHiringRequestSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        return raiseHiringForRequest(scope, request.params.id, request.body);
      });
    },
  );

  app.get(
    '/resources/form-options/',
    {
      config: use,
      schema: {
        tags,
        summary:
          'What a resource request and the pool filter by: the projects the caller may ask resources for with their groups, designations, skills and locations',
        response: { 200: ResourceRequestFormOptionsSchema },
      },
    },
    (request) => {
      const actor = requireActor(request);
      return request.inScope((scope) =>
        findResourceRequestFormOptions(scope.tx, scope.org.id, (project) =>
          mayRaiseResourceRequestFor(variantOf(scope.org), actor, project),
        ),
      );
    },
  );

  app.get(
    '/resources/pool/',
    {
      config: { permission: canReadRmgPool },
      schema: {
        tags,
        summary:
          'The RMG pool today: people not fully allocated and those released within 30 days, with bench days, last project, skills and why they are free; filter, search, sort, page',
        querystring: PoolQuerySchema,
        response: { 200: PoolPageSchema },
      },
    },
    (request) =>
      request.inScope((scope) => findPoolPage(scope.tx, scope.org.id, scope.clock.today(), request.query)),
  );

  app.get(
    '/resources/overview/',
    {
      config: { permission: canReadRmgPool },
      schema: {
        tags,
        summary:
          'Utilisation, billable % and bench % of the active employees on a day (today unless given), in all and by department',
        querystring: RmgOverviewQuerySchema,
        response: { 200: RmgOverviewSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        findRmgOverview(scope.tx, scope.org.id, request.query.date ?? scope.clock.today()),
      ),
  );

  app.get(
    '/resources/stats/',
    {
      config: { permission: canReadRmgPool },
      schema: {
        tags,
        summary:
          'RMG Statistics on a day (today unless given): utilisation, billable % and bench % by department, skill and location, their trend over the weeks leading to it (12 unless given), and the missing actuals of the last full week valued at billing rates',
        querystring: RmgStatsQuerySchema,
        response: { 200: RmgStatsSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        findRmgStats(scope.tx, scope.org.id, request.query.date ?? scope.clock.today(), request.query.weeks),
      ),
  );

  app.get(
    '/resources/forecast/',
    {
      config: { permission: canReadRmgPool },
      schema: {
        tags,
        summary:
          'Resource Requirement Forecasting: supply (people less approved leave, joiners from joining, leavers to their last working day) against demand (allocations and open resource requests) per role and week for the next 12 weeks, with the gap and its level',
        querystring: ResourceForecastQuerySchema,
        response: { 200: ResourceForecastSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        findResourceForecast(
          scope.tx,
          scope.org.id,
          request.query.date ?? scope.clock.today(),
          FORECAST_WEEKS,
        ),
      ),
  );
};
