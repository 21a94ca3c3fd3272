import {
  canUseSales,
  OpportunityCreateSchema,
  OpportunityDetailSchema,
  OpportunityIdParamsSchema,
  OpportunityListQuerySchema,
  OpportunityOutcomeSchema,
  OpportunityPageSchema,
  OpportunityTaskCheckSchema,
  OpportunityTaskParamsSchema,
  OpportunityUpdateSchema,
} from '@atrium/contracts';
import { z } from 'zod';
import { readableRecord } from '../../platform/http/policy-answer';
import type { ModuleRoutes } from '../../platform/module-kit';
import type { Scope } from '../../platform/scope';
import { scopeActor } from '../../platform/scope';
import { requireActor } from '../../platform/tenancy/org-scope';
import { clientChoices } from '../clients';
import {
  findOpportunityDetail,
  findOpportunityFormOptions,
  findOpportunityPage,
} from './opportunity.queries';
import {
  checkOpportunityTask,
  completeOpportunityStage,
  createOpportunity,
  decideOpportunity,
  findSalesPeopleIds,
  updateOpportunity,
} from './opportunity.service';
import { listedOpportunitiesOf, opportunityPolicy } from './sales.policy';

const tags = ['sales'];
const path = '/sales/opportunities/';
const use = { permission: canUseSales };
const params = OpportunityIdParamsSchema;

const Named = z.object({ id: z.number().int(), name: z.string() });
const OpportunityFormOptionsSchema = z.object({
  clients: z.array(Named),
  designations: z.array(Named),
  people: z.array(Named),
});

/** The opportunity in full when the caller may read it: 404 only to those who see every one. */
export async function readableOpportunity(scope: Scope, id: number) {
  const detail = await findOpportunityDetail(scope.tx, scope.org.id, id);
  const {
    owner_id: _owner,
    sales_executive_id: _executive,
    ...shown
  } = readableRecord(detail, opportunityPolicy(scopeActor(scope)));
  return shown;
}

/**
 * Opportunities (`OP-`) through the organisation's sales process: the sales head and the CEO see and work on every
 * one, a sales executive on those they own or sell.
 */
export const salesRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: use,
      schema: {
        tags,
        summary:
          'The opportunities the caller may see, newest first unless sorted: search, status, pipeline, stage, client, sales executive, page',
        querystring: OpportunityListQuerySchema,
        response: { 200: OpportunityPageSchema },
      },
    },
    (request) => {
      const listed = listedOpportunitiesOf(requireActor(request));
      return request.inScope(({ tx, org }) => findOpportunityPage(tx, org.id, request.query, listed));
    },
  );

  app.post(
    path,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Add an opportunity at the first stage of its pipeline (the default one unless named), with the role mix it needs',
        body: OpportunityCreateSchema,
        response: { 201: OpportunityDetailSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) =>
        readableOpportunity(scope, (await createOpportunity(scope, request.body)).id),
      );
    },
  );

  app.get(
    '/sales/opportunity-form-options/',
    {
      config: use,
      schema: {
        tags,
        summary: 'What the opportunity form chooses from: clients, designations and the sales people',
        response: { 200: OpportunityFormOptionsSchema },
      },
    },
    (request) =>
      request.inScope(async ({ tx, org }) => ({
        clients: await clientChoices(tx, org.id),
        ...(await findOpportunityFormOptions(tx, org.id, await findSalesPeopleIds(tx, org.id))),
      })),
  );

  app.get(
    `${path}:id/`,
    {
      config: use,
      schema: { tags, summary: 'An opportunity in full', params, response: { 200: OpportunityDetailSchema } },
    },
    (request) => request.inScope((scope) => readableOpportunity(scope, request.params.id)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Change an open opportunity (its role mix, when given, is replaced whole)',
        params,
        body: OpportunityUpdateSchema,
        response: { 200: OpportunityDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await updateOpportunity(scope, request.params.id, request.body);
        return readableOpportunity(scope, request.params.id);
      }),
  );

  app.put(
    `${path}:id/checklist/:taskId/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Tick or untick a checklist task of the opportunity’s current stage',
        params: OpportunityTaskParamsSchema,
        body: OpportunityTaskCheckSchema,
        response: { 200: OpportunityDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await checkOpportunityTask(scope, request.params.id, request.params.taskId, request.body.done);
        return readableOpportunity(scope, request.params.id);
      }),
  );

  app.post(
    `${path}:id/stage-completions/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Complete the current stage and move to the next: refused while a mandatory task is undone',
        params,
        response: { 200: OpportunityDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await completeOpportunityStage(scope, request.params.id);
        return readableOpportunity(scope, request.params.id);
      }),
  );

  app.post(
    `${path}:id/outcome/`,
    {
      config: use,
      schema: {
        tags,
        summary:
          'Win (the draft project and its resource requests follow, all or nothing) or lose an opportunity, with the reason',
        params,
        body: OpportunityOutcomeSchema,
        response: { 200: OpportunityDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await decideOpportunity(scope, request.params.id, request.body);
        return readableOpportunity(scope, request.params.id);
      }),
  );
};
