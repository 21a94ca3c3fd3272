import {
  type Actor,
  ChangeRequestCreateSchema,
  ChangeRequestIdParamsSchema,
  ChangeRequestListSchema,
  ChangeRequestSchema,
  ChangeRequestUpdateSchema,
  canSeeProjectFinances,
  FixedBidNumbersSchema,
  ProjectIdParamsSchema,
  type ProjectPermissions,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { financesOf } from '../project-access';
import type { ProjectTime } from '../project-time';
import {
  findChangeRequest,
  findChangeRequests,
  findSnapshot,
  fixedBidFingerprint,
} from './fixed-bid.queries';
import {
  createChangeRequest,
  deleteChangeRequest,
  queueFixedBidRecalculation,
  updateChangeRequest,
} from './fixed-bid.service';

const config = { permission: (actor: Actor) => canSeeProjectFinances(actor) };
const tags = ['projects'];

/** The project, when the caller may see its finances (and `need` on it): 404 or 403 otherwise. */
const projectOf = (db: Queryable, request: FastifyRequest, id: number, need?: keyof ProjectPermissions) =>
  financesOf(db, request.org, requireActor(request), id, need);

/** A project's fixed-bid numbers as the screen shows them: its last figures and where their calculation stands. */
async function numbersOf(db: Queryable, time: ProjectTime, request: FastifyRequest, id: number) {
  const { permissions, ...project } = await projectOf(db, request, id);
  const isFixedBid = project.billing_type === 'fixed-bid';
  const snapshot = isFixedBid ? await findSnapshot(db, request.org.id, id) : null;
  const stale =
    snapshot?.figures != null &&
    snapshot.fingerprint !== (await fixedBidFingerprint(db, time, request.org.id, id));
  return {
    project,
    permissions,
    is_fixed_bid: isFixedBid,
    calculation: {
      state: snapshot?.state ?? ('never' as const),
      stale,
      requested_at: snapshot?.requested_at ?? null,
      calculated_at: snapshot?.calculated_at ?? null,
    },
    figures: snapshot?.figures ?? null,
  };
}

/**
 * Fixed Bid Numbers (`fixed-bid-numbers`): a fixed-bid project's contract value, recognised revenue, cost to
 * date, estimate at completion and margin, recalculated in the background; and its change requests. Those who see
 * the project's finances read them and ask for a recalculation; those who may also update the project add, decide
 * and delete change requests, each change audited.
 */
export const fixedBidRoutes =
  (time: ProjectTime): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/projects/:id/fixed-bid-numbers/',
      {
        config,
        schema: {
          tags,
          summary:
            "A fixed-bid project's last calculated plan-against-actual figures and their calculation state",
          params: ProjectIdParamsSchema,
          response: { 200: FixedBidNumbersSchema },
        },
      },
      (request) => request.inOrg((tx) => numbersOf(tx, time, request, request.params.id)),
    );

    app.post(
      '/projects/projects/:id/fixed-bid-numbers/recalculate/',
      {
        config,
        schema: {
          tags,
          summary:
            "Queue a recalculation of a fixed-bid project's figures; the last ones stay until it is done",
          params: ProjectIdParamsSchema,
          response: { 202: FixedBidNumbersSchema },
        },
      },
      async (request, reply) => {
        const id = request.params.id;
        const numbers = await request.inScope(async (scope) => {
          const project = await projectOf(scope.tx, request, id);
          await queueFixedBidRecalculation(scope, {
            id,
            organizationId: scope.org.id,
            billingType: project.billing_type,
          });
          return numbersOf(scope.tx, time, request, id);
        });
        reply.code(202);
        return numbers;
      },
    );

    const list = '/projects/projects/:id/change-requests/';
    const one = `${list}:changeRequestId/`;

    app.get(
      list,
      {
        config,
        schema: {
          tags,
          summary: "A fixed-bid project's change requests, newest first",
          params: ProjectIdParamsSchema,
          response: { 200: ChangeRequestListSchema },
        },
      },
      (request) =>
        request.inOrg(async (tx) => {
          const { permissions, ...project } = await projectOf(tx, request, request.params.id);
          return { project, permissions, results: await findChangeRequests(tx, request.org.id, project.id) };
        }),
    );

    app.post(
      list,
      {
        config,
        schema: {
          tags,
          summary:
            'Record a change request dated within the project dates; approved, it adds to the contract value',
          params: ProjectIdParamsSchema,
          body: ChangeRequestCreateSchema,
          response: { 201: ChangeRequestSchema },
        },
      },
      async (request, reply) => {
        const projectId = request.params.id;
        const created = await request.inScope(async (scope) => {
          await projectOf(scope.tx, request, projectId, 'can_update');
          const row = await createChangeRequest(scope, projectId, request.body);
          return findChangeRequest(scope.tx, scope.org.id, projectId, row.id);
        });
        reply.code(201);
        return created;
      },
    );

    app.patch(
      one,
      {
        config,
        schema: {
          tags,
          summary: 'Approve, reject or re-propose a change request',
          params: ChangeRequestIdParamsSchema,
          body: ChangeRequestUpdateSchema,
          response: { 200: ChangeRequestSchema },
        },
      },
      (request) => {
        const { id: projectId, changeRequestId } = request.params;
        return request.inScope(async (scope) => {
          await projectOf(scope.tx, request, projectId, 'can_update');
          await updateChangeRequest(scope, projectId, changeRequestId, request.body);
          return findChangeRequest(scope.tx, scope.org.id, projectId, changeRequestId);
        });
      },
    );

    app.delete(
      one,
      {
        config,
        schema: {
          tags,
          summary: 'Delete a change request',
          params: ChangeRequestIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { id: projectId, changeRequestId } = request.params;
        await request.inScope(async (scope) => {
          await projectOf(scope.tx, request, projectId, 'can_update');
          await deleteChangeRequest(scope, projectId, changeRequestId);
        });
        reply.code(204);
        return null;
      },
    );
  };
