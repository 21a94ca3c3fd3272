import {
  canSeeHierarchyButton,
  OrgSetupParamsSchema,
  UnitMemberPageSchema,
  UnitMemberQuerySchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUnitMembers } from './org-setup-members';
import { findSubDepartmentUnit, requireDepartment } from './org-units.service';

/** Each unit kind, and how it is found: a unit of another organisation is 404 not_found. */
const UNITS = [
  { path: 'departments', kind: 'department', require: requireDepartment },
  { path: 'sub-departments', kind: 'sub_department', require: findSubDepartmentUnit },
] as const;

/**
 * The Organisation Hierarchy's department view: the people of a department or sub-department, for whoever
 * may see the hierarchy. Departments, sub-departments, heads and head counts come from the org setup lists.
 */
export const departmentTreeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const unit of UNITS) {
    app.get(
      `/org/employees/hierarchy/${unit.path}/:id/members/`,
      {
        config: { permission: canSeeHierarchyButton },
        schema: {
          tags: ['people'],
          summary: `The people of one of the ${unit.path.replace('-', ' ')} who have not exited, for the hierarchy`,
          params: OrgSetupParamsSchema,
          querystring: UnitMemberQuerySchema,
          response: { 200: UnitMemberPageSchema },
        },
      },
      (request) =>
        request.inOrg(async (tx) => {
          await unit.require(tx, request.org.id, request.params.id);
          return findUnitMembers(
            tx,
            request.org.id,
            { kind: unit.kind, id: request.params.id },
            request.query,
          );
        }),
    );
  }
};
