import {
  CurrentUserQuerySchema,
  CurrentUserSchema,
  EmployeeListQuerySchema,
  EmployeePageSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { getCurrentUser } from './current-user.service';
import { findEmployeePage } from './employee-list.queries';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/org/employee/me/',
    {
      config: { permission: 'signed-in' },
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

  app.get(
    '/org/employees/',
    {
      config: { permission: 'signed-in' },
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
};
