import { readsUtilisation, UtilisationPageSchema, UtilisationQuerySchema } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { approvalScope } from './timesheets.policy';
import { monthBefore } from './utilisation.queries';
import { loadUtilisation } from './utilisation.service';

const tags = ['timesheets'];

/** Utilisation (billable ÷ capacity) of a month, for the timesheet manager, the CEO, and leads and owners of theirs. */
export const utilisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheets/utilisation/',
    {
      config: { permission: readsUtilisation },
      schema: {
        tags,
        summary:
          "A month's billable hours against capacity per person, project or department (last month unless told), with totals",
        querystring: UtilisationQuerySchema,
        response: { 200: UtilisationPageSchema },
      },
    },
    (request) =>
      request.inScope(({ tx, clock }) =>
        loadUtilisation(tx, request.org.id, approvalScope(requireActor(request)), {
          ...request.query,
          month: request.query.month ?? monthBefore(clock.today()),
        }),
      ),
  );
};
