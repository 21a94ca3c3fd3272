import {
  canSeeProjectMargins,
  LeakageLossQuerySchema,
  ProjectLeakageLossPageSchema,
  ProjectMarginPageSchema,
  ProjectMarginsQuerySchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationClock } from '../../../platform/clock';
import { requireActor } from '../../../platform/tenancy/org-scope';
import type { ProjectTime } from '../project-time';
import { loadLeakageLossPage, loadMarginPage } from './project-margins.service';

const tags = ['projects'];
const config = { permission: canSeeProjectMargins };

/**
 * The Project Overview's tables across projects: net margins, and revenue leakages and losses, each actor seeing
 * the projects that are theirs (see `canSeeProjectMargins`). Amounts stay in each project's currency.
 */
export const projectMarginRoutes =
  (time: ProjectTime): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/net-margins/',
      {
        config,
        schema: {
          tags,
          summary:
            "A page of projects with their billing, costs, expenses and net margin over a period (the financial year unless given), with the period's totals per currency",
          querystring: ProjectMarginsQuerySchema,
          response: { 200: ProjectMarginPageSchema },
        },
      },
      (request) =>
        request.inOrg((tx) =>
          loadMarginPage(
            tx,
            time,
            request.org.id,
            requireActor(request),
            organizationClock(request.org.timezone).today(),
            request.query,
          ),
        ),
    );

    app.get(
      '/projects/leakage-losses/',
      {
        config,
        schema: {
          tags,
          summary:
            'A page of projects with their revenue leakage (work done, not billed) and loss (billable capacity not used) over a period (the current month and the three before it unless given)',
          querystring: LeakageLossQuerySchema,
          response: { 200: ProjectLeakageLossPageSchema },
        },
      },
      (request) =>
        request.inOrg((tx) =>
          loadLeakageLossPage(
            tx,
            time,
            request.org.id,
            requireActor(request),
            organizationClock(request.org.timezone).today(),
            request.query,
          ),
        ),
    );
  };
