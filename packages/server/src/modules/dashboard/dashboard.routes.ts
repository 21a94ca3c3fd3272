import {
  AttritionExitPageSchema,
  AttritionExitQuerySchema,
  AttritionRangeQuerySchema,
  canReadWidgetData,
  DashboardWidgetIdSchema,
  dashboardWidgetsFor,
  WidgetDataSchema,
  WidgetListSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationClock } from '../../platform/clock';
import type { RouteRule } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { listAttritionExits, loadWidgetData } from './dashboard.service';

/** A tile's data for a caller its rule allows; a name of no tile is left for the params' validation to refuse. */
const mayReadWidget: RouteRule = (actor, request) => {
  const widget = DashboardWidgetIdSchema.safeParse((request.params as { widget?: unknown }).widget);
  return !widget.success || canReadWidgetData(actor, widget.data);
};

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboard'];

  app.get(
    '/dashboard/widgets/',
    {
      config: { permission: 'everyone' },
      schema: { tags, summary: 'The dashboard tiles the caller sees', response: { 200: WidgetListSchema } },
    },
    async (request) => ({
      results: dashboardWidgetsFor(
        requireActor(request),
        request.org.settings,
        organizationClock(request.org.timezone).today(),
      ),
    }),
  );

  app.get(
    '/dashboard/widgets/:widget/',
    {
      config: { permission: mayReadWidget },
      schema: {
        tags,
        summary:
          'One tile’s data; the attrition rate takes start_date and end_date (default the last 6 months), and so do pending timesheets (default the four weeks before this one) and the margin, leakage and loss tiles (default the financial year, or the last four months)',
        params: z.object({ widget: DashboardWidgetIdSchema }),
        querystring: AttritionRangeQuerySchema,
        response: { 200: WidgetDataSchema },
      },
    },
    (request) =>
      request.inScope(({ tx, clock }) =>
        loadWidgetData(
          tx,
          requireActor(request),
          request.params.widget,
          request.query,
          clock.localMidnight(),
        ),
      ),
  );

  app.get(
    '/dashboard/attrition/exits/',
    {
      config: { permission: (actor) => canReadWidgetData(actor, 'attrition_rate') },
      schema: {
        tags,
        summary: 'Attrition drill-down: the exits completed in one month',
        querystring: AttritionExitQuerySchema,
        response: { 200: AttritionExitPageSchema },
      },
    },
    (request) => request.inOrg((tx) => listAttritionExits(tx, requireActor(request), request.query)),
  );
};
