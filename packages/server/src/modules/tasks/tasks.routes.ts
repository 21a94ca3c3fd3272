import { TaskIdParamsSchema, TaskPageSchema, TaskSchema, TasksQuerySchema } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import { ownRecords } from '../../platform/http/route-permission';
import { XLSX_TYPE } from '../../platform/spreadsheets/sheet-writer';
import { requireActor } from '../../platform/tenancy/org-scope';
import { ownsTask } from './tasks.policy';
import { findTask, findUserTaskPage, toTask } from './tasks.queries';

/** A user sees their own tasks only: another user's task is answered as not found. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tasks'];

  app.get(
    '/tasks-queue/tasks/',
    {
      config: { permission: ownRecords() },
      schema: {
        tags,
        summary: 'The signed-in user’s uploads and downloads, newest first',
        querystring: TasksQuerySchema,
        response: { 200: TaskPageSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { count, rows } = await request.inOrg((tx) =>
        findUserTaskPage(tx, actor.organization_id, actor.user_id, {
          ...(request.query.task_type ? { taskType: request.query.task_type } : {}),
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      );
      return { count, results: rows.map(toTask) };
    },
  );

  const ownTask = async (request: FastifyRequest, taskId: number) => {
    const actor = requireActor(request);
    const task = await request.inOrg((tx) => findTask(tx, actor.organization_id, taskId));
    if (!task || !ownsTask(actor, task)) throw new AppError('not_found');
    return task;
  };

  app.get(
    '/tasks-queue/tasks/:taskId/',
    {
      config: { permission: ownRecords() },
      schema: {
        tags,
        summary: 'One of the user’s tasks',
        params: TaskIdParamsSchema,
        response: { 200: TaskSchema },
      },
    },
    async (request) => toTask(await ownTask(request, request.params.taskId)),
  );

  app.get(
    '/tasks-queue/tasks/:taskId/file/',
    {
      config: { permission: ownRecords(), inOneTransaction: false },
      schema: {
        tags,
        summary: 'The spreadsheet a finished download task produced',
        params: TaskIdParamsSchema,
      },
    },
    async (request, reply) => {
      const task = await ownTask(request, request.params.taskId);
      if (!toTask(task).has_file || !task.storedFile) throw new AppError('not_found');
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${task.filename.replace(/[^\w. -]/g, '_')}"`)
        .send(app.ctx.files.read(task.storedFile));
    },
  );
};
