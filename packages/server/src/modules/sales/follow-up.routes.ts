import {
  canUseSales,
  FollowUpCreateSchema,
  FollowUpIdParamsSchema,
  FollowUpListQuerySchema,
  FollowUpPageSchema,
  FollowUpSchema,
} from '@atrium/contracts';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/module-kit';
import { addFollowUp, completeFollowUp, deleteFollowUp, findFollowUpPage } from './follow-up.service';

const tags = ['sales'];
const path = '/sales/follow-ups/';
const use = { permission: canUseSales };
const params = FollowUpIdParamsSchema;

/** Follow-ups of the sales roles: each their own, the sales head and the CEO every one. */
export const followUpRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: use,
      schema: {
        tags,
        summary:
          'The caller’s follow-ups (scope=mine) or every one they may see (scope=all), soonest due first',
        querystring: FollowUpListQuerySchema,
        response: { 200: FollowUpPageSchema },
      },
    },
    (request) => request.inScope((scope) => findFollowUpPage(scope, request.query)),
  );

  app.post(
    path,
    {
      config: use,
      schema: {
        tags,
        summary: 'Add a follow-up on a client, a contact or an opportunity',
        body: FollowUpCreateSchema,
        response: { 201: FollowUpSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => addFollowUp(scope, request.body));
    },
  );

  app.post(
    `${path}:id/completion/`,
    {
      config: use,
      schema: { tags, summary: 'Complete a follow-up', params, response: { 200: FollowUpSchema } },
    },
    (request) => request.inScope((scope) => completeFollowUp(scope, request.params.id)),
  );

  app.delete(
    `${path}:id/`,
    {
      config: use,
      schema: { tags, summary: 'Delete a follow-up', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await request.inScope((scope) => deleteFollowUp(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );
};
