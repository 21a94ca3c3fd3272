import {
  EXPORT_KIND_IDS,
  EXPORT_KINDS,
  hasAnyRole,
  IMPORT_KINDS,
  type ImportKind,
  type ImportKindId,
  ImportModeSchema,
  ImportParamsSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_UPLOAD_UNCOMPRESSED_BYTES,
  type RoleId,
  TaskSchema,
  TemplateParamsSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestActor } from '../../platform/auth/actor';
import { receiveFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import { templateWorkbook, XLSX_TYPE } from '../../platform/spreadsheets/sheet-writer';
import { inflatedSize } from '../../platform/spreadsheets/zip-size';
import { requireActor } from '../../platform/tenancy/org-scope';
import { startTask, toTask } from '../tasks';
import { EXPORT_JOB, IMPORT_JOB } from './import-export.jobs';

const mayUse =
  (roles: (request: FastifyRequest) => readonly RoleId[] | undefined) =>
  (actor: RequestActor, request: FastifyRequest) => {
    const allowed = roles(request);
    return allowed !== undefined && hasAnyRole(actor, allowed);
  };

/** Templates are public: a person preparing a file need not be signed in to see what it must hold. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const byFile = new Map<string, ImportKind>(
    Object.values(IMPORT_KINDS).map((kind) => [kind.templateFile, kind]),
  );
  app.get(
    '/templates/:template',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['imports'],
        summary: 'An Excel template for one kind of upload',
        params: TemplateParamsSchema,
      },
    },
    async (request, reply) => {
      const kind = byFile.get(request.params.template);
      if (!kind) throw new AppError('not_found');
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${kind.templateFile}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(await templateWorkbook(kind.title, kind.columns));
    },
  );
};

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });
  const tags = ['imports'];

  app.post(
    '/imports/:kind/',
    {
      config: {
        permission: mayUse((request) => IMPORT_KINDS[(request.params as { kind: ImportKindId }).kind]?.roles),
        inOneTransaction: false,
      },
      schema: {
        tags,
        summary:
          'Upload an .xlsx of one kind (multipart: `mode`, then `file`); it is checked and written by a job',
        params: ImportParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 202: TaskSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const kind = IMPORT_KINDS[request.params.kind];
      const received = await receiveFile(request, app.ctx.files, {
        organizationId: actor.organization_id,
        folder: 'uploads',
        fields: ['mode'],
        extensions: ['xlsx'],
      });
      const inflated = await app.ctx.files.withLocalCopy(received.key, inflatedSize);
      // An unreadable zip goes on to the job, which reports it as not a workbook.
      if (inflated !== null && inflated > MAX_UPLOAD_UNCOMPRESSED_BYTES) {
        await app.ctx.files.remove(received.key);
        throw new AppError('payload_too_large', { codes: { file: ['uncompressed_too_large'] } });
      }
      const parsedMode = ImportModeSchema.safeParse(received.fields.mode ?? 'all_or_nothing');
      if (!parsedMode.success) {
        await app.ctx.files.remove(received.key);
        throw new AppError('invalid', { codes: { mode: ['invalid'] } });
      }
      const mode = parsedMode.data;
      const file = { key: received.key, filename: received.filename };
      const task = await request.inScope((scope) =>
        startTask(scope, {
          userId: actor.user_id,
          taskType: 'upload',
          kind: request.params.kind,
          filename: file.filename,
          displayName: `${kind.title} upload`,
          storedFile: file.key,
          parameters: { mode },
          jobName: IMPORT_JOB,
        }),
      );
      reply.code(202);
      return toTask(task);
    },
  );

  // One route per kind, so each body is checked against the filters of the list its kind comes from (a bad
  // filter answers 400 with field codes) and the document describes each body exactly.
  for (const kindId of EXPORT_KIND_IDS) {
    const kind = EXPORT_KINDS[kindId];
    app.post(
      `/exports/${kindId}/`,
      {
        config: { permission: kind.may },
        schema: {
          tags,
          summary: `Start the ${kind.title} Excel export with its list's filters; the file is ready in the task tray and announced by email`,
          body: kind.request,
          response: { 202: TaskSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const task = await request.inScope((scope) =>
          startTask(scope, {
            userId: actor.user_id,
            taskType: 'download',
            kind: kindId,
            filename: `${kindId}-${scope.clock.today()}.xlsx`,
            displayName: `${kind.title} export`,
            parameters: request.body as Record<string, unknown>,
            jobName: EXPORT_JOB,
          }),
        );
        reply.code(202);
        return toTask(task);
      },
    );
  }
};
