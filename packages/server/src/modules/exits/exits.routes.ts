import {
  ClearanceSignSchema,
  canReadExits,
  canSettleExitFinance,
  ExitDetailSchema,
  ExitIdParamsSchema,
  ExitLetterParamsSchema,
  ExitListQuerySchema,
  ExitPageSchema,
  ExitStartSchema,
  isExitManager,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { readableRecord } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import {
  completeExit,
  markExitClearance,
  markFullAndFinal,
  signClearance,
  startExit,
  withdrawExit,
} from './exit.service';
import { renderExitLetter } from './exit-letters';
import { exitReadPolicy } from './exits.policy';
import { findExit, findExitDetail, findExitPage } from './exits.queries';

const tags = ['exits'];
const params = ExitIdParamsSchema;
const manager = { permission: isExitManager };
const finance = { permission: canSettleExitFinance };

async function detailOf(tx: Tx, organizationId: number, id: number) {
  const exit = await findExitDetail(tx, organizationId, id);
  if (!exit) throw new AppError('not_found');
  return exit;
}

/** Exits and clearance (spec 4, 5, 6; PEERS 3.3): exit managers and finance executives, and the CEO. */
export const exitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employee-exit/exits/',
    {
      config: { permission: canReadExits },
      schema: {
        tags,
        summary:
          'Exits: filter by status, exit clearance and full-and-final flags, search name or code; sort, page',
        querystring: ExitListQuerySchema,
        response: { 200: ExitPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findExitPage(tx, request.org.id, request.query)),
  );

  app.post(
    '/employee-exit/exits/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Start an exit: resignation or termination with notice date and last working day',
        body: ExitStartSchema,
        response: { 201: ExitDetailSchema },
      },
    },
    async (request, reply) => {
      const exit = await request.inScope(async (scope) => {
        const { tx } = scope;
        const row = await startExit(scope, request.body);
        return detailOf(tx, request.org.id, row.id);
      });
      reply.code(201);
      return exit;
    },
  );

  app.get(
    '/employee-exit/exits/:id/',
    {
      config: { permission: ownRecords(canReadExits) },
      schema: {
        tags,
        summary: 'One exit with its clearances; also for the employee’s reporting manager',
        params,
        response: { 200: ExitDetailSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const exit = await findExitDetail(tx, request.org.id, request.params.id);
        return readableRecord(exit, exitReadPolicy(requireActor(request)));
      }),
  );

  app.post(
    '/employee-exit/exits/:id/withdraw/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Withdraw an open exit: the employee is active again',
        params,
        response: { 200: ExitDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await withdrawExit(scope, request.params.id);
        return detailOf(tx, request.org.id, request.params.id);
      }),
  );

  app.post(
    '/employee-exit/exits/:id/clearances/',
    {
      config: { permission: ownRecords(canReadExits) },
      schema: {
        tags,
        summary: 'Sign one clearance area (it, admin, finance, manager), once',
        params,
        body: ClearanceSignSchema,
        response: { 200: ExitDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await signClearance(scope, request.params.id, request.body);
        return detailOf(tx, request.org.id, request.params.id);
      }),
  );

  app.post(
    '/employee-exit/exits/:id/exit-clearance/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Mark exit clearance once all four areas have signed',
        params,
        response: { 200: ExitDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await markExitClearance(scope, request.params.id);
        return detailOf(tx, request.org.id, request.params.id);
      }),
  );

  app.post(
    '/employee-exit/exits/:id/full-and-final/',
    {
      config: finance,
      schema: {
        tags,
        summary: 'Mark the full-and-final settlement, after exit clearance',
        params,
        response: { 200: ExitDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await markFullAndFinal(scope, request.params.id);
        return detailOf(tx, request.org.id, request.params.id);
      }),
  );

  app.post(
    '/employee-exit/exits/:id/complete/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Exit Done: the employee is exited and their user deactivated',
        params,
        response: { 200: ExitDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await completeExit(scope, request.params.id);
        return detailOf(tx, request.org.id, request.params.id);
      }),
  );

  app.get(
    '/employee-exit/exits/:id/letters/:kind.pdf',
    {
      config: { permission: canReadExits },
      schema: {
        tags,
        summary: 'The relieving or experience letter (PDF), once the exit is done',
        params: ExitLetterParamsSchema,
      },
    },
    async (request, reply) => {
      const { exit, pdf } = await request.inOrg(async (tx) => {
        const found = await findExit(tx, request.org.id, request.params.id);
        if (found?.status !== 'exit-done') throw new AppError('not_found');
        return { exit: found, pdf: await renderExitLetter(tx, request.org, request.params.kind, found) };
      });
      const fileName = `${request.params.kind}-letter-${exit.employee.code.replace(/[^\w-]/g, '_')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );
};
