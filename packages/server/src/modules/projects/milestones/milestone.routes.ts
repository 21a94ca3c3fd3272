import {
  canListProjects,
  MilestoneCheckInSchema,
  MilestoneCompleteSchema,
  MilestoneCreateSchema,
  MilestoneIdParamsSchema,
  MilestoneListSchema,
  MilestoneUpdateSchema,
  ProjectIdParamsSchema,
  type ProjectPermissions,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../platform/db/client';
import type { Scope } from '../../../platform/scope';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { changeProject, projectFor } from '../project-access';
import { findMilestones } from './milestone.queries';
import {
  checkInMilestone,
  completeMilestone,
  createMilestone,
  deleteMilestone,
  updateMilestone,
} from './milestone.service';

const tags = ['projects'];
const lister = { permission: canListProjects };

async function milestoneList(
  db: Queryable,
  request: FastifyRequest & { params: { id: number } },
  need?: keyof ProjectPermissions,
) {
  const { permissions, ...project } = await projectFor(
    db,
    request.org,
    requireActor(request),
    request.params.id,
    need,
  );
  return { project, permissions, results: await findMilestones(db, request.org.id, request.params.id) };
}

/** Milestones (spec 4, 5): within the project's dates; check-in, completion with early release, deletion. */
export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: MilestoneListSchema };
  const change = (
    request: FastifyRequest & { params: { id: number } },
    write: (scope: Scope) => Promise<unknown>,
  ) => changeProject(request, 'can_update', write, (tx) => milestoneList(tx, request));

  app.get(
    '/projects/projects/:id/milestones/',
    {
      config: lister,
      schema: { tags, summary: "A project's milestones", params: ProjectIdParamsSchema, response: answer },
    },
    (request) => request.inOrg((tx) => milestoneList(tx, request)),
  );

  app.post(
    '/projects/projects/:id/milestones/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Add a milestone within the project dates',
        params: ProjectIdParamsSchema,
        body: MilestoneCreateSchema,
        response: answer,
      },
    },
    (request) => change(request, (scope) => createMilestone(scope, request.params.id, request.body)),
  );

  app.patch(
    '/projects/projects/:id/milestones/:milestoneId/',
    {
      config: lister,
      schema: {
        tags,
        summary: "Change a milestone's name, dates or amounts",
        params: MilestoneIdParamsSchema,
        body: MilestoneUpdateSchema,
        response: answer,
      },
    },
    (request) =>
      change(request, (scope) =>
        updateMilestone(scope, request.params.id, request.params.milestoneId, request.body),
      ),
  );

  app.post(
    '/projects/projects/:id/milestones/:milestoneId/check-in/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Check in a milestone with its actual date and amount (an active milestone only)',
        params: MilestoneIdParamsSchema,
        body: MilestoneCheckInSchema,
        response: answer,
      },
    },
    (request) =>
      change(request, (scope) =>
        checkInMilestone(scope, request.params.id, request.params.milestoneId, request.body),
      ),
  );

  app.post(
    '/projects/projects/:id/milestones/:milestoneId/complete/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Complete a milestone, releasing its people early on release_on when given',
        params: MilestoneIdParamsSchema,
        body: MilestoneCompleteSchema,
        response: answer,
      },
    },
    (request) =>
      change(request, (scope) =>
        completeMilestone(scope, request.params.id, request.params.milestoneId, request.body),
      ),
  );

  app.delete(
    '/projects/projects/:id/milestones/:milestoneId/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Delete a milestone and de-allocate the people staffed for it',
        params: MilestoneIdParamsSchema,
        response: answer,
      },
    },
    (request) =>
      change(request, (scope) => deleteMilestone(scope, request.params.id, request.params.milestoneId)),
  );
};
