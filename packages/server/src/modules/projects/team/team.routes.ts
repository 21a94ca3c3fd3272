import {
  AllocationCreateSchema,
  AllocationIdParamsSchema,
  AllocationListPageSchema,
  AllocationListQuerySchema,
  AllocationUpdateSchema,
  BillingRateCreateSchema,
  BillingRoleCreateSchema,
  BillingRoleIdParamsSchema,
  BillingRoleListSchema,
  BillingRoleSchema,
  canListProjects,
  canManageBillingRoles,
  GroupIdParamsSchema,
  ProjectIdParamsSchema,
  ResourceGroupCreateSchema,
  ResourceGroupUpdateSchema,
  TeamContractorListSchema,
  TeamContractorQuerySchema,
  TeamManagerSchema,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationClock } from '../../../platform/clock';
import type { Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { findDiscrepancies } from '../engine/discrepancies';
import type { OpportunityTerms } from '../opportunity-terms';
import { changeProject, projectFor } from '../project-access';
import { mayReadAllocations } from '../projects.policy';
import { findAllocationPage } from './allocation-list.queries';
import { findBillingRoles, findContractorsToAllocate, loadTeam } from './team.queries';
import {
  addAllocation,
  createBillingRole,
  createResourceGroup,
  deleteResourceGroup,
  removeAllocation,
  setBillingRate,
  updateAllocation,
  updateResourceGroup,
} from './team.service';

const tags = ['projects'];
const lister = { permission: canListProjects };
const billingManager = { permission: canManageBillingRoles };

/** Team Manager (spec 5, 6): resource groups and allocations under the discrepancy rules; billing roles. */
export const teamRoutes =
  (terms: OpportunityTerms | null): FastifyPluginAsyncZod =>
  async (app) => {
    async function teamManager(
      tx: Tx,
      project: Awaited<ReturnType<typeof projectFor>>,
      organizationId: number,
    ) {
      const team = await loadTeam(tx, organizationId, project.id, project);
      if (!team) throw new AppError('not_found');
      const opportunity = terms ? await terms.termsOf(tx, organizationId, project.id) : null;
      const { permissions, ...fields } = project;
      return {
        project: fields,
        permissions,
        ...team.view,
        discrepancies: findDiscrepancies({ ...team.facts, opportunity }),
      };
    }

    const refreshed = { 200: TeamManagerSchema };

    app.get(
      '/projects/allocations/',
      {
        config: { permission: mayReadAllocations },
        schema: {
          tags,
          summary:
            "Every project's allocations, a page at a time: who is on which project, at what share, for which dates, with the billing role and its rate in force today",
          querystring: AllocationListQuerySchema,
          response: { 200: AllocationListPageSchema },
        },
      },
      (request) =>
        request.inOrg((tx) =>
          findAllocationPage(
            tx,
            request.org.id,
            request.query,
            organizationClock(request.org.timezone).today(),
          ),
        ),
    );

    app.get(
      '/projects/projects/:id/team-manager/',
      {
        config: lister,
        schema: {
          tags,
          summary: "A project's resource groups, their people and the team's discrepancies",
          params: ProjectIdParamsSchema,
          response: refreshed,
        },
      },
      (request) =>
        request.inOrg(async (tx) => {
          const project = await projectFor(
            tx,
            request.org,
            requireActor(request),
            request.params.id,
            'can_read_team',
          );
          return teamManager(tx, project, request.org.id);
        }),
    );

    /** Resource groups are resource planning (spec 6); the people in them are the team manager's. */
    const change = (
      request: FastifyRequest & { params: { id: number } },
      write: (scope: Scope) => Promise<unknown>,
      need: 'can_update_team' | 'can_plan_resources' = 'can_update_team',
    ) =>
      changeProject(request, need, write, async (tx) =>
        teamManager(
          tx,
          await projectFor(tx, request.org, requireActor(request), request.params.id),
          request.org.id,
        ),
      );

    app.get(
      '/projects/projects/:id/contractors/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Contractors with an ongoing contract whom those who staff the project may allocate',
          params: ProjectIdParamsSchema,
          querystring: TeamContractorQuerySchema,
          response: { 200: TeamContractorListSchema },
        },
      },
      (request) =>
        request.inOrg(async (tx) => {
          await projectFor(tx, request.org, requireActor(request), request.params.id, 'can_update_team');
          return { results: await findContractorsToAllocate(tx, request.org.id, request.query.search) };
        }),
    );

    app.post(
      '/projects/projects/:id/resource-groups/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Add a resource group; one with discrepancies of its own is refused (group_discripancy)',
          params: ProjectIdParamsSchema,
          body: ResourceGroupCreateSchema,
          response: refreshed,
        },
      },
      (request) =>
        change(
          request,
          (scope) => createResourceGroup(scope, request.params.id, request.body),
          'can_plan_resources',
        ),
    );

    app.patch(
      '/projects/projects/:id/resource-groups/:groupId/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Change a resource group; one left with discrepancies of its own is refused',
          params: GroupIdParamsSchema,
          body: ResourceGroupUpdateSchema,
          response: refreshed,
        },
      },
      (request) =>
        change(
          request,
          (scope) => updateResourceGroup(scope, request.params.id, request.params.groupId, request.body),
          'can_plan_resources',
        ),
    );

    app.delete(
      '/projects/projects/:id/resource-groups/:groupId/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Delete a resource group and de-allocate its people',
          params: GroupIdParamsSchema,
          response: refreshed,
        },
      },
      (request) =>
        change(
          request,
          (scope) => deleteResourceGroup(scope, request.params.id, request.params.groupId),
          'can_plan_resources',
        ),
    );

    app.post(
      '/projects/projects/:id/resource-groups/:groupId/allocations/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Allocate a person to a resource group, within the discrepancy rules',
          params: GroupIdParamsSchema,
          body: AllocationCreateSchema,
          response: refreshed,
        },
      },
      (request) =>
        change(request, (scope) =>
          addAllocation(scope, request.params.id, request.params.groupId, request.body),
        ),
    );

    app.patch(
      '/projects/projects/:id/allocations/:allocationId/',
      {
        config: lister,
        schema: {
          tags,
          summary: "Change an allocation's dates, share, status or group, within the discrepancy rules",
          params: AllocationIdParamsSchema,
          body: AllocationUpdateSchema,
          response: refreshed,
        },
      },
      (request) =>
        change(request, (scope) =>
          updateAllocation(scope, request.params.id, request.params.allocationId, request.body),
        ),
    );

    app.delete(
      '/projects/projects/:id/allocations/:allocationId/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Release a person from the project',
          params: AllocationIdParamsSchema,
          response: refreshed,
        },
      },
      (request) =>
        change(request, (scope) => removeAllocation(scope, request.params.id, request.params.allocationId)),
    );

    app.get(
      '/projects/billing-roles/',
      {
        config: lister,
        schema: {
          tags,
          summary: 'Billing roles and their negotiated rates',
          response: { 200: BillingRoleListSchema },
        },
      },
      (request) =>
        request.inOrg(async (tx) => ({
          results: await findBillingRoles(tx, request.org.id),
          can_manage: canManageBillingRoles(requireActor(request)),
        })),
    );

    app.post(
      '/projects/billing-roles/',
      {
        config: billingManager,
        schema: {
          tags,
          summary: 'Add a billing role',
          body: BillingRoleCreateSchema,
          response: { 201: BillingRoleSchema },
        },
      },
      async (request, reply) => {
        const role = await request.inScope((scope) => createBillingRole(scope, request.body.name));
        reply.code(201);
        return { id: role.id, name: role.name, rates: [] };
      },
    );

    app.post(
      '/projects/billing-roles/:id/rates/',
      {
        config: billingManager,
        schema: {
          tags,
          summary: 'Set a negotiated rate of a billing role in a currency from a date',
          params: BillingRoleIdParamsSchema,
          body: BillingRateCreateSchema,
          response: { 200: BillingRoleSchema },
        },
      },
      (request) =>
        request.inScope(async (scope) => {
          await setBillingRate(scope, request.params.id, request.body);
          const role = (await findBillingRoles(scope.tx, request.org.id)).find(
            (row) => row.id === request.params.id,
          );
          if (!role) throw new AppError('not_found');
          return role;
        }),
    );
  };
