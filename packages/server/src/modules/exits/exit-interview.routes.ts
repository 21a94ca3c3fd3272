import {
  ExitIdParamsSchema,
  FormAnswerSubmitSchema,
  isExitManager,
  OwnExitSchema,
  type RecordForm,
  RecordFormSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { readableRecord } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { activeFormFor, answerFor, formVersionById, submitAnswer } from '../forms';
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

/** The exit interview (PEERS 3.19): the organisation's active exit interview form, filled in once per exit. */
export const exitInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const exit = readableRecord(
          await findExit(tx, request.org.id, request.params.id),
          exitInterviewPolicy(requireActor(request)),
        );
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
        const exit = readableRecord(
          await findExit(scope.tx, request.org.id, request.params.id),
          exitInterviewPolicy(requireActor(request)),
        );
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
};
