import {
  canManageOrgSetup,
  canReadDepartment,
  canReadSubDepartment,
  canSeeHierarchyButton,
  OrgSetupParamsSchema,
  UnitMemberPageSchema,
  UnitMemberQuerySchema,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../platform/db/client';
import { assertAllowed } from '../../platform/http/policy-answer';
import { ownRecords, type RoutePermission } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { findSubDepartmentUnit, requireDepartment } from '../org-setup';
import { findUnitMembers, type Unit } from './unit-members.queries';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The people of one unit who have not exited, once `check` has let the caller see that unit. */
function memberRoute(
  app: App,
  path: string,
  options: { tags: string[]; summary: string; permission: RoutePermission; kind: Unit['kind'] },
  check: (tx: Tx, request: FastifyRequest, id: number) => Promise<void>,
) {
  app.get(
    path,
    {
      config: { permission: options.permission },
      schema: {
        tags: options.tags,
        summary: options.summary,
        params: OrgSetupParamsSchema,
        querystring: UnitMemberQuerySchema,
        response: { 200: UnitMemberPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        await check(tx, request, request.params.id);
        return findUnitMembers(
          tx,
          request.org.id,
          { kind: options.kind, id: request.params.id },
          request.query,
        );
      }),
  );
}

/**
 * The people of a department or sub-department: for the Organisation Hierarchy's department view, whoever may
 * see the hierarchy; for the Department Viewer, the unit's heads, setup managers and the CEO. Departments,
 * sub-departments, heads and head counts come from the org setup lists.
 */
export const departmentTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A unit of another organisation is 404 not_found.
  const hierarchyUnits = [
    { path: 'departments', kind: 'department', find: requireDepartment },
    { path: 'sub-departments', kind: 'sub_department', find: findSubDepartmentUnit },
  ] as const;
  for (const unit of hierarchyUnits) {
    memberRoute(
      app,
      `/org/employees/hierarchy/${unit.path}/:id/members/`,
      {
        tags: ['people'],
        summary: `The people of one of the ${unit.path.replace('-', ' ')} who have not exited, for the hierarchy`,
        permission: canSeeHierarchyButton,
        kind: unit.kind,
      },
      async (tx, request, id) => {
        await unit.find(tx, request.org.id, id);
      },
    );
  }

  const forHead = {
    tags: ['org-setup'],
    summary: 'The people of one unit who have not exited, for its head',
  };
  memberRoute(
    app,
    '/org/setup/departments/:id/members/',
    { ...forHead, permission: ownRecords(canManageOrgSetup), kind: 'department' },
    async (tx, request, id) => {
      await requireDepartment(tx, request.org.id, id);
      assertAllowed(canReadDepartment(requireActor(request), id));
    },
  );
  memberRoute(
    app,
    '/org/setup/sub-departments/:id/members/',
    { ...forHead, permission: ownRecords(canManageOrgSetup), kind: 'sub_department' },
    async (tx, request, id) => {
      const unit = await findSubDepartmentUnit(tx, request.org.id, id);
      assertAllowed(canReadSubDepartment(requireActor(request), unit));
    },
  );
};
