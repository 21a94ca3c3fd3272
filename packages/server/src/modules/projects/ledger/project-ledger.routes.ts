import { ProjectIdParamsSchema, type ProjectPermissions, type RecordHistoryEntry } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import type { RoutePermission } from '../../../platform/http/route-permission';
import type { Scope } from '../../../platform/scope';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { projectFor } from '../project-access';
import { findLedgerEntry, findLedgerPage, type LedgerQuery, type LedgerView } from './project-ledger.queries';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The project with what the caller may do with it, refused (404 or 403) as `projectFor` refuses. */
export type LedgerAccess = typeof projectFor;

/**
 * One of a project's money ledgers over HTTP, under `/projects/projects/:id/<ledger>/`: a page with its count
 * and total, record, (read one,) change, delete. What differs between ledgers is given here: who may see it,
 * its schemas and summaries, how its entries read, and the service calls that keep its rules.
 */
export interface ProjectLedger<Query extends LedgerQuery, Create, Update> {
  /** The ledger's path segment under the project: `expenses`. */
  name: string;
  /** The path parameter naming one entry: `expenseId`. */
  entryParam: string;
  permission: RoutePermission;
  /** Any reader of the project unless given; changes also need `can_update`. */
  access?: LedgerAccess;
  view: LedgerView<Query>;
  schemas: {
    entryParams: z.ZodType;
    query: z.ZodType<Query>;
    page: z.ZodType;
    entry: z.ZodType;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
  };
  summaries: { list: string; create: string; update: string; delete: string };
  /** One entry with its project and audited history, for a ledger whose entries open on their own. */
  detail?: {
    schema: z.ZodType;
    summary: string;
    history(db: Queryable, organizationId: number, id: number): Promise<RecordHistoryEntry[]>;
  };
  create(scope: Scope, projectId: number, input: Create): Promise<{ id: number }>;
  update(scope: Scope, projectId: number, id: number, input: Update): Promise<unknown>;
  delete(scope: Scope, projectId: number, id: number): Promise<unknown>;
}

export function projectLedgerRoutes<Query extends LedgerQuery, Create, Update>(
  app: App,
  ledger: ProjectLedger<Query, Create, Update>,
) {
  const { view, schemas, summaries, detail } = ledger;
  const access = ledger.access ?? projectFor;
  const path = `/projects/projects/:id/${ledger.name}/`;
  const one = `${path}:${ledger.entryParam}/`;
  const config = { permission: ledger.permission };
  const tags = ['projects'];

  const readable = (
    db: Queryable,
    request: FastifyRequest,
    projectId: number,
    need?: keyof ProjectPermissions,
  ) => access(db, request.org, requireActor(request), projectId, need);
  /** A change by a caller who may update the project, answered in the same transaction. */
  const change = <T>(request: FastifyRequest, projectId: number, work: (scope: Scope) => Promise<T>) =>
    request.inScope(async (scope) => {
      await readable(scope.tx, request, projectId, 'can_update');
      return work(scope);
    });
  const entryIds = (request: FastifyRequest) => {
    const params = request.params as Record<string, number>;
    return { projectId: params.id as number, entryId: params[ledger.entryParam] as number };
  };

  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.list,
        params: ProjectIdParamsSchema,
        querystring: schemas.query,
        response: { 200: schemas.page },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await readable(tx, request, request.params.id);
        const page = await findLedgerPage(tx, view, request.org.id, project.id, request.query as Query);
        return { project, permissions, ...page };
      }),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.create,
        params: ProjectIdParamsSchema,
        body: schemas.create,
        response: { 201: schemas.entry },
      },
    },
    async (request, reply) => {
      const projectId = request.params.id;
      const entry = await change(request, projectId, async (scope) => {
        const { id } = await ledger.create(scope, projectId, request.body as Create);
        return findLedgerEntry(scope.tx, view, request.org.id, projectId, id);
      });
      reply.code(201);
      return entry;
    },
  );

  if (detail) {
    app.get(
      one,
      {
        config,
        schema: {
          tags,
          summary: detail.summary,
          params: schemas.entryParams,
          response: { 200: detail.schema },
        },
      },
      (request) =>
        request.inOrg(async (tx) => {
          const { projectId, entryId } = entryIds(request);
          const { permissions, ...project } = await readable(tx, request, projectId);
          const record = await findLedgerEntry(tx, view, request.org.id, project.id, entryId);
          const history = await detail.history(tx, request.org.id, record.id);
          return { project, permissions, record, history };
        }),
    );
  }

  app.patch(
    one,
    {
      config,
      schema: {
        tags,
        summary: summaries.update,
        params: schemas.entryParams,
        body: schemas.update,
        response: { 200: schemas.entry },
      },
    },
    (request) => {
      const { projectId, entryId } = entryIds(request);
      return change(request, projectId, async (scope) => {
        await ledger.update(scope, projectId, entryId, request.body as Update);
        return findLedgerEntry(scope.tx, view, request.org.id, projectId, entryId);
      });
    },
  );

  app.delete(
    one,
    {
      config,
      schema: {
        tags,
        summary: summaries.delete,
        params: schemas.entryParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { projectId, entryId } = entryIds(request);
      await change(request, projectId, (scope) => ledger.delete(scope, projectId, entryId));
      reply.code(204);
      return null;
    },
  );
}
