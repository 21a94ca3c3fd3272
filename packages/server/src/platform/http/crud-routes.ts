import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RequestActor } from '../auth/actor';
import type { Scope } from '../scope';
import { requireActor } from '../tenancy/org-scope';
import type { RoutePermission } from './route-permission';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A plain resource of the organisation under `path`: list (and read one), add, change, remove, each in the
 * request's scope. The routes are declared with their permissions and schemas like any other; what differs
 * between resources (the services, who may do what, what a caller may see) is given here.
 */
export interface CrudResource<Query, Create, Update> {
  /** The collection's path, with its trailing slash: `/org/setup/grades/`. */
  path: string;
  tags: string[];
  /** What the collection holds, for the summaries: "grades, with their CTC ranges". */
  title: string;
  permissions: {
    read: RoutePermission;
    /** Adding and removing. */
    write: RoutePermission;
    /** Changing, when it differs from `write`. */
    change?: RoutePermission;
  };
  schemas: {
    params: z.ZodType<{ id: number }>;
    query: z.ZodType<Query>;
    page: z.ZodType;
    row: z.ZodType;
    create?: z.ZodType<Create>;
    update?: z.ZodType<Update>;
  };
  list(scope: Scope, query: Query): Promise<unknown>;
  get?(scope: Scope, id: number): Promise<unknown>;
  add?(scope: Scope, input: Create): Promise<unknown>;
  change?(scope: Scope, id: number, input: Update): Promise<unknown>;
  /** Removes the record, refusing one still in use. */
  remove?(scope: Scope, id: number): Promise<void>;
  /** The answer as this caller may see it (fields they may not see left out). */
  present?(actor: RequestActor, answer: unknown): unknown;
  /** Refuses a body this caller may not write, beyond what the route's permission checks. */
  assertMayWrite?(actor: RequestActor, input: unknown): void;
}

export function crudRoutes<Query, Create, Update>(app: App, resource: CrudResource<Query, Create, Update>) {
  const { path, tags, title, permissions, schemas } = resource;
  const one = `${path}:id/`;
  const shown = (actor: RequestActor, answer: unknown) =>
    resource.present ? resource.present(actor, answer) : answer;
  const checked = (actor: RequestActor, input: unknown) => resource.assertMayWrite?.(actor, input);

  app.get(
    path,
    {
      config: { permission: permissions.read },
      schema: {
        tags,
        summary: `The organisation’s ${title}: search, sort, page`,
        querystring: schemas.query,
        response: { 200: schemas.page },
      },
    },
    async (request) =>
      shown(
        requireActor(request),
        await request.inScope((scope) => resource.list(scope, request.query as Query)),
      ),
  );

  const { get, add, change, remove } = resource;
  if (get) {
    app.get(
      one,
      {
        config: { permission: permissions.read },
        schema: {
          tags,
          summary: `One of the ${title}`,
          params: schemas.params,
          response: { 200: schemas.row },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return shown(requireActor(request), await request.inScope((scope) => get(scope, id)));
      },
    );
  }
  if (add && schemas.create) {
    app.post(
      path,
      {
        config: { permission: permissions.write },
        schema: {
          tags,
          summary: `Add to the ${title}`,
          body: schemas.create,
          response: { 201: schemas.row },
        },
      },
      // Returned rather than sent, so the answer leaves only after the request's transaction commits.
      async (request, reply) => {
        const actor = requireActor(request);
        checked(actor, request.body);
        reply.code(201);
        return shown(actor, await request.inScope((scope) => add(scope, request.body as Create)));
      },
    );
  }
  if (change && schemas.update) {
    app.patch(
      one,
      {
        config: { permission: permissions.change ?? permissions.write },
        schema: {
          tags,
          summary: `Change one of the ${title}`,
          params: schemas.params,
          body: schemas.update,
          response: { 200: schemas.row },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { id } = request.params as { id: number };
        checked(actor, request.body);
        return shown(actor, await request.inScope((scope) => change(scope, id, request.body as Update)));
      },
    );
  }
  if (remove) {
    app.delete(
      one,
      {
        config: { permission: permissions.write },
        schema: { tags, summary: `Remove one of the ${title} unless it is in use`, params: schemas.params },
      },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        await request.inScope((scope) => remove(scope, id));
        reply.code(204);
        return null;
      },
    );
  }
}
