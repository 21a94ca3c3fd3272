import {
  CustomFieldCreateSchema,
  CustomFieldIdParamsSchema,
  CustomFieldListSchema,
  CustomFieldSchema,
  canListProjects,
  canManageProjectFields,
  ProjectIdParamsSchema,
  ProjectSettingsSchema,
  ProjectSettingsUpdateSchema,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../platform/db/client';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { changeProject, projectFor } from '../project-access';
import {
  createCustomField,
  deleteCustomField,
  findCustomFields,
  findProjectSettings,
  saveProjectSettings,
} from './settings.service';

const tags = ['projects'];
const lister = { permission: canListProjects };
const fieldManager = { permission: canManageProjectFields };

async function settingsOf(db: Queryable, request: FastifyRequest & { params: { id: number } }) {
  const { permissions, ...project } = await projectFor(
    db,
    request.org,
    requireActor(request),
    request.params.id,
    'can_read_settings',
  );
  return { project, permissions, fields: await findProjectSettings(db, request.org.id, request.params.id) };
}

/** Project settings (spec 2.6 Settings): the organisation's custom fields, and each project's values of them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/custom-fields/',
    {
      config: { permission: (actor) => canListProjects(actor) || canManageProjectFields(actor) },
      schema: { tags, summary: 'The project custom fields', response: { 200: CustomFieldListSchema } },
    },
    (request) =>
      request.inOrg(async (tx) => ({
        results: await findCustomFields(tx, request.org.id),
        can_manage: canManageProjectFields(requireActor(request)),
      })),
  );

  app.post(
    '/projects/custom-fields/',
    {
      config: fieldManager,
      schema: {
        tags,
        summary: 'Add a project custom field',
        body: CustomFieldCreateSchema,
        response: { 201: CustomFieldSchema },
      },
    },
    async (request, reply) => {
      const field = await request.inScope((scope) => createCustomField(scope, request.body));
      reply.code(201);
      return field;
    },
  );

  app.delete(
    '/projects/custom-fields/:id/',
    {
      config: fieldManager,
      schema: {
        tags,
        summary: 'Retire a custom field: projects no longer show nor ask for it',
        params: CustomFieldIdParamsSchema,
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => deleteCustomField(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/projects/projects/:id/settings/',
    {
      config: lister,
      schema: {
        tags,
        summary: "A project's settings: its values of the custom fields",
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSettingsSchema },
      },
    },
    (request) => request.inOrg((tx) => settingsOf(tx, request)),
  );

  app.put(
    '/projects/projects/:id/settings/',
    {
      config: lister,
      schema: {
        tags,
        summary: "Set a project's custom field values (those who may update the project)",
        params: ProjectIdParamsSchema,
        body: ProjectSettingsUpdateSchema,
        response: { 200: ProjectSettingsSchema },
      },
    },
    (request) =>
      changeProject(
        request,
        'can_update',
        (scope) => saveProjectSettings(scope, request.params.id, request.body),
        (tx) => settingsOf(tx, request),
      ),
  );
};
