import {
  canListProjects,
  EXPENSE_ATTACHMENT_EXTENSIONS,
  ExpenseAttachmentParamsSchema,
  ExpenseCreateSchema,
  ExpenseIdParamsSchema,
  ExpenseListQuerySchema,
  ExpensePageSchema,
  ExpenseSchema,
  ExpenseUpdateSchema,
  MAX_EXPENSE_ATTACHMENT_BYTES,
  ProjectIdParamsSchema,
  ReceiptCreateSchema,
  ReceiptIdParamsSchema,
  ReceiptListQuerySchema,
  ReceiptPageSchema,
  ReceiptSchema,
  ReceiptUpdateSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { receiveFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import { requireActor } from '../../platform/tenancy/org-scope';
import { findExpense, findExpenses, findReceipt, findReceipts } from './expense.queries';
import {
  addExpenseAttachment,
  assertRoomForAttachment,
  createExpense,
  createReceipt,
  deleteExpense,
  deleteReceipt,
  findExpenseAttachment,
  removeExpenseAttachment,
  updateExpense,
  updateReceipt,
} from './expense.service';
import { changeProject, projectFor } from './project-access';

const tags = ['projects'];
const lister = { permission: canListProjects };
const NoContent = z.null();

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** One expense as the list shows it; gone (another project's, say) is not found. */
async function expenseOf(db: Queryable, organizationId: number, projectId: number, id: number) {
  const expense = await findExpense(db, organizationId, projectId, id);
  if (!expense) throw new AppError('not_found');
  return expense;
}

async function receiptOf(db: Queryable, organizationId: number, projectId: number, id: number) {
  const receipt = await findReceipt(db, organizationId, projectId, id);
  if (!receipt) throw new AppError('not_found');
  return receipt;
}

/**
 * Expenses and receipts of a project (spec 1, 5). Whoever may read the project lists them; whoever may update
 * it records, changes and deletes them. Expense dates fall within the project's dates; an expense carries up to
 * 5 attachments, 10 MB together.
 */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_EXPENSE_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const removeFiles = (keys: string[]) => Promise.all(keys.map((key) => app.ctx.files.remove(key)));

  app.get(
    '/projects/projects/:id/expenses/',
    {
      config: lister,
      schema: {
        tags,
        summary: "A page of a project's expenses, newest first, with their count and total",
        params: ProjectIdParamsSchema,
        querystring: ExpenseListQuerySchema,
        response: { 200: ExpensePageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await projectFor(
          tx,
          request.org,
          requireActor(request),
          request.params.id,
        );
        const page = await findExpenses(tx, request.org.id, project.id, request.query);
        return { project, permissions, ...page };
      }),
  );

  app.post(
    '/projects/projects/:id/expenses/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Record an expense dated within the project dates',
        params: ProjectIdParamsSchema,
        body: ExpenseCreateSchema,
        response: { 201: ExpenseSchema },
      },
    },
    async (request, reply) => {
      let id = 0;
      const expense = await changeProject(
        request,
        'can_update',
        async (scope) => {
          id = (await createExpense(scope, request.params.id, request.body)).id;
        },
        (tx) => expenseOf(tx, request.org.id, request.params.id, id),
      );
      reply.code(201);
      return expense;
    },
  );

  app.patch(
    '/projects/projects/:id/expenses/:expenseId/',
    {
      config: lister,
      schema: {
        tags,
        summary: "Change an expense's date, category, description or amount",
        params: ExpenseIdParamsSchema,
        body: ExpenseUpdateSchema,
        response: { 200: ExpenseSchema },
      },
    },
    (request) =>
      changeProject(
        request,
        'can_update',
        (scope) => updateExpense(scope, request.params.id, request.params.expenseId, request.body),
        (tx) => expenseOf(tx, request.org.id, request.params.id, request.params.expenseId),
      ),
  );

  app.delete(
    '/projects/projects/:id/expenses/:expenseId/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Delete an expense with its attachments',
        params: ExpenseIdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await changeProject(
        request,
        'can_update',
        async (scope) => {
          const keys = await deleteExpense(scope, request.params.id, request.params.expenseId);
          scope.afterCommit(() => removeFiles(keys));
        },
        async () => null,
      );
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/projects/projects/:id/expenses/:expenseId/attachments/',
    {
      config: { ...lister, inOneTransaction: false },
      schema: {
        tags,
        summary: 'Attach a file to an expense (multipart `file`; at most 5 files, 10 MB together)',
        params: ExpenseIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: ExpenseSchema },
      },
    },
    async (request, reply) => {
      const { id: projectId, expenseId } = request.params;
      const actor = requireActor(request);
      // Refused before a byte is stored: a caller who may not change the project, or an expense already full.
      await request.inOrg(async (tx) => {
        await projectFor(tx, request.org, actor, projectId, 'can_update');
        await assertRoomForAttachment(tx, request.org.id, projectId, expenseId);
      });
      const file = await receiveFile(request, app.ctx.files, {
        organizationId: request.org.id,
        folder: 'project-expenses',
        extensions: EXPENSE_ATTACHMENT_EXTENSIONS,
        unsupported: { code: 'unsupported_media_type', field: 'file' },
      });
      try {
        const expense = await request.inScope(async (scope) => {
          await projectFor(scope.tx, request.org, actor, projectId, 'can_update');
          await addExpenseAttachment(scope, projectId, expenseId, file);
          return expenseOf(scope.tx, request.org.id, projectId, expenseId);
        });
        reply.code(201);
        return expense;
      } catch (error) {
        await app.ctx.files.remove(file.key);
        throw error;
      }
    },
  );

  app.get(
    '/projects/projects/:id/expenses/:expenseId/attachments/:attachmentId/file/',
    {
      config: lister,
      schema: { tags, summary: "Download an expense's attachment", params: ExpenseAttachmentParamsSchema },
    },
    async (request, reply) => {
      const { id: projectId, expenseId, attachmentId } = request.params;
      const attachment = await request.inOrg(async (tx) => {
        await projectFor(tx, request.org, requireActor(request), projectId);
        return findExpenseAttachment(tx, request.org.id, projectId, expenseId, attachmentId);
      });
      const name = encodeURIComponent(attachment.fileName);
      return reply
        .type(CONTENT_TYPES[attachment.extension] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('x-content-type-options', 'nosniff')
        .send(app.ctx.files.read(attachment.fileKey));
    },
  );

  app.delete(
    '/projects/projects/:id/expenses/:expenseId/attachments/:attachmentId/',
    {
      config: lister,
      schema: {
        tags,
        summary: "Remove an expense's attachment",
        params: ExpenseAttachmentParamsSchema,
        response: { 200: ExpenseSchema },
      },
    },
    (request) =>
      changeProject(
        request,
        'can_update',
        async (scope) => {
          const { id, expenseId, attachmentId } = request.params;
          const key = await removeExpenseAttachment(scope, id, expenseId, attachmentId);
          scope.afterCommit(() => removeFiles([key]));
        },
        (tx) => expenseOf(tx, request.org.id, request.params.id, request.params.expenseId),
      ),
  );

  app.get(
    '/projects/projects/:id/receipts/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'A page of the money received against a project, newest first, with its count and total',
        params: ProjectIdParamsSchema,
        querystring: ReceiptListQuerySchema,
        response: { 200: ReceiptPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const { permissions, ...project } = await projectFor(
          tx,
          request.org,
          requireActor(request),
          request.params.id,
        );
        const page = await findReceipts(tx, request.org.id, project.id, request.query);
        return { project, permissions, ...page };
      }),
  );

  app.post(
    '/projects/projects/:id/receipts/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Record money received from the client, on or after the project start and not in the future',
        params: ProjectIdParamsSchema,
        body: ReceiptCreateSchema,
        response: { 201: ReceiptSchema },
      },
    },
    async (request, reply) => {
      let id = 0;
      const receipt = await changeProject(
        request,
        'can_update',
        async (scope) => {
          id = (await createReceipt(scope, request.params.id, request.body)).id;
        },
        (tx) => receiptOf(tx, request.org.id, request.params.id, id),
      );
      reply.code(201);
      return receipt;
    },
  );

  app.patch(
    '/projects/projects/:id/receipts/:receiptId/',
    {
      config: lister,
      schema: {
        tags,
        summary: "Change a receipt's date, amount, mode, reference or note",
        params: ReceiptIdParamsSchema,
        body: ReceiptUpdateSchema,
        response: { 200: ReceiptSchema },
      },
    },
    (request) =>
      changeProject(
        request,
        'can_update',
        (scope) => updateReceipt(scope, request.params.id, request.params.receiptId, request.body),
        (tx) => receiptOf(tx, request.org.id, request.params.id, request.params.receiptId),
      ),
  );

  app.delete(
    '/projects/projects/:id/receipts/:receiptId/',
    {
      config: lister,
      schema: {
        tags,
        summary: 'Delete a receipt',
        params: ReceiptIdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await changeProject(
        request,
        'can_update',
        (scope) => deleteReceipt(scope, request.params.id, request.params.receiptId),
        async () => null,
      );
      reply.code(204);
      return null;
    },
  );
};
