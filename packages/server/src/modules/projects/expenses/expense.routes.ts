import {
  canListProjects,
  EXPENSE_ATTACHMENT_EXTENSIONS,
  type Expense,
  ExpenseAttachmentParamsSchema,
  ExpenseCreateSchema,
  ExpenseIdParamsSchema,
  ExpenseListQuerySchema,
  ExpensePageSchema,
  ExpenseSchema,
  ExpenseUpdateSchema,
  MAX_EXPENSE_ATTACHMENT_BYTES,
  ReceiptCreateSchema,
  ReceiptIdParamsSchema,
  ReceiptListQuerySchema,
  ReceiptPageSchema,
  ReceiptSchema,
  ReceiptUpdateSchema,
} from '@atrium/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveFile } from '../../../platform/files/received-file';
import { requireActor } from '../../../platform/tenancy/org-scope';
import { findLedgerEntry } from '../ledger/project-ledger.queries';
import { projectLedgerRoutes } from '../ledger/project-ledger.routes';
import { changeProject, projectFor } from '../project-access';
import { expenseView, receiptView } from './expense.queries';
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

const tags = ['projects'];
const lister = { permission: canListProjects };

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

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

  projectLedgerRoutes(app, {
    name: 'expenses',
    entryParam: 'expenseId',
    permission: canListProjects,
    view: expenseView,
    schemas: {
      entryParams: ExpenseIdParamsSchema,
      query: ExpenseListQuerySchema,
      page: ExpensePageSchema,
      entry: ExpenseSchema,
      create: ExpenseCreateSchema,
      update: ExpenseUpdateSchema,
    },
    summaries: {
      list: "A page of a project's expenses, newest first, with their count and total",
      create: 'Record an expense dated within the project dates',
      update: "Change an expense's date, category, description or amount",
      delete: 'Delete an expense with its attachments',
    },
    create: createExpense,
    update: updateExpense,
    delete: async (scope, projectId, id) => {
      const keys = await deleteExpense(scope, projectId, id);
      scope.afterCommit(() => removeFiles(keys));
    },
  });

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
          return findLedgerEntry<Expense>(scope.tx, expenseView, request.org.id, projectId, expenseId);
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
      config: { ...lister, inOneTransaction: false },
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
        (tx) =>
          findLedgerEntry<Expense>(
            tx,
            expenseView,
            request.org.id,
            request.params.id,
            request.params.expenseId,
          ),
      ),
  );

  projectLedgerRoutes(app, {
    name: 'receipts',
    entryParam: 'receiptId',
    permission: canListProjects,
    view: receiptView,
    schemas: {
      entryParams: ReceiptIdParamsSchema,
      query: ReceiptListQuerySchema,
      page: ReceiptPageSchema,
      entry: ReceiptSchema,
      create: ReceiptCreateSchema,
      update: ReceiptUpdateSchema,
    },
    summaries: {
      list: 'A page of the money received against a project, newest first, with its count and total',
      create: 'Record money received from the client, on or after the project start and not in the future',
      update: "Change a receipt's date, amount, mode, reference or note",
      delete: 'Delete a receipt',
    },
    create: createReceipt,
    update: updateReceipt,
    delete: deleteReceipt,
  });
};
