import {
  CurrentUserQuerySchema,
  CurrentUserSchema,
  canSeeHierarchyButton,
  EmployeeCardSchema,
  EmployeeListQuerySchema,
  EmployeePageSchema,
  EmployeeParamsSchema,
  HierarchyLevelSchema,
  HierarchyPathQuerySchema,
  HierarchyPathSchema,
  HierarchyQuerySchema,
  isEmployeeManager,
  TeamPageSchema,
  TeamQuerySchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { markTourSeen } from '../accounts';
import { getCurrentUser } from './current-user.service';
import { findEmployeeCard } from './employee-card.queries';
import { findEmployeePage } from './employee-list.queries';
import { findManagerChain, findReportees, findTeam } from './hierarchy.queries';
import { canReadTeamOf } from './people.policy';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/org/employee/me/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags: ['people'],
        summary:
          'The signed-in user, with roles (department head, sub-department head and timesheet approver added)',
        querystring: CurrentUserQuerySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    (request) => request.inOrg((tx) => getCurrentUser(tx, requireActor(request))),
  );

  app.post(
    '/org/employee/me/tour-seen/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags: ['people'],
        summary: 'The signed-in user closed or finished the first-visit tour: it is not offered again',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.inOrg((tx) => markTourSeen(tx, requireActor(request)));
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/org/employees/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags: ['people'],
        summary:
          'The employee directory: search, filter by status, department and employment type, sort, page',
        querystring: EmployeeListQuerySchema,
        response: { 200: EmployeePageSchema },
      },
    },
    (request) => request.inOrg((tx) => findEmployeePage(tx, request.org.id, request.query)),
  );

  app.get(
    '/org/employees/:id/card/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags: ['people'],
        summary:
          'An employee’s profile card (photo, contact, designation, department, code, experience, status)',
        params: EmployeeParamsSchema,
        response: { 200: EmployeeCardSchema },
      },
    },
    async (request) => {
      const card = await request.inOrg((tx) => findEmployeeCard(tx, request.org.id, request.params.id));
      if (!card) throw new AppError('not_found');
      return card;
    },
  );

  const hierarchy = { permission: canSeeHierarchyButton };

  app.get(
    '/org/employees/hierarchy/',
    {
      config: hierarchy,
      schema: {
        tags: ['people'],
        summary: 'One level of the organisation hierarchy: direct reports of a manager, or the top',
        querystring: HierarchyQuerySchema,
        response: { 200: HierarchyLevelSchema },
      },
    },
    async (request) => ({
      results: await request.inOrg((tx) => findReportees(tx, request.org.id, request.query.manager ?? null)),
    }),
  );

  app.get(
    '/org/employees/hierarchy/path/',
    {
      config: hierarchy,
      schema: {
        tags: ['people'],
        summary: 'The managers above an employee, top first, to open the tree down to them',
        querystring: HierarchyPathQuerySchema,
        response: { 200: HierarchyPathSchema },
      },
    },
    async (request) => ({
      manager_ids: await request.inOrg((tx) => findManagerChain(tx, request.org.id, request.query.employee)),
    }),
  );

  app.get(
    '/org/employees/team/',
    {
      config: { permission: ownRecords(isEmployeeManager) },
      schema: {
        tags: ['people'],
        summary:
          'A manager’s direct and indirect reports, paged: for the manager, anyone above them, employee managers and the CEO',
        querystring: TeamQuerySchema,
        response: { 200: TeamPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const actor = requireActor(request);
        const manager = request.query.manager;
        assertAllowed(canReadTeamOf(actor, manager, await findManagerChain(tx, request.org.id, manager)));
        return findTeam(tx, request.org.id, request.query);
      }),
  );
};
