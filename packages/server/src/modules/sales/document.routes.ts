import {
  canUseSales,
  MAX_ATTACHMENT_BYTES,
  OPPORTUNITY_DOCUMENT_EXTENSIONS,
  OpportunityDocumentPageSchema,
  OpportunityDocumentParamsSchema,
  OpportunityDocumentQuerySchema,
  OpportunityDocumentRenameSchema,
  OpportunityDocumentSchema,
  OpportunityDocumentUploadSchema,
  OpportunityIdParamsSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { receiveFile } from '../../platform/files/received-file';
import { invalid } from '../../platform/http/app-error';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { contentTypeOf } from '../people';
import {
  addOpportunityDocument,
  findOpportunityDocument,
  listOpportunityDocuments,
  removeOpportunityDocument,
  renameOpportunityDocument,
  workableOpportunity,
} from './document.service';

const tags = ['sales'];
const use = { permission: canUseSales };
const path = '/sales/opportunities/:id/documents/';
const UPLOAD_FIELDS = ['title', 'context_type', 'stage_id', 'task_id'] as const;

/** The field codes of a zod failure, as the API answers them. */
function codesOf(error: z.ZodError) {
  const codes: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'non_field');
    codes[field] = [...(codes[field] ?? []), issue.message];
  }
  return codes;
}

/**
 * The documents of an opportunity (10 MB, type checked): whoever may work on the opportunity lists, uploads and
 * downloads them; their creator, the sales head and the CEO rename and delete them.
 */
export const opportunityDocumentRoutes: ModuleRoutes = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES,
      files: 1,
      fields: UPLOAD_FIELDS.length,
      fieldSize: 1024,
      parts: 5,
    },
  });

  app.get(
    path,
    {
      config: use,
      schema: {
        tags,
        summary: 'The opportunity’s documents, newest first unless sorted, optionally of one context',
        params: OpportunityIdParamsSchema,
        querystring: OpportunityDocumentQuerySchema,
        response: { 200: OpportunityDocumentPageSchema },
      },
    },
    (request) =>
      request.inScope(({ tx, org }) =>
        listOpportunityDocuments(tx, org.id, requireActor(request), request.params.id, request.query),
      ),
  );

  app.post(
    path,
    {
      config: { ...use, inOneTransaction: false },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: `title`, `context_type`, `stage_id` or `task_id`, then `file`; at most 10 MB)',
        params: OpportunityIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: OpportunityDocumentSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // Refused before a byte is stored: a caller who may not work on the opportunity.
      await request.inOrg((tx) => workableOpportunity(tx, request.org.id, actor, request.params.id));
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'opportunity-documents',
        fields: UPLOAD_FIELDS,
        extensions: OPPORTUNITY_DOCUMENT_EXTENSIONS,
        unsupported: { code: 'unsupported_media_type', field: 'file' },
      });
      try {
        const input = OpportunityDocumentUploadSchema.safeParse({ title: '', ...file.fields });
        if (!input.success) throw invalid(codesOf(input.error));
        const document = await request.inScope(async (scope) => {
          const id = await addOpportunityDocument(scope, request.params.id, input.data, file);
          // The newest of the opportunity's documents is the one just added.
          const page = await listOpportunityDocuments(scope.tx, scope.org.id, actor, request.params.id, {
            limit: 1,
            offset: 0,
          });
          return page.results.find((row) => row.id === id);
        });
        reply.code(201);
        return document;
      } catch (error) {
        await app.ctx.files.remove(file.key);
        throw error;
      }
    },
  );

  app.get(
    `${path}:documentId/file/`,
    {
      config: { ...use, inOneTransaction: false },
      schema: {
        tags,
        summary: 'Download a document of the opportunity',
        params: OpportunityDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await request.inOrg((tx) =>
        findOpportunityDocument(tx, request.org.id, requireActor(request), id, documentId),
      );
      const name = encodeURIComponent(`${document.title}.${document.extension}`);
      return reply
        .type(contentTypeOf(document.extension))
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(document.fileKey));
    },
  );

  app.patch(
    `${path}:documentId/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Rename a document (its creator, the sales head or the CEO)',
        params: OpportunityDocumentParamsSchema,
        body: OpportunityDocumentRenameSchema,
        response: { 200: z.object({ id: z.number().int(), title: z.string() }) },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { id, documentId } = request.params;
        await renameOpportunityDocument(scope, id, documentId, request.body.title);
        return { id: documentId, title: request.body.title };
      }),
  );

  app.delete(
    `${path}:documentId/`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Delete a document (its creator, the sales head or the CEO)',
        params: OpportunityDocumentParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.inScope(async (scope) => {
        const key = await removeOpportunityDocument(scope, request.params.id, request.params.documentId);
        // Once the record is gone for good; the file store may be the database, outside this transaction.
        scope.afterCommit(() => app.ctx.files.remove(key));
      });
      reply.code(204);
      return null;
    },
  );
};
