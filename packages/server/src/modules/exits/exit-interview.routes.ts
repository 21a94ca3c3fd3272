import {
  type Actor,
  ExitIdParamsSchema,
  ExitInterviewFileParamsSchema,
  FileAnswerSchema,
  FormAnswerSubmitSchema,
  FormFileUploadQuerySchema,
  isExitManager,
  MAX_ATTACHMENT_BYTES,
  OwnExitSchema,
  type RecordForm,
  RecordFormSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../platform/db/client';
import { receiveFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import { readableRecord } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import {
  activeFormFor,
  answerFileFor,
  answerFor,
  fileQuestionOf,
  formVersionById,
  storeFormFile,
  submitAnswer,
} from '../forms';
import { exitInterviewPolicy, type InterviewExit, interviewAnswerable } from './exit-interview.policy';
import { findExit, findOwnExit } from './exits.queries';

const tags = ['exits'];
const PURPOSE = 'exit_interview';

/** The exit's interview: the version answered (with its labels) or else the active form, and the answers. */
async function interviewOf(db: Queryable, organizationId: number, exit: InterviewExit & { id: number }) {
  const answer = await answerFor(db, organizationId, PURPOSE, exit.id);
  const form = answer
    ? await formVersionById(db, organizationId, answer.form_version_id)
    : await activeFormFor(db, organizationId, PURPOSE);
  return {
    form,
    answer,
    may_answer: interviewAnswerable(exit, form !== null, answer !== null),
  } satisfies RecordForm;
}

/** The exit, if the caller may read its interview: the leaver their own, exit managers and the CEO every one. */
async function interviewExit(db: Queryable, organizationId: number, id: number, actor: Actor) {
  return readableRecord(await findExit(db, organizationId, id), exitInterviewPolicy(actor));
}

/** The interview's file question `field`, while the caller may still answer the interview. */
async function answerableFileQuestion(
  db: Queryable,
  organizationId: number,
  id: number,
  actor: Actor,
  field: string,
) {
  const exit = await interviewExit(db, organizationId, id, actor);
  const interview = await interviewOf(db, organizationId, exit);
  if (!interview.form || !interview.may_answer) throw new AppError('form_not_published');
  return { exit, question: fileQuestionOf(interview.form.fields, field) };
}

/** The exit interview (PEERS 3.19): the organisation's active exit interview form, filled in once per exit. */
export const exitInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/employee-exit/my-exit/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary:
          'The caller’s own exit, where they find their exit interview; null when they are not leaving',
        response: { 200: OwnExitSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => ({
        exit: await findOwnExit(tx, request.org.id, requireActor(request).user_id),
      })),
  );

  app.get(
    '/employee-exit/exits/:id/interview/',
    {
      config: { permission: ownRecords(isExitManager) },
      schema: {
        tags,
        summary:
          'The exit’s interview: the form to fill in, or the answers with the labels they were given on',
        params: ExitIdParamsSchema,
        response: { 200: RecordFormSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const exit = await interviewExit(tx, request.org.id, request.params.id, requireActor(request));
        return interviewOf(tx, request.org.id, exit);
      }),
  );

  app.post(
    '/employee-exit/exits/:id/interview/',
    {
      config: { permission: ownRecords(isExitManager) },
      schema: {
        tags,
        summary:
          'Answer the exit interview, once, on the form version it was given on; the leaver or an exit manager',
        params: ExitIdParamsSchema,
        body: FormAnswerSubmitSchema,
        response: { 201: RecordFormSchema },
      },
    },
    async (request, reply) => {
      const interview = await request.inScope(async (scope) => {
        const exit = await interviewExit(scope.tx, request.org.id, request.params.id, requireActor(request));
        if (exit.status === 'withdrawn') throw new AppError('exit_interview_withdrawn');
        const { answer } = await submitAnswer(scope, PURPOSE, exit.id, request.body);
        await scope.audit({
          action: 'exit.interview_answer',
          entityType: 'employee_exit',
          entityId: exit.id,
          after: { form_answer_id: answer.id, form_version_id: answer.form_version_id },
        });
        return interviewOf(scope.tx, request.org.id, exit);
      });
      reply.code(201);
      return interview;
    },
  );

  app.post(
    '/employee-exit/exits/:id/interview/files/',
    {
      config: { permission: ownRecords(isExitManager), inOneTransaction: false },
      schema: {
        tags,
        summary:
          'Upload a file for a file question of the interview (multipart `file`, under 10 MB, of a type the question allows); the answer then names it',
        params: ExitIdParamsSchema,
        querystring: FormFileUploadQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: FileAnswerSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const { field } = request.query;
      // Refused before a byte is stored: a caller who may not answer, or a question that takes no files.
      const { question } = await request.inOrg((tx) =>
        answerableFileQuestion(tx, request.org.id, id, actor, field),
      );
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'form-files',
        extensions: question.allowed_types,
        unsupported: { code: 'unsupported_media_type', field: 'file' },
      });
      try {
        const stored = await request.inScope(async (scope) => {
          const { exit } = await answerableFileQuestion(scope.tx, request.org.id, id, actor, field);
          return storeFormFile(scope, { purpose: PURPOSE, recordId: exit.id, fieldKey: field }, file);
        });
        reply.code(201);
        return stored;
      } catch (error) {
        await app.ctx.files.remove(file.key);
        throw error;
      }
    },
  );

  app.get(
    '/employee-exit/exits/:id/interview/files/:fileId/',
    {
      config: { permission: ownRecords(isExitManager), inOneTransaction: false },
      schema: {
        tags,
        summary: 'Download a file of the interview’s answers: whoever may read the interview',
        params: ExitInterviewFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await request.inOrg(async (tx) => {
        const exit = await interviewExit(tx, request.org.id, id, requireActor(request));
        const found = await answerFileFor(
          tx,
          request.org.id,
          { purpose: PURPOSE, recordId: exit.id },
          fileId,
        );
        if (!found) throw new AppError('not_found');
        return found;
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(file.fileKey));
    },
  );
};
