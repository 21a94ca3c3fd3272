import {
  canBuildForms,
  FormCreateSchema,
  FormDetailSchema,
  FormDraftSchema,
  FormPageSchema,
  FormsIdParamsSchema,
  FormsListQuerySchema,
  FormVersionPageSchema,
  FormVersionParamsSchema,
  FormVersionSchema,
  FormVersionsQuerySchema,
} from '@atrium/contracts';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { ModuleRoutes } from '../../platform/module-kit';
import { findFormDetail, findFormPage, findFormVersion, findVersionPage } from './forms.queries';
import { createForm, duplicateForm, publishForm, retireForm, saveFormDraft } from './forms.service';

const tags = ['forms'];
const builders = { permission: canBuildForms };
const params = FormsIdParamsSchema;

async function detailOf(tx: Tx, organizationId: number, id: number) {
  const form = await findFormDetail(tx, organizationId, id);
  if (!form) throw new AppError('not_found');
  return form;
}

/** The Form Builder (spec 2.6; PEERS 3.19): versioned forms, built by organisation admins and setup managers. */
export const formsRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/forms/forms/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'Forms by their newest version: filter by purpose, search the name; sort, page',
        querystring: FormsListQuerySchema,
        response: { 200: FormPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findFormPage(tx, request.org.id, request.query)),
  );

  app.post(
    '/forms/forms/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'A new form for a purpose; its first version is a draft',
        body: FormCreateSchema,
        response: { 201: FormDetailSchema },
      },
    },
    async (request, reply) => {
      const form = await request.inScope(async (scope) => {
        const created = await createForm(scope, request.body);
        return detailOf(scope.tx, request.org.id, created.form.id);
      });
      reply.code(201);
      return form;
    },
  );

  app.get(
    '/forms/forms/:id/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'One form with its draft (or newest version) and which version is active',
        params,
        response: { 200: FormDetailSchema },
      },
    },
    (request) => request.inOrg((tx) => detailOf(tx, request.org.id, request.params.id)),
  );

  app.put(
    '/forms/forms/:id/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'Save the name and questions: into the draft, or a new draft version of an active form',
        params,
        body: FormDraftSchema,
        response: { 200: FormDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await saveFormDraft(scope, request.params.id, request.body);
        return detailOf(scope.tx, request.org.id, request.params.id);
      }),
  );

  // Publishing and retiring: a change of the form's state, answered with the form as it now is.
  const stateChanges = [
    {
      path: 'publish',
      summary: 'Publish the draft: the active form of its purpose; the one active before is retired',
      change: publishForm,
    },
    {
      path: 'retire',
      summary: 'Retire the active version: no longer offered to fill in',
      change: retireForm,
    },
  ];
  for (const { path, summary, change } of stateChanges)
    app.post(
      `/forms/forms/:id/${path}/`,
      { config: builders, schema: { tags, summary, params, response: { 200: FormDetailSchema } } },
      (request) =>
        request.inScope(async (scope) => {
          await change(scope, request.params.id);
          return detailOf(scope.tx, request.org.id, request.params.id);
        }),
    );

  app.post(
    '/forms/forms/:id/duplicate/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'Copy the form’s current questions into a new draft form of the same purpose',
        params,
        response: { 201: FormDetailSchema },
      },
    },
    async (request, reply) => {
      const form = await request.inScope(async (scope) => {
        const copy = await duplicateForm(scope, request.params.id);
        return detailOf(scope.tx, request.org.id, copy.form.id);
      });
      reply.code(201);
      return form;
    },
  );

  app.get(
    '/forms/forms/:id/versions/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'The form’s versions, newest first: status, when published and retired; page',
        params,
        querystring: FormVersionsQuerySchema,
        response: { 200: FormVersionPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        await detailOf(tx, request.org.id, request.params.id);
        return findVersionPage(tx, request.org.id, request.params.id, request.query);
      }),
  );

  app.get(
    '/forms/forms/:id/versions/:version/',
    {
      config: builders,
      schema: {
        tags,
        summary: 'One version of the form as it was built, earlier ones included',
        params: FormVersionParamsSchema,
        response: { 200: FormVersionSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const version = await findFormVersion(tx, request.org.id, request.params.id, request.params.version);
        if (!version) throw new AppError('not_found');
        return version;
      }),
  );
};
