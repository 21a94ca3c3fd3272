import {
  type Actor,
  ApplicationOfferSchema,
  canMakeOffers,
  canOnboard,
  canReadOffers,
  canReadOnboarding,
  HiringIdParamsSchema,
  MAX_ATTACHMENT_BYTES,
  OfferCreateSchema,
  OfferDecisionSchema,
  OfferJoiningDateSchema,
  OfferJoinSchema,
  OfferListQuerySchema,
  OfferNotJoiningSchema,
  OfferPageSchema,
  OfferSchema,
  OnboardingDocumentsSchema,
  OnboardingTaskCreateSchema,
  OnboardingTaskParamsSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import { receiveFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import type { ModuleRoutes } from '../../platform/module-kit';
import { type Scope, scopeActor } from '../../platform/scope';
import { readableApplication } from './application.routes';
import { findOfferPage, findOfferRow, type OfferRow, presentOffer } from './offer.queries';
import {
  addOnboardingTask,
  changeJoiningDate,
  completeOnboardingTask,
  decideOffer,
  joinCandidate,
  makeOffer,
  markNotJoining,
  mayActOnOffer,
  renderOfferLetter,
  setBankProof,
  setOnboardingDocuments,
} from './offer.service';

const tags = ['hiring'];
const path = '/hiring/offers/';
const params = HiringIdParamsSchema;
const offerMakers = { permission: canMakeOffers };
const onboarders = { permission: canOnboard };
const eitherOne = { permission: (actor: Actor) => canMakeOffers(actor) || canOnboard(actor) };

/**
 * Whether the caller reads an offer: those who read the onboarding list every one; those who make offers, the
 * offers of applications they read (their request's rule).
 */
async function readableOffer(scope: Scope, row: OfferRow | null) {
  const actor = scopeActor(scope);
  if (canReadOnboarding(actor)) {
    if (!row) throw new AppError('not_found');
    return row;
  }
  assertAllowed(row !== null && canMakeOffers(actor));
  await readableApplication(scope, (row as OfferRow).offer.applicationId);
  return row as OfferRow;
}

async function offerOf(scope: Scope, by: { id: number } | { applicationId: number }) {
  const row = await readableOffer(scope, await findOfferRow(scope.tx, scope.org.id, by));
  const request = { raised_by_id: row.raisedBy, recruiter_id: row.recruiterId };
  return presentOffer(scope.tx, scope.org.id, row, scopeActor(scope), scope.clock.today(), (action) =>
    mayActOnOffer(scope, request, action),
  );
}

/** Offers (spec 3, 4) and onboarding: the offer letter, the candidate's answer, the checklist, the joining. */
export const offerRoutes: ModuleRoutes = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/hiring/applications/:id/offer/',
    {
      config: { permission: canReadOffers },
      schema: {
        tags,
        summary: 'An application’s offer with its onboarding checklist, or null before one is made',
        params,
        response: { 200: ApplicationOfferSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readableApplication(scope, request.params.id);
        const row = await findOfferRow(scope.tx, scope.org.id, { applicationId: request.params.id });
        return { offer: row ? await offerOf(scope, { id: row.offer.id }) : null };
      }),
  );

  app.post(
    '/hiring/applications/:id/offer/',
    {
      config: offerMakers,
      schema: {
        tags,
        summary:
          'Make an offer (CTC, expected joining date) on a live application at the offer stage; a declined one is made again',
        params,
        body: OfferCreateSchema,
        response: { 201: OfferSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        const offer = await makeOffer(scope, request.params.id, request.body);
        return offerOf(scope, { id: offer.id });
      });
    },
  );

  app.get(
    path,
    {
      config: { permission: canReadOnboarding },
      schema: {
        tags,
        summary:
          'The Onboarding Candidate List: offers with their expected joining dates and checklist progress; filter by status, search by candidate or code; sort, page',
        querystring: OfferListQuerySchema,
        response: { 200: OfferPageSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        findOfferPage(scope.tx, scope.org.id, request.query, scopeActor(scope), scope.clock.today()),
      ),
  );

  app.get(
    `${path}:id/`,
    {
      config: { permission: canReadOffers },
      schema: {
        tags,
        summary: 'An offer with its onboarding checklist',
        params,
        response: { 200: OfferSchema },
      },
    },
    (request) => request.inScope((scope) => offerOf(scope, { id: request.params.id })),
  );

  app.get(
    `${path}:id/letter.pdf`,
    {
      config: { permission: canReadOffers },
      schema: {
        tags,
        summary: 'The offer letter (PDF), from the organisation’s offer letter template',
        params,
      },
    },
    async (request, reply) => {
      const { row, pdf } = await request.inScope(async (scope) => {
        const found = await readableOffer(
          scope,
          await findOfferRow(scope.tx, scope.org.id, { id: request.params.id }),
        );
        return { row: found, pdf: await renderOfferLetter(scope.tx, request.org, found) };
      });
      const name = `${row.candidateFirst}-${row.candidateLast}`.replace(/[^\w-]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="offer-letter-${name}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    `${path}:id/decision/`,
    {
      config: offerMakers,
      schema: {
        tags,
        summary: 'Record the candidate’s answer: accept (the joining date settled) or decline with a reason',
        params,
        body: OfferDecisionSchema,
        response: { 200: OfferSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await decideOffer(scope, request.params.id, request.body);
        return offerOf(scope, { id: request.params.id });
      }),
  );

  app.post(
    `${path}:id/not-joining/`,
    {
      config: eitherOne,
      schema: {
        tags,
        summary: 'Mark the candidate as not joining (after a confirmation), with a reason',
        params,
        body: OfferNotJoiningSchema,
        response: { 200: OfferSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await markNotJoining(scope, request.params.id, request.body.reason);
        return offerOf(scope, { id: request.params.id });
      }),
  );

  app.put(
    `${path}:id/joining-date/`,
    {
      config: eitherOne,
      schema: {
        tags,
        summary: 'Change the expected joining date',
        params,
        body: OfferJoiningDateSchema,
        response: { 200: OfferSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await changeJoiningDate(scope, request.params.id, request.body.joining_date);
        return offerOf(scope, { id: request.params.id });
      }),
  );

  app.put(
    `${path}:id/documents/`,
    {
      config: onboarders,
      schema: {
        tags,
        summary: 'Set the onboarding PAN and Aadhaar: sealed when stored, answered masked',
        params,
        body: OnboardingDocumentsSchema,
        response: { 200: OfferSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await setOnboardingDocuments(scope, request.params.id, request.body);
        return offerOf(scope, { id: request.params.id });
      }),
  );

  app.put(
    `${path}:id/bank-proof/`,
    {
      config: { ...onboarders, inOneTransaction: false },
      schema: {
        tags,
        summary: 'Upload the bank proof (multipart `file`: a PDF or an image); it replaces the last',
        params,
        consumes: ['multipart/form-data'],
        response: { 200: OfferSchema },
      },
    },
    async (request) => {
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'bank-proofs',
        extensions: ['pdf', 'png', 'jpg', 'jpeg'],
        unsupported: { code: 'invalid', field: 'file' },
      });
      let previous: string | null;
      try {
        previous = await request.inScope((scope) => setBankProof(scope, request.params.id, file));
      } catch (error) {
        await app.ctx.files.remove(file.key);
        throw error;
      }
      if (previous) await app.ctx.files.remove(previous);
      return request.inScope((scope) => offerOf(scope, { id: request.params.id }));
    },
  );

  app.get(
    `${path}:id/bank-proof/`,
    {
      config: { permission: canReadOnboarding, inOneTransaction: false },
      schema: { tags, summary: 'The bank proof uploaded for the onboarding', params },
    },
    async (request, reply) => {
      const row = await request.inOrg((tx) => findOfferRow(tx, request.org.id, { id: request.params.id }));
      if (!row?.offer.bankProofKey) throw new AppError('not_found');
      const name = encodeURIComponent(row.offer.bankProofFileName ?? 'bank-proof');
      const extension = row.offer.bankProofKey.split('.').pop() ?? 'pdf';
      const type = extension === 'pdf' ? 'application/pdf' : extension === 'png' ? 'image/png' : 'image/jpeg';
      return reply
        .type(type)
        .header('content-disposition', `inline; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(row.offer.bankProofKey));
    },
  );

  app.post(
    `${path}:id/tasks/`,
    {
      config: onboarders,
      schema: {
        tags,
        summary: 'Add a task for IT or admin to the onboarding checklist: its owner and due date',
        params,
        body: OnboardingTaskCreateSchema,
        response: { 201: OfferSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await addOnboardingTask(scope, request.params.id, request.body);
        return offerOf(scope, { id: request.params.id });
      });
    },
  );

  app.post(
    `${path}:id/tasks/:taskId/complete/`,
    {
      config: { permission: ownRecords() },
      schema: {
        tags,
        summary: 'Complete an onboarding task: its owner only',
        params: OnboardingTaskParamsSchema,
        response: { 200: OfferSchema.nullable() },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await completeOnboardingTask(scope, request.params.id, request.params.taskId);
        const actor = scopeActor(scope);
        return canReadOffers(actor) ? offerOf(scope, { id: request.params.id }).catch(() => null) : null;
      }),
  );

  app.post(
    `${path}:id/join/`,
    {
      config: onboarders,
      schema: {
        tags,
        summary:
          'The candidate joins: the employee is created, the application moves to joined, and the joining is announced',
        params,
        body: OfferJoinSchema,
        response: { 200: OfferSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await joinCandidate(scope, request.params.id, request.body);
        return offerOf(scope, { id: request.params.id });
      }),
  );
};
