import {
  canManageTemplates,
  sampleValues,
  TEMPLATE_KIND_IDS,
  TEMPLATE_MODULES,
  TemplateCreateSchema,
  TemplateIdParamsSchema,
  type TemplateKind,
  TemplateListQuerySchema,
  type TemplateModule,
  TemplateModuleListSchema,
  TemplatePageSchema,
  TemplateSchema,
  TemplateUpdateSchema,
  TemplateVariablesQuerySchema,
  TemplateVariablesSchema,
  TemplateVersionListQuerySchema,
  TemplateVersionPageSchema,
  TemplateVersionParamsSchema,
  templateKind,
  templateKindsOf,
} from '@atrium/contracts';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { ModuleRoutes } from '../../platform/module-kit';
import {
  countTemplatesByKind,
  findTemplate,
  findTemplatePage,
  findVersion,
  findVersionPage,
  toTemplate,
} from './templates.queries';
import {
  archiveTemplate,
  createTemplate,
  makeTemplateDefault,
  previewTemplatePdf,
  restoreTemplateVersion,
  updateTemplate,
} from './templates.service';

const tags = ['templates'];
const base = '/template-management';
const config = { permission: canManageTemplates };

/** The organisation's letter and email templates: kept by organisation admins, setup managers and the CEO. */
export const templatesRoutes: ModuleRoutes = async (app) => {
  app.get(
    `${base}/template-variables/`,
    {
      config,
      schema: {
        tags,
        summary: 'The variables each kind of template fills in, with sample values',
        querystring: TemplateVariablesQuerySchema,
        response: { 200: TemplateVariablesSchema },
      },
    },
    async (request) => ({
      results: (request.query.kind ? [request.query.kind] : TEMPLATE_KIND_IDS).map((kind) => {
        const { title, output, variables } = templateKind(kind);
        return { kind, title, output, variables: [...variables] };
      }),
    }),
  );

  app.get(
    `${base}/modules/`,
    {
      config,
      schema: {
        tags,
        summary: 'The modules that render templates, each kind with its count and default',
        response: { 200: TemplateModuleListSchema },
      },
    },
    async (request) => {
      const counts = await request.inOrg((tx) => countTemplatesByKind(tx, request.org.id));
      const of = (kind: TemplateKind) => counts.filter((row) => row.kind === kind);
      return {
        results: (Object.keys(TEMPLATE_MODULES) as TemplateModule[]).map((module) => ({
          module,
          title: TEMPLATE_MODULES[module],
          kinds: templateKindsOf(module).map((kind) => ({
            kind,
            title: templateKind(kind).title,
            output: templateKind(kind).output,
            templates: of(kind).reduce((sum, row) => sum + row.templates, 0),
            default_name: of(kind).find((row) => row.isDefault)?.name ?? null,
          })),
        })),
      };
    },
  );

  app.get(
    `${base}/templates/`,
    {
      config,
      schema: {
        tags,
        summary: 'The live templates of a module or kind, the default of each kind first: search, sort, page',
        querystring: TemplateListQuerySchema,
        response: { 200: TemplatePageSchema },
      },
    },
    (request) => request.inOrg((tx) => findTemplatePage(tx, request.org.id, request.query)),
  );

  app.post(
    `${base}/templates/`,
    {
      config,
      schema: {
        tags,
        summary: 'A new template; the default of its kind when asked or when the kind has none',
        body: TemplateCreateSchema,
        response: { 201: TemplateSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => createTemplate(scope, request.body));
    },
  );

  app.get(
    `${base}/templates/:id/`,
    {
      config,
      schema: {
        tags,
        summary: 'A template with its current text',
        params: TemplateIdParamsSchema,
        response: { 200: TemplateSchema },
      },
    },
    async (request) => {
      const row = await request.inOrg((tx) => findTemplate(tx, request.org.id, request.params.id));
      if (!row) throw new AppError('not_found');
      return toTemplate(row);
    },
  );

  app.patch(
    `${base}/templates/:id/`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename a template or change its text (a changed text is its next version)',
        params: TemplateIdParamsSchema,
        body: TemplateUpdateSchema,
        response: { 200: TemplateSchema },
      },
    },
    (request) => request.inScope((scope) => updateTemplate(scope, request.params.id, request.body)),
  );

  app.delete(
    `${base}/templates/:id/`,
    {
      config,
      schema: {
        tags,
        summary: 'Archive a template that is not its kind’s default',
        params: TemplateIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => archiveTemplate(scope, request.params.id));
      // Answered as the handler returns, once its transaction has committed (`reply.send` here would answer first).
      reply.code(204);
      return null;
    },
  );

  app.post(
    `${base}/templates/:id/default/`,
    {
      config,
      schema: {
        tags,
        summary: 'Make the template its kind’s default',
        params: TemplateIdParamsSchema,
        response: { 200: TemplateSchema },
      },
    },
    (request) => request.inScope((scope) => makeTemplateDefault(scope, request.params.id)),
  );

  app.get(
    `${base}/templates/:id/versions/`,
    {
      config,
      schema: {
        tags,
        summary: 'A template’s versions, newest first: page',
        params: TemplateIdParamsSchema,
        querystring: TemplateVersionListQuerySchema,
        response: { 200: TemplateVersionPageSchema },
      },
    },
    async (request) =>
      request.inOrg(async (tx) => {
        if (!(await findTemplate(tx, request.org.id, request.params.id))) throw new AppError('not_found');
        return findVersionPage(tx, request.org.id, request.params.id, request.query);
      }),
  );

  app.post(
    `${base}/templates/:id/versions/:version/restore/`,
    {
      config,
      schema: {
        tags,
        summary: 'Make an earlier version’s text the newest version',
        params: TemplateVersionParamsSchema,
        response: { 200: TemplateSchema },
      },
    },
    (request) =>
      request.inScope((scope) => restoreTemplateVersion(scope, request.params.id, request.params.version)),
  );

  app.get(
    `${base}/templates/:id/versions/:version/preview.pdf`,
    {
      config,
      schema: {
        tags,
        summary: 'A version of a document template as PDF, filled with sample values',
        params: TemplateVersionParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const found = await request.inOrg(async (tx) => {
        const template = await findTemplate(tx, request.org.id, id);
        return template && { template, text: await findVersion(tx, request.org.id, id, version) };
      });
      if (!found?.text) throw new AppError('not_found');
      const kind = found.template.kind as TemplateKind;
      const values = { ...sampleValues(kind), organization_name: request.org.name };
      const pdf = await previewTemplatePdf(kind, found.text.body, request.org.name, values);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="template-${id}-v${version}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
