import {
  ClientCreateSchema,
  ClientListSchema,
  ClientSchema,
  canListProjects,
  ProjectCreateSchema,
  ProjectDetailSchema,
  ProjectIdParamsSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  ProjectStatusChangeSchema,
  ProjectTeamQuerySchema,
  ProjectTeamSchema,
  ProjectUpdateSchema,
  seesEveryProject,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { addClientByName } from '../clients';
import { changeProjectStatus, createProject, updateProject } from './project.service';
import { NO_PERMISSIONS, projectFor } from './project-access';
import { accessTo, mayCreateProject, projectVisibility } from './projects.policy';
import { findClients, findProject, findProjectPage, findProjectTeam } from './projects.queries';

const tags = ['projects'];
const params = ProjectIdParamsSchema;
const lister = { permission: canListProjects };
const creator = { permission: mayCreateProject };

/** Projects (spec 2.6, 5, 6): the list, the form, status changes, clients for the form and the team. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/projects/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Projects the caller works with: search by name, code or client, filter, sort, page',
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const actor = requireActor(request);
        const page = await findProjectPage(tx, request.org.id, projectVisibility(actor), request.query);
        return { ...page, can_create: mayCreateProject(actor) };
      }),
  );

  app.post(
    '/projects/projects/',
    {
      config: creator,
      schema: {
        tags,
        summary: 'Create a project as a draft with the next PR- code',
        body: ProjectCreateSchema,
        response: { 201: ProjectDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const created = await request.inScope(async (scope) => {
        // A delivery lead who names no delivery lead leads the project they create, so it stays theirs.
        const body =
          request.body.delivery_lead_id || seesEveryProject(actor)
            ? request.body
            : { ...request.body, delivery_lead_id: actor.user_id };
        const project = await createProject(scope, body);
        const detail = await findProject(scope.tx, request.org.id, project.id);
        if (!detail) throw new Error('created project not found');
        return { ...detail, permissions: accessTo(request.org, actor, detail) ?? NO_PERMISSIONS };
      });
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/projects/projects/:id/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'A project and what the caller may do with it',
        params,
        response: { 200: ProjectDetailSchema },
      },
    },
    (request) => request.inOrg((tx) => projectFor(tx, request.org, requireActor(request), request.params.id)),
  );

  app.patch(
    '/projects/projects/:id/',
    {
      config: lister,
      schema: {
        tags,
        summary: "Change a project's fields (per the organisation's permission variant)",
        params,
        body: ProjectUpdateSchema,
        response: { 200: ProjectDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const actor = requireActor(request);
        await projectFor(scope.tx, request.org, actor, request.params.id, 'can_update');
        await updateProject(scope, request.params.id, request.body);
        return projectFor(scope.tx, request.org, actor, request.params.id);
      }),
  );

  app.post(
    '/projects/projects/:id/status/',
    {
      config: lister,
      schema: {
        tags,
        summary:
          'Activate, hold, complete or close a project; activation checks what a running project needs',
        params,
        body: ProjectStatusChangeSchema,
        response: { 200: ProjectDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const actor = requireActor(request);
        await projectFor(scope.tx, request.org, actor, request.params.id, 'can_update');
        await changeProjectStatus(scope, request.params.id, request.body.status);
        return projectFor(scope.tx, request.org, actor, request.params.id);
      }),
  );

  app.get(
    '/projects/projects/:id/team/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Who is allocated to the project, a page at a time, earliest first',
        params,
        querystring: ProjectTeamQuerySchema,
        response: { 200: ProjectTeamSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        await projectFor(tx, request.org, requireActor(request), request.params.id, 'can_read_team');
        return findProjectTeam(tx, request.org.id, request.params.id, request.query);
      }),
  );

  app.get(
    '/projects/clients/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Clients, for choosing one on a project',
        response: { 200: ClientListSchema },
      },
    },
    (request) => request.inOrg(async (tx) => ({ results: await findClients(tx, request.org.id) })),
  );

  app.post(
    '/projects/clients/',
    {
      config: creator,
      schema: { tags, summary: 'Add a client', body: ClientCreateSchema, response: { 201: ClientSchema } },
    },
    async (request, reply) => {
      const client = await request.inScope((scope) => addClientByName(scope, request.body.name));
      reply.code(201);
      return { id: client.id, name: client.name };
    },
  );
};
