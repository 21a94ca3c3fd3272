import {
  type Actor,
  CostCreateSchema,
  CostDetailSchema,
  CostIdParamsSchema,
  CostListQuerySchema,
  CostPageSchema,
  CostSchema,
  CostUpdateSchema,
  canSeeProjectFinances,
  ProjectIdParamsSchema,
  type ProjectPermissions,
  RevenueCreateSchema,
  RevenueDetailSchema,
  RevenueIdParamsSchema,
  RevenueListQuerySchema,
  RevenuePageSchema,
  RevenueSchema,
  RevenueUpdateSchema,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { requireActor } from '../../platform/tenancy/org-scope';
import {
  findCost,
  findCosts,
  findRecordHistory,
  findRevenue,
  findRevenues,
} from './financial-record.queries';
import {
  createCost,
  createRevenue,
  deleteCost,
  deleteRevenue,
  updateCost,
  updateRevenue,
} from './financial-record.service';
import { projectFor } from './project-access';
import { permissionProject } from './projects.policy';

const tags = ['projects'];
/** Finance and project owners and delivery leads (spec 6); which projects is decided per project below. */
const financeRoles = { permission: (actor: Actor) => canSeeProjectFinances(actor) };
const NoContent = z.null();
type ProjectRequest = FastifyRequest & { params: { id: number } };

/**
 * The project with the caller's permissions, when they may see its money: one they may not read answers 404,
 * one whose finances are not theirs (an RMG manager's, a sales executive's) 403, as does lacking `need`.
 */
async function financesOf(db: Queryable, request: ProjectRequest, need?: keyof ProjectPermissions) {
  const actor = requireActor(request);
  const project = await projectFor(db, request.org, actor, request.params.id, need);
  if (!canSeeProjectFinances(actor, permissionProject(project))) throw new AppError('permission_denied');
  return project;
}

/** A change by a caller who may update the project and see its money, answered with what `answer` reads. */
function changeFinances<T>(
  request: ProjectRequest,
  write: (scope: Scope) => Promise<unknown>,
  answer: (db: Queryable) => Promise<T>,
) {
  return request.inScope(async (scope) => {
    await financesOf(scope.tx, request, 'can_update');
    await write(scope);
    return answer(scope.tx);
  });
}

async function revenueOf(db: Queryable, organizationId: number, projectId: number, id: number) {
  const revenue = await findRevenue(db, organizationId, projectId, id);
  if (!revenue) throw new AppError('not_found');
  return revenue;
}

async function costOf(db: Queryable, organizationId: number, projectId: number, id: number) {
  const cost = await findCost(db, organizationId, projectId, id);
  if (!cost) throw new AppError('not_found');
  return cost;
}

/**
 * A project's financial records (spec 5, 6): revenue, each with a receipt date and an expected payment date not
 * before it, and costs, dated within the project's window. Finance, the project owner and the delivery lead read
 * them; whoever may update the project records, changes and deletes them; a closed project keeps them as they
 * are. Every change is audited and each record shows its history.
 */
export const financialRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/projects/:id/revenues/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: "A page of a project's revenue, newest first, with its count and total",
        params: ProjectIdParamsSchema,
        querystring: RevenueListQuerySchema,
        response: { 200: RevenuePageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await financesOf(tx, request);
        const page = await findRevenues(tx, request.org.id, project.id, request.query);
        return { project, permissions, ...page };
      }),
  );

  app.post(
    '/projects/projects/:id/revenues/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'Record revenue within the project dates, with a receipt date not before it',
        params: ProjectIdParamsSchema,
        body: RevenueCreateSchema,
        response: { 201: RevenueSchema },
      },
    },
    async (request, reply) => {
      let id = 0;
      const revenue = await changeFinances(
        request,
        async (scope) => {
          id = (await createRevenue(scope, request.params.id, request.body)).id;
        },
        (db) => revenueOf(db, request.org.id, request.params.id, id),
      );
      reply.code(201);
      return revenue;
    },
  );

  app.get(
    '/projects/projects/:id/revenues/:revenueId/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'One revenue entry with its project and its audited history',
        params: RevenueIdParamsSchema,
        response: { 200: RevenueDetailSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await financesOf(tx, request);
        const record = await revenueOf(tx, request.org.id, project.id, request.params.revenueId);
        const history = await findRecordHistory(tx, request.org.id, 'project_revenue', record.id);
        return { project, permissions, record, history };
      }),
  );

  app.patch(
    '/projects/projects/:id/revenues/:revenueId/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'Change a revenue entry; its dates keep to the same rules',
        params: RevenueIdParamsSchema,
        body: RevenueUpdateSchema,
        response: { 200: RevenueSchema },
      },
    },
    (request) =>
      changeFinances(
        request,
        (scope) => updateRevenue(scope, request.params.id, request.params.revenueId, request.body),
        (db) => revenueOf(db, request.org.id, request.params.id, request.params.revenueId),
      ),
  );

  app.delete(
    '/projects/projects/:id/revenues/:revenueId/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'Delete a revenue entry',
        params: RevenueIdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await changeFinances(
        request,
        (scope) => deleteRevenue(scope, request.params.id, request.params.revenueId),
        async () => null,
      );
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/projects/projects/:id/costs/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: "A page of a project's costs, newest first, with their count and total",
        params: ProjectIdParamsSchema,
        querystring: CostListQuerySchema,
        response: { 200: CostPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await financesOf(tx, request);
        const page = await findCosts(tx, request.org.id, project.id, request.query);
        return { project, permissions, ...page };
      }),
  );

  app.post(
    '/projects/projects/:id/costs/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'Record a cost dated within the project dates',
        params: ProjectIdParamsSchema,
        body: CostCreateSchema,
        response: { 201: CostSchema },
      },
    },
    async (request, reply) => {
      let id = 0;
      const cost = await changeFinances(
        request,
        async (scope) => {
          id = (await createCost(scope, request.params.id, request.body)).id;
        },
        (db) => costOf(db, request.org.id, request.params.id, id),
      );
      reply.code(201);
      return cost;
    },
  );

  app.get(
    '/projects/projects/:id/costs/:costId/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'One cost entry with its project and its audited history',
        params: CostIdParamsSchema,
        response: { 200: CostDetailSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await financesOf(tx, request);
        const record = await costOf(tx, request.org.id, project.id, request.params.costId);
        const history = await findRecordHistory(tx, request.org.id, 'project_cost', record.id);
        return { project, permissions, record, history };
      }),
  );

  app.patch(
    '/projects/projects/:id/costs/:costId/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: "Change a cost's date, category, amount or description",
        params: CostIdParamsSchema,
        body: CostUpdateSchema,
        response: { 200: CostSchema },
      },
    },
    (request) =>
      changeFinances(
        request,
        (scope) => updateCost(scope, request.params.id, request.params.costId, request.body),
        (db) => costOf(db, request.org.id, request.params.id, request.params.costId),
      ),
  );

  app.delete(
    '/projects/projects/:id/costs/:costId/',
    {
      config: financeRoles,
      schema: {
        tags,
        summary: 'Delete a cost entry',
        params: CostIdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await changeFinances(
        request,
        (scope) => deleteCost(scope, request.params.id, request.params.costId),
        async () => null,
      );
      reply.code(204);
      return null;
    },
  );
};
