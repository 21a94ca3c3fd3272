import {
  DOCUMENT_EXTENSIONS,
  DocumentParamsSchema,
  EmployeeDocumentListSchema,
  EmployeeDocumentSchema,
  EmployeeParamsSchema,
  MAX_ATTACHMENT_BYTES,
  PHOTO_EXTENSIONS,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FOREIGN_KEY_VIOLATION, postgresCode } from '../../platform/db/postgres-error';
import { receiveFile } from '../../platform/files/received-file';
import { AppError, invalid } from '../../platform/http/app-error';
import {
  addDocument,
  contentTypeOf,
  findDocument,
  listDocuments,
  removeDocument,
  setPhoto,
} from './employee-documents.service';
import { assertCanRead, manager, NoContent, ownRecord, readOfEmployee, tags } from './employee-route-guards';

const TitleSchema = z.string().trim().min(1).max(256);

/** An employee's documents (10 MB, type checked) and photo. */
export const employeeFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 1, fieldSize: 1024, parts: 2 },
  });

  app.get(
    '/org/employees/:id/documents/',
    {
      config: ownRecord,
      schema: {
        tags,
        summary: 'Documents on the employee’s record, newest first',
        params: EmployeeParamsSchema,
        response: { 200: EmployeeDocumentListSchema },
      },
    },
    async (request) => ({
      results: await readOfEmployee(request, request.params.id, (tx) =>
        listDocuments(tx, request.org.id, request.params.id),
      ),
    }),
  );

  app.post(
    '/org/employees/:id/documents/',
    {
      config: { ...manager, inOneTransaction: false },
      schema: {
        tags,
        summary: 'Upload a document (multipart: `title`, then `file`; at most 10 MB)',
        params: EmployeeParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: EmployeeDocumentSchema },
      },
    },
    async (request, reply) => {
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'documents',
        fields: ['title'],
        extensions: DOCUMENT_EXTENSIONS,
      });
      try {
        const title = TitleSchema.safeParse(file.fields.title ?? file.filename);
        if (!title.success) throw invalid({ title: ['invalid'] });
        const document = await request.inScope((scope) =>
          addDocument(scope, request.params.id, file, title.data),
        );
        reply.code(201);
        return document;
      } catch (error) {
        await app.ctx.files.remove(file.key);
        if (postgresCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('not_found');
        throw error;
      }
    },
  );

  app.get(
    '/org/employees/:id/documents/:documentId/file/',
    {
      config: { ...ownRecord, inOneTransaction: false },
      schema: { tags, summary: 'Download a document', params: DocumentParamsSchema },
    },
    async (request, reply) => {
      assertCanRead(request, request.params.id);
      const document = await request.inOrg((tx) =>
        findDocument(tx, request.org.id, request.params.id, request.params.documentId),
      );
      const name = encodeURIComponent(document.fileName);
      return reply
        .type(contentTypeOf(document.extension))
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(document.fileKey));
    },
  );

  app.delete(
    '/org/employees/:id/documents/:documentId/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Remove a document',
        params: DocumentParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await request.inScope(async (scope) => {
        const key = await removeDocument(scope, request.params.id, request.params.documentId);
        // Once the record is gone for good; the file store may be the database, outside this transaction.
        scope.afterCommit(() => app.ctx.files.remove(key));
      });
      reply.code(204);
      return null;
    },
  );

  app.put(
    '/org/employees/:id/photo/',
    {
      config: { ...ownRecord, inOneTransaction: false },
      schema: {
        tags,
        summary:
          'Set the profile photo (multipart `file`: jpg, jpeg or png); the employee or an employee manager',
        params: EmployeeParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ photo: z.string() }) },
      },
    },
    async (request, reply) => {
      assertCanRead(request, request.params.id);
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'photos',
        extensions: PHOTO_EXTENSIONS,
        unsupported: { code: 'invalid_profile_picture', field: 'file' },
      });
      let previous: string | null;
      try {
        previous = await request.inScope((scope) => setPhoto(scope, request.params.id, file));
      } catch (error) {
        await app.ctx.files.remove(file.key);
        throw error;
      }
      if (previous) await app.ctx.files.remove(previous);
      return reply.send({ photo: `/api/public/photos/${file.key}` });
    },
  );
};

const PhotoParamsSchema = z.object({
  org: z.string().regex(/^\d{1,10}$/),
  file: z.string().regex(/^[0-9a-f-]{36}\.(?:jpg|jpeg|png)$/),
});

/** Profile photos by their unguessable address (no token: image tags cannot send one). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/:org/photos/:file',
    {
      config: { permission: 'public' },
      schema: { tags, summary: 'A profile photo', params: PhotoParamsSchema },
    },
    async (request, reply) => {
      const key = `${request.params.org}/photos/${request.params.file}`;
      try {
        await app.ctx.files.size(key);
      } catch {
        throw new AppError('not_found');
      }
      const extension = request.params.file.split('.').pop() ?? '';
      return reply
        .type(contentTypeOf(extension))
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(key));
    },
  );
};
