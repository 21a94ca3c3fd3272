import {
  BalanceQuerySchema,
  canSeeTeamLeaves,
  DOCUMENT_EXTENSIONS,
  IdParamSchema,
  isLeaveAdmin,
  LeaveBalancesSchema,
  LeaveDecisionSchema,
  LeaveRejectionSchema,
  LeaveRequestCreateSchema,
  LeaveRequestPageSchema,
  LeaveRequestPreviewSchema,
  LeaveRequestQuerySchema,
  LeaveRequestSchema,
  LeaveRequestTermsSchema,
  LedgerQuerySchema,
  LedgerSchema,
  MAX_ATTACHMENT_BYTES,
  TeamLeavesQuerySchema,
  TeamLeavesSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestActor } from '../../platform/auth/actor';
import type { Queryable } from '../../platform/db/client';
import { receiveFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { type Scope, scopeActor } from '../../platform/scope';
import { requireActor } from '../../platform/tenancy/org-scope';
import { canReadLeaveOf, hasOwnLeave } from './leave.policy';
import { findLedger } from './leave-balance.queries';
import { findBalanceSheet } from './leave-balance-sheet.queries';
import { findActiveLeaveYear } from './leave-configuration.service';
import { approveLeave, cancelLeave, rejectLeave } from './leave-decision.service';
import { findLeaveRequest, findLeaveRequestPage } from './leave-request.queries';
import {
  applyForLeave,
  attachmentFolder,
  previewLeaveRequest,
  requireLeaveRequest,
} from './leave-request.service';
import { isInReportingLine } from './reporting-line.queries';
import { findTeamLeaves, teamLeaderOf } from './team-leaves.queries';

const tags = ['leave'];
/** Routes of leave requests and balances: the caller's own, their reports', and every one for lms admins. */
const ownRequests = { permission: ownRecords(isLeaveAdmin) };
const params = z.object({ id: IdParamSchema });
/** Routes about the caller's own leave: employees only. */
const ownLeave = { permission: hasOwnLeave };

/** A request as its caller sees it: refused to whoever may not read it. */
function requestAsSeen(scope: Scope, id: number) {
  return findLeaveRequest(scope.tx, scope.org.id, scopeActor(scope), id, scope.clock.today());
}

function ownEmployeeId(actor: RequestActor): number {
  assertAllowed(hasOwnLeave(actor));
  return actor.employee_id;
}

/** The employee whose leave is asked for (the caller's own by default), when the caller may read it. */
async function readableEmployeeId(db: Queryable, actor: RequestActor, employeeId: number | undefined) {
  if (!employeeId || employeeId === actor.employee_id) return ownEmployeeId(actor);
  const inReportingLine =
    !isLeaveAdmin(actor) &&
    actor.employee_id != null &&
    (await isInReportingLine(db, actor.organization_id, employeeId, actor.employee_id));
  assertAllowed(canReadLeaveOf(actor, employeeId, inReportingLine));
  return employeeId;
}

/** Leave requests, balances with their ledger, and team leaves (spec 2.6, 7, 8). */
export const leaveRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/leave-portal/balances/',
    {
      config: ownRequests,
      schema: {
        tags,
        summary: 'Balances per leave type in the active year: entitled, accrued, taken, pending, available',
        querystring: BalanceQuerySchema,
        response: { 200: LeaveBalancesSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const actor = requireActor(request);
        const employeeId = await readableEmployeeId(tx, actor, request.query.employee_id);
        const { employee, year, results } = await findBalanceSheet(tx, request.org.id, employeeId);
        if (!employee) throw new AppError('not_found');
        if (!year) return { year: null, results: [] };
        return { year: { id: year.id, start_date: year.startDate, end_date: year.endDate }, results };
      }),
  );

  app.get(
    '/leave-portal/balances/ledger/',
    {
      config: ownRequests,
      schema: {
        tags,
        summary: 'Every credit and debit of one leave type in the active year, oldest first',
        querystring: LedgerQuerySchema,
        response: { 200: LedgerSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const employeeId = await readableEmployeeId(tx, requireActor(request), request.query.employee_id);
        const year = await findActiveLeaveYear(tx, request.org.id);
        if (!year) return { results: [] };
        return {
          results: await findLedger(tx, request.org.id, employeeId, request.query.leave_type_id, year.id),
        };
      }),
  );

  app.post(
    '/leave-portal/leave-requests/preview/',
    {
      config: ownLeave,
      schema: {
        tags,
        summary: 'The days a request would take (weekends, holidays, sandwich rule) and the rules it breaks',
        body: LeaveRequestTermsSchema,
        response: { 200: LeaveRequestPreviewSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const employeeId = ownEmployeeId(requireActor(request));
        return (await previewLeaveRequest(scope, employeeId, request.body)).preview;
      }),
  );

  app.post(
    '/leave-portal/leave-requests/attachments/',
    {
      config: { ...ownLeave, inOneTransaction: false },
      schema: {
        tags,
        summary: 'Upload an attachment (multipart `file`, up to 10 MB) before applying; answers its key',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ attachment_key: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: `leave-attachments/u${actor.user_id}`,
        extensions: DOCUMENT_EXTENSIONS,
      });
      if (!file.key.startsWith(attachmentFolder(request.org.id, actor.user_id)))
        throw new Error('unexpected key');
      reply.code(201);
      return { attachment_key: file.key };
    },
  );

  app.post(
    '/leave-portal/leave-requests/',
    {
      config: ownLeave,
      schema: {
        tags,
        summary: 'Apply for leave; the reporting manager (then HR when the policy asks) is notified',
        body: LeaveRequestCreateSchema,
        response: { 201: LeaveRequestSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const created = await request.inScope(async (scope) => {
        const row = await applyForLeave(scope, ownEmployeeId(actor), request.body);
        return findLeaveRequest(scope.tx, request.org.id, actor, row.id, scope.clock.today());
      });
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/leave-portal/leave-requests/',
    {
      config: ownRequests,
      schema: {
        tags,
        summary: 'Requests: mine, awaiting my decision, or all (lms admins); filter, sort, page',
        querystring: LeaveRequestQuerySchema,
        response: { 200: LeaveRequestPageSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        findLeaveRequestPage(
          scope.tx,
          request.org.id,
          requireActor(request),
          request.query,
          scope.clock.today(),
        ),
      ),
  );

  app.get(
    '/leave-portal/leave-requests/:id/',
    {
      config: ownRequests,
      schema: { tags, summary: 'One request', params, response: { 200: LeaveRequestSchema } },
    },
    (request) => request.inScope((scope) => requestAsSeen(scope, request.params.id)),
  );

  app.get(
    '/leave-portal/leave-requests/:id/attachment/',
    {
      config: { ...ownRequests, inOneTransaction: false },
      schema: { tags, summary: 'Download the request’s attachment', params },
    },
    async (request, reply) => {
      const key = await request.inScope(async (scope) => {
        await requestAsSeen(scope, request.params.id);
        return (await requireLeaveRequest(scope.tx, request.org.id, request.params.id)).attachmentKey;
      });
      if (!key) throw new AppError('not_found');
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .type(extension === 'pdf' ? 'application/pdf' : 'application/octet-stream')
        .header('content-disposition', `attachment; filename="leave-attachment.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(key));
    },
  );

  const decision = (
    path: string,
    summary: string,
    body: typeof LeaveDecisionSchema | typeof LeaveRejectionSchema,
    act: typeof approveLeave,
  ) =>
    app.post(
      `/leave-portal/leave-requests/:id/${path}/`,
      { config: ownRequests, schema: { tags, summary, params, body, response: { 200: LeaveRequestSchema } } },
      (request) =>
        request.inScope(async (scope) => {
          const comment = (request.body as { comment: string }).comment;
          await act(scope, request.params.id, comment);
          return requestAsSeen(scope, request.params.id);
        }),
    );
  decision(
    'approve',
    'Approve at the current stage, or accept a cancellation request',
    LeaveDecisionSchema,
    approveLeave,
  );
  decision(
    'reject',
    'Reject with a reason, or decline a cancellation request',
    LeaveRejectionSchema,
    rejectLeave,
  );

  app.post(
    '/leave-portal/leave-requests/:id/cancel/',
    {
      config: ownRequests,
      schema: {
        tags,
        summary: 'Withdraw a pending request, or ask to cancel approved leave that has not started',
        params,
        response: { 200: LeaveRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await cancelLeave(scope, request.params.id);
        return requestAsSeen(scope, request.params.id);
      }),
  );

  app.get(
    '/leave-portal/team-leaves/',
    {
      config: { permission: (actor) => canSeeTeamLeaves(actor, actor.is_reporting_manager) },
      schema: {
        tags,
        summary: 'The team’s leaves in a range (a week or a month), and who is away today and this week',
        querystring: TeamLeavesQuerySchema,
        response: { 200: TeamLeavesSchema },
      },
    },
    (request) => {
      const actor = requireActor(request);
      return request.inScope(({ tx, clock }) =>
        findTeamLeaves(tx, request.org.id, teamLeaderOf(actor), request.query, clock.today()),
      );
    },
  );
};
