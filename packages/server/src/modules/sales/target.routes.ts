import {
  BusinessPlanCreateSchema,
  BusinessPlanIdParamsSchema,
  BusinessPlanListSchema,
  BusinessPlanSchema,
  BusinessPlanUpdateSchema,
  canReadTargets,
  canSetTargets,
  TargetCreateSchema,
  TargetFiguresPageSchema,
  TargetFormOptionsSchema,
  TargetIdParamsSchema,
  TargetListQuerySchema,
  TargetPageSchema,
  TargetSchema,
  TargetUpdateSchema,
} from '@atrium/contracts';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/module-kit';
import { findPlans, findTargetFormOptions, findTargetPage } from './target.queries';
import {
  createBusinessPlan,
  createTarget,
  deleteTarget,
  findTargetHolderIds,
  requirePlan,
  targetReaderOf,
  updateBusinessPlan,
  updateTarget,
} from './target.service';
import { findTargetFiguresPage } from './target-figures';

const tags = ['sales'];
const plans = '/sales/business-plans/';
const read = { permission: canReadTargets };
const set = { permission: canSetTargets };

/**
 * Business plans and the sales targets in them: the sales head and the CEO set them, the finance executive reads
 * every one, a sales executive their own and their team's.
 */
export const targetRoutes: ModuleRoutes = async (app) => {
  app.get(
    plans,
    {
      config: read,
      schema: {
        tags,
        summary: 'The business plans, the latest financial year first',
        response: { 200: BusinessPlanListSchema },
      },
    },
    (request) => request.inScope(async ({ tx, org }) => ({ results: await findPlans(tx, org.id) })),
  );

  app.post(
    plans,
    {
      config: set,
      schema: {
        tags,
        summary: 'Add a business plan for a financial year, with its currency and planning rates',
        body: BusinessPlanCreateSchema,
        response: { 201: BusinessPlanSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        const row = await createBusinessPlan(scope, request.body);
        return requirePlan(scope, row.id);
      });
    },
  );

  app.patch(
    `${plans}:id/`,
    {
      config: set,
      schema: {
        tags,
        summary: 'Rename a business plan, change its rates, or make it the active one of its year',
        params: BusinessPlanIdParamsSchema,
        body: BusinessPlanUpdateSchema,
        response: { 200: BusinessPlanSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await updateBusinessPlan(scope, request.params.id, request.body);
        return requirePlan(scope, request.params.id);
      }),
  );

  app.get(
    `${plans}:id/targets/`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The targets of a plan the caller may read, people before teams, by name unless sorted',
        params: BusinessPlanIdParamsSchema,
        querystring: TargetListQuerySchema,
        response: { 200: TargetPageSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await requirePlan(scope, request.params.id);
        return findTargetPage(
          scope.tx,
          scope.org.id,
          request.params.id,
          request.query,
          await targetReaderOf(scope),
        );
      }),
  );

  app.get(
    `${plans}:id/figures/`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'The targets of a plan the caller may read, each quarter beside the order book and achievement of won opportunities',
        params: BusinessPlanIdParamsSchema,
        querystring: TargetListQuerySchema,
        response: { 200: TargetFiguresPageSchema },
      },
    },
    (request) => request.inScope((scope) => findTargetFiguresPage(scope, request.params.id, request.query)),
  );

  app.post(
    `${plans}:id/targets/`,
    {
      config: set,
      schema: {
        tags,
        summary: 'Set a sales person’s or a team’s target in a plan, per quarter',
        params: BusinessPlanIdParamsSchema,
        body: TargetCreateSchema,
        response: { 201: TargetSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => createTarget(scope, request.params.id, request.body));
    },
  );

  app.patch(
    '/sales/targets/:id/',
    {
      config: set,
      schema: {
        tags,
        summary: 'Change a target’s quarters',
        params: TargetIdParamsSchema,
        body: TargetUpdateSchema,
        response: { 200: TargetSchema },
      },
    },
    (request) => request.inScope((scope) => updateTarget(scope, request.params.id, request.body)),
  );

  app.delete(
    '/sales/targets/:id/',
    {
      config: set,
      schema: { tags, summary: 'Delete a target', params: TargetIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await request.inScope((scope) => deleteTarget(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/sales/target-form-options/',
    {
      config: set,
      schema: {
        tags,
        summary: 'What the target form chooses from: the sales people and the teams',
        response: { 200: TargetFormOptionsSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) =>
        findTargetFormOptions(scope.tx, scope.org.id, await findTargetHolderIds(scope)),
      ),
  );
};
