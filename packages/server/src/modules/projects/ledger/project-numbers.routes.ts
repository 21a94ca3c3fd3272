import { canSeeProjectFinances, ProjectIdParamsSchema, ProjectNumbersSchema } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationClock } from '../../../platform/clock';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { financesOf } from '../project-access';
import { findProjectNumbers } from './project-numbers.queries';

/** The Numbers tool's one read: a project's money and people at a glance, for those who see its finances. */
export const projectNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/projects/:id/numbers/',
    {
      config: { permission: (actor) => canSeeProjectFinances(actor) },
      schema: {
        tags: ['projects'],
        summary:
          "A project's numbers: revenue by status, costs, expenses, receipts, margin, outstanding, milestones and people today",
        params: ProjectIdParamsSchema,
        response: { 200: ProjectNumbersSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions: _permissions, ...project } = await financesOf(
          tx,
          request.org,
          requireActor(request),
          request.params.id,
        );
        const today = organizationClock(request.org.timezone).today();
        return { project, ...(await findProjectNumbers(tx, request.org.id, request.params.id, today)) };
      }),
  );
};
