import {
  BalanceAdjustmentSchema,
  IdParamSchema,
  isLeaveAdmin,
  LeaveConfigurationSchema,
  LeavePolicyCreateSchema,
  LeavePolicySchema,
  LeavePolicyUpdateSchema,
  LeaveTypeCreateSchema,
  LeaveTypePageSchema,
  LeaveTypeQuerySchema,
  LeaveTypeSchema,
  LeaveTypeUpdateSchema,
  LeaveYearOpenSchema,
  YearEndPreviewSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { queueAccruals } from './leave-accrual.job';
import { adjustBalance } from './leave-adjustment.service';
import { listLeaveConfigurations, openLeaveYear } from './leave-configuration.service';
import {
  changeLeavePolicy,
  createLeavePolicy,
  listLeavePolicies,
  removeLeavePolicy,
} from './leave-policy.service';
import { changeLeaveType, createLeaveType, listLeaveTypes } from './leave-type.service';
import { queueYearEnd } from './year-end.job';
import { previewYearEnd, requireYear } from './year-end.service';

const tags = ['leave'];
const admin = { permission: isLeaveAdmin };
const params = z.object({ id: IdParamSchema });

/** Leave Management Admin (`lms-settings`): leave years, types, policies and manual adjustments; lms admins only. */
export const leaveAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/leave-portal/leave-configurations/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Open a leave year from 1 January or 1 April; it is active unless another year is',
        body: LeaveYearOpenSchema,
        response: { 201: LeaveConfigurationSchema },
      },
    },
    async (request, reply) => {
      const year = await request.inScope(async (scope) => {
        const row = await openLeaveYear(scope, request.body.start_date, request.body.weekend_days);
        await queueAccruals(scope);
        return (await listLeaveConfigurations(scope.tx, request.org.id)).find((entry) => entry.id === row.id);
      });
      reply.code(201);
      return year;
    },
  );

  app.get(
    '/leave-portal/leave-configurations/:id/year-end/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Preview the year end: per leave type, what would be carried forward, encashed and lapse',
        params,
        response: { 200: YearEndPreviewSchema },
      },
    },
    (request) => request.inScope((scope) => previewYearEnd(scope, request.params.id)),
  );

  app.post(
    '/leave-portal/leave-configurations/:id/year-end/',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Close the leave year in the background: carry forward, encash, lapse; the next year becomes active',
        params,
        response: { 202: z.object({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      await request.inScope(async (scope) => {
        await requireYear(scope.tx, request.org.id, request.params.id);
        await queueYearEnd(scope, {
          organizationId: request.org.id,
          yearId: request.params.id,
          actorUserId: requireActor(request).user_id,
        });
      });
      reply.code(202);
      return { detail: 'The leave year is being closed.' };
    },
  );

  app.get(
    '/leave-portal/leave-types/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'Leave types with their rules, by code',
        querystring: LeaveTypeQuerySchema,
        response: { 200: LeaveTypePageSchema },
      },
    },
    (request) => request.inOrg((tx) => listLeaveTypes(tx, request.org.id, request.query)),
  );

  app.post(
    '/leave-portal/leave-types/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a leave type',
        body: LeaveTypeCreateSchema,
        response: { 201: LeaveTypeSchema },
      },
    },
    async (request, reply) => {
      const type = await request.inScope((scope) => createLeaveType(scope, request.body));
      reply.code(201);
      return type;
    },
  );

  app.patch(
    '/leave-portal/leave-types/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a leave type; requests already made keep the quantity they were given',
        params,
        body: LeaveTypeUpdateSchema,
        response: { 200: LeaveTypeSchema },
      },
    },
    (request) => request.inScope((scope) => changeLeaveType(scope, request.params.id, request.body)),
  );

  app.get(
    '/leave-portal/leave-policies/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Leave policies',
        response: { 200: z.object({ results: z.array(LeavePolicySchema) }) },
      },
    },
    async (request) => ({ results: await request.inOrg((tx) => listLeavePolicies(tx, request.org.id)) }),
  );

  app.post(
    '/leave-portal/leave-policies/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a policy: leave types for a group of employees, and whether HR approves second',
        body: LeavePolicyCreateSchema,
        response: { 201: LeavePolicySchema },
      },
    },
    async (request, reply) => {
      const policy = await request.inScope((scope) => createLeavePolicy(scope, request.body));
      reply.code(201);
      return policy;
    },
  );

  app.patch(
    '/leave-portal/leave-policies/:id/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a policy',
        params,
        body: LeavePolicyUpdateSchema,
        response: { 200: LeavePolicySchema },
      },
    },
    (request) => request.inScope((scope) => changeLeavePolicy(scope, request.params.id, request.body)),
  );

  app.delete(
    '/leave-portal/leave-policies/:id/',
    { config: admin, schema: { tags, summary: 'Remove a policy', params } },
    async (request, reply) => {
      await request.inScope((scope) => removeLeavePolicy(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/leave-portal/balances/adjustments/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Credit or debit an employee’s balance in the active leave year, with a reason',
        body: BalanceAdjustmentSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const entry = await request.inScope((scope) => adjustBalance(scope, request.body));
      reply.code(201);
      return entry;
    },
  );
};
