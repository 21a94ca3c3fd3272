import {
  EXPORT_KINDS,
  ExportParamsSchema,
  ExportRequestSchema,
  hasAnyRole,
  IMPORT_KINDS,
  type ImportKind,
  type ImportKindId,
  ImportModeSchema,
  ImportParamsSchema,
  MAX_ATTACHMENT_BYTES,
  type RoleId,
  TaskSchema,
  TemplateParamsSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import { templateWorkbook, XLSX_TYPE } from '../../platform/spreadsheets/sheet-writer';
import { requireActor } from '../../platform/tenancy/org-scope';
import { startTask, toTask } from '../tasks';
import { EXPORT_JOB, IMPORT_JOB } from './import-export.jobs';

const XLSX_SIGNATURE = Buffer.from('PK\x03\x04', 'binary');

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
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      const kind = IMPORT_KINDS[request.params.kind];
      let mode = ImportModeSchema.parse('all_or_nothing');
      let stored: { key: string; filename: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'mode') continue;
            const parsed = ImportModeSchema.safeParse(part.value);
            if (!parsed.success) throw new AppError('invalid', { codes: { mode: ['invalid'] } });
            mode = parsed.data;
            continue;
          }
          if (part.fieldname !== 'file' || stored)
            throw new AppError('invalid', { codes: { file: ['invalid'] } });
          if (!/\.xlsx$/i.test(part.filename)) throw new AppError('unsupported_media_type');
          const key = app.ctx.files.newKey(actor.organization_id, 'uploads', '.xlsx');
          stored = { key, filename: part.filename.slice(-200) };
          await app.ctx.files.write(key, part.file);
          if (part.file.truncated) throw new AppError('payload_too_large');
          const head = await app.ctx.files.head(key, 4);
          if (!head.equals(XLSX_SIGNATURE)) throw new AppError('unsupported_media_type');
        }
      } catch (error) {
        if (stored) await app.ctx.files.remove(stored.key);
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payload_too_large');
        throw error;
      }
      if (!stored) throw new AppError('invalid', { codes: { file: ['required'] } });
      const file = stored;
      const task = await request.inOrg((tx) =>
        startTask(app.ctx, tx, actor.organization_id, {
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
      return reply.code(202).send(toTask(task));
    },
  );

  app.post(
    '/exports/:kind/',
    {
      config: {
        permission: mayUse(
          (request) => EXPORT_KINDS[(request.params as { kind: keyof typeof EXPORT_KINDS }).kind]?.roles,
        ),
      },
      schema: {
        tags,
        summary: 'Start an Excel export; the file is ready in the task tray and announced by email',
        params: ExportParamsSchema,
        body: ExportRequestSchema,
        response: { 202: TaskSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const kind = EXPORT_KINDS[request.params.kind];
      const stamp = new Date().toISOString().slice(0, 10);
      const task = await request.inOrg((tx) =>
        startTask(app.ctx, tx, actor.organization_id, {
          userId: actor.user_id,
          taskType: 'download',
          kind: request.params.kind,
          filename: `${request.params.kind}-${stamp}.xlsx`,
          displayName: `${kind.title} export`,
          parameters: request.body,
          jobName: EXPORT_JOB,
        }),
      );
      return reply.code(202).send(toTask(task));
    },
  );
};
