import {
  CandidateBlacklistSchema,
  CandidateCreateSchema,
  CandidateListQuerySchema,
  CandidatePageSchema,
  CandidateSchema,
  CandidateUpdateSchema,
  canBlacklistCandidates,
  canManageCandidates,
  canReadCandidates,
  HiringIdParamsSchema,
  MAX_ATTACHMENT_BYTES,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { Queryable } from '../../platform/db/client';
import { receiveFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import type { ModuleRoutes } from '../../platform/module-kit';
import { findCandidate, findCandidatePage, findCandidateRow } from './candidate.queries';
import {
  addCandidate,
  blacklistCandidate,
  setCandidateResume,
  unblockCandidate,
  updateCandidate,
} from './candidate.service';

const tags = ['hiring'];
const path = '/hiring/candidates/';
const params = HiringIdParamsSchema;
const manage = { permission: canManageCandidates };
const blacklist = { permission: canBlacklistCandidates };

async function candidateOf(db: Queryable, organizationId: number, id: number) {
  const candidate = await findCandidate(db, organizationId, id);
  if (!candidate) throw new AppError('not_found');
  return candidate;
}

/** The candidate pool: one person is one candidate, a resume (one PDF) each, a blacklist. */
export const candidateRoutes: ModuleRoutes = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    path,
    {
      config: { permission: canReadCandidates },
      schema: {
        tags,
        summary:
          'Candidates: search by name, email, phone or company, by skill and experience range; filter by source and blacklist; sort, page',
        querystring: CandidateListQuerySchema,
        response: { 200: CandidatePageSchema },
      },
    },
    (request) => request.inOrg((tx) => findCandidatePage(tx, request.org.id, request.query)),
  );

  app.post(
    path,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Add a candidate; a second one with the same email, phone or PAN answers candidate_duplicate',
        body: CandidateCreateSchema,
        response: { 201: CandidateSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) =>
        candidateOf(scope.tx, scope.org.id, (await addCandidate(scope, request.body)).id),
      );
    },
  );

  app.get(
    `${path}:id/`,
    {
      config: { permission: canReadCandidates },
      schema: { tags, summary: 'A candidate', params, response: { 200: CandidateSchema } },
    },
    (request) => request.inOrg((tx) => candidateOf(tx, request.org.id, request.params.id)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a candidate; the email, phone and PAN stay the pool’s only ones',
        params,
        body: CandidateUpdateSchema,
        response: { 200: CandidateSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await updateCandidate(scope, request.params.id, request.body);
        return candidateOf(scope.tx, scope.org.id, request.params.id);
      }),
  );

  app.post(
    `${path}:id/blacklist/`,
    {
      config: blacklist,
      schema: {
        tags,
        summary: 'Blacklist a candidate, with a reason',
        params,
        body: CandidateBlacklistSchema,
        response: { 200: CandidateSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await blacklistCandidate(scope, request.params.id, request.body.reason);
        return candidateOf(scope.tx, scope.org.id, request.params.id);
      }),
  );

  app.delete(
    `${path}:id/blacklist/`,
    {
      config: blacklist,
      schema: {
        tags,
        summary: 'Unblock a blacklisted candidate',
        params,
        response: { 200: CandidateSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await unblockCandidate(scope, request.params.id);
        return candidateOf(scope.tx, scope.org.id, request.params.id);
      }),
  );

  app.put(
    `${path}:id/resume/`,
    {
      config: { ...manage, inOneTransaction: false },
      schema: {
        tags,
        summary:
          'Upload the candidate’s resume (multipart `file`: one PDF, at most 10 MB); it replaces the last',
        params,
        consumes: ['multipart/form-data'],
        response: { 200: CandidateSchema },
      },
    },
    async (request) => {
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'resumes',
        extensions: ['pdf'],
        unsupported: { code: 'resume_must_be_pdf', field: 'file' },
      });
      let previous: string | null;
      try {
        previous = await request.inScope((scope) => setCandidateResume(scope, request.params.id, file));
      } catch (error) {
        await app.ctx.files.remove(file.key);
        throw error;
      }
      if (previous) await app.ctx.files.remove(previous);
      return request.inOrg((tx) => candidateOf(tx, request.org.id, request.params.id));
    },
  );

  app.get(
    `${path}:id/resume/`,
    {
      config: { permission: canReadCandidates, inOneTransaction: false },
      schema: { tags, summary: 'The candidate’s resume, a PDF', params },
    },
    async (request, reply) => {
      const row = await request.inOrg((tx) => findCandidateRow(tx, request.org.id, request.params.id));
      if (!row?.resumeKey) throw new AppError('not_found');
      const name = encodeURIComponent(row.resumeFileName ?? 'resume.pdf');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(row.resumeKey));
    },
  );
};
