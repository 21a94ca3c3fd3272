import {
  DashboardWidgetIdSchema,
  dashboardWidgetsFor,
  WidgetDataSchema,
  WidgetListSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { loadWidgetData } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboard'];

  app.get(
    '/dashboard/widgets/',
    {
      config: { permission: 'signed-in' },
      schema: { tags, summary: 'The dashboard tiles the caller sees', response: { 200: WidgetListSchema } },
    },
    async (request) => ({ results: dashboardWidgetsFor(requireActor(request), request.org.settings) }),
  );

  app.get(
    '/dashboard/widgets/:widget/',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'One tile’s data: counts, head counts or the experience pyramid',
        params: z.object({ widget: DashboardWidgetIdSchema }),
        response: { 200: WidgetDataSchema },
      },
    },
    (request) => request.inOrg((tx) => loadWidgetData(tx, requireActor(request), request.params.widget)),
  );
};
