import {
  canManageHolidays,
  HolidayCreateSchema,
  HolidayPageSchema,
  HolidayQuerySchema,
  HolidaySchema,
  HolidayUpdateSchema,
  OrgSetupParamsSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addHoliday, changeHoliday, listHolidays, removeHoliday } from './holiday.service';

const tags = ['leave'];
const manage = { permission: canManageHolidays };

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leave-portal/holidays/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'The organisation’s holidays, of one year when `year` is given',
        querystring: HolidayQuerySchema,
        response: { 200: HolidayPageSchema },
      },
    },
    (request) => request.inOrg((tx) => listHolidays(tx, request.org.id, request.query)),
  );

  app.post(
    '/leave-portal/holidays/',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a holiday (one per date)',
        body: HolidayCreateSchema,
        response: { 201: HolidaySchema },
      },
    },
    // Returned rather than sent, so the answer leaves only after the request's transaction commits.
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => addHoliday(scope, request.body));
    },
  );

  app.patch(
    '/leave-portal/holidays/:id/',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a holiday’s date, name or optional flag',
        params: OrgSetupParamsSchema,
        body: HolidayUpdateSchema,
        response: { 200: HolidaySchema },
      },
    },
    (request) => request.inScope((scope) => changeHoliday(scope, request.params.id, request.body)),
  );

  app.delete(
    '/leave-portal/holidays/:id/',
    {
      config: manage,
      schema: { tags, summary: 'Remove a holiday', params: OrgSetupParamsSchema },
    },
    async (request, reply) => {
      await request.inScope((scope) => removeHoliday(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );
};
