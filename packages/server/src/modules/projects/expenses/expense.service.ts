import {
  EXPENSE_ERRORS,
  type ExpenseCreate,
  type ExpenseErrorCode,
  type ExpenseUpdate,
  MAX_EXPENSE_ATTACHMENT_BYTES,
  MAX_EXPENSE_ATTACHMENTS,
  type ReceiptCreate,
  type ReceiptUpdate,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import type { ReceivedFile } from '../../../platform/files/received-file';
import { AppError } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import { ledgerStore, orNull } from '../ledger/project-ledger.service';
import { lockOpenProject } from '../project-locks';
import { projectExpenseAttachments, projectExpenses, projectReceipts } from './expense.tables';

/** A refusal by code, also named on the field the form shows it under. */
const refused = (code: ExpenseErrorCode, field: string) =>
  new AppError(code, { status: EXPENSE_ERRORS[code].status, codes: { [field]: [code] } });

interface ProjectWindow {
  startDate: string | null;
  endDate: string | null;
}

/** An expense date falls within the project's dates, where it has them (spec 5), as milestone dates do. */
function assertExpenseWithinProject(window: ProjectWindow, date: string | undefined) {
  if (!date) return;
  if ((window.startDate && date < window.startDate) || (window.endDate && date > window.endDate))
    throw refused('expense_outside_project', 'date');
}

/** Money is received once the project has started, and not on a day still to come. */
function assertReceiptDate(scope: Scope, window: ProjectWindow, date: string | undefined) {
  if (!date) return;
  if (window.startDate && date < window.startDate) throw refused('receipt_date_out_of_range', 'received_on');
  if (date > scope.clock.today()) throw refused('receipt_date_out_of_range', 'received_on');
}

const expenses = ledgerStore(projectExpenses, 'project_expense');
const receipts = ledgerStore(projectReceipts, 'project_receipt', { feedsFigures: false });

export async function createExpense(scope: Scope, projectId: number, input: ExpenseCreate) {
  assertExpenseWithinProject(await lockOpenProject(scope.tx, scope.org.id, projectId), input.date);
  return expenses.insert(scope, projectId, {
    expenseDate: input.date,
    category: input.category,
    description: input.description || null,
    amount: input.amount,
  });
}

export async function updateExpense(scope: Scope, projectId: number, id: number, input: ExpenseUpdate) {
  const { project, before } = await expenses.lock(scope, projectId, id);
  assertExpenseWithinProject(project, input.date);
  return expenses.update(scope, before, {
    expenseDate: input.date,
    category: input.category,
    description: orNull(input.description),
    amount: input.amount,
  });
}

const attachmentsOf = (tx: Tx, organizationId: number, expenseId: number) =>
  tx
    .select()
    .from(projectExpenseAttachments)
    .where(
      and(
        eq(projectExpenseAttachments.organizationId, organizationId),
        eq(projectExpenseAttachments.expenseId, expenseId),
      ),
    );

/** Deletes the expense with its attachments; answers the stored files' keys, to remove once it commits. */
export async function deleteExpense(scope: Scope, projectId: number, id: number) {
  const { before } = await expenses.lock(scope, projectId, id);
  const attachments = await attachmentsOf(scope.tx, scope.org.id, id);
  await expenses.delete(scope, before, {
    ...before,
    attachments: attachments.map((file) => file.fileName),
  });
  return attachments.map((file) => file.fileKey);
}

/**
 * Refuses an attachment beyond what an expense may carry: 5 files, 10 MB together. With `size` the file in
 * hand counts too; without it only the number is checked (before the file is received).
 */
export async function assertRoomForAttachment(
  tx: Tx,
  organizationId: number,
  projectId: number,
  expenseId: number,
  size = 0,
) {
  const [usage] = await tx
    .select({
      files: sql<number>`count(${projectExpenseAttachments.id})::int`,
      bytes: sql<number>`coalesce(sum(${projectExpenseAttachments.sizeBytes}), 0)::float8`,
    })
    .from(projectExpenses)
    .leftJoin(
      projectExpenseAttachments,
      and(
        eq(projectExpenseAttachments.organizationId, projectExpenses.organizationId),
        eq(projectExpenseAttachments.expenseId, projectExpenses.id),
      ),
    )
    .where(
      and(
        eq(projectExpenses.organizationId, organizationId),
        eq(projectExpenses.projectId, projectId),
        eq(projectExpenses.id, expenseId),
      ),
    )
    .groupBy(projectExpenses.id);
  if (!usage) throw new AppError('not_found');
  if (usage.files >= MAX_EXPENSE_ATTACHMENTS) throw refused('attachment_limit', 'file');
  if (usage.bytes + size > MAX_EXPENSE_ATTACHMENT_BYTES) throw refused('attachment_limit', 'file');
}

export async function addExpenseAttachment(
  scope: Scope,
  projectId: number,
  expenseId: number,
  file: ReceivedFile,
) {
  const { tx, org } = scope;
  await expenses.lock(scope, projectId, expenseId);
  await assertRoomForAttachment(tx, org.id, projectId, expenseId, file.size);
  const [attachment] = await tx
    .insert(projectExpenseAttachments)
    .values({
      organizationId: org.id,
      expenseId,
      fileKey: file.key,
      fileName: file.filename,
      extension: file.extension,
      sizeBytes: file.size,
      creatorUserId: scope.by.actorUserId,
    })
    .returning();
  if (!attachment) throw new Error('attachment insert returned nothing');
  await scope.audit({
    action: 'project_expense.attachment_add',
    entityType: 'project_expense',
    entityId: expenseId,
    after: { id: attachment.id, file_name: attachment.fileName, size_bytes: attachment.sizeBytes },
  });
  return attachment;
}

/** The attachment of one of the project's expenses; one of another expense or project is not found. */
export async function findExpenseAttachment(
  tx: Tx,
  organizationId: number,
  projectId: number,
  expenseId: number,
  attachmentId: number,
) {
  const [row] = await tx
    .select({ attachment: projectExpenseAttachments })
    .from(projectExpenseAttachments)
    .innerJoin(
      projectExpenses,
      and(
        eq(projectExpenses.organizationId, projectExpenseAttachments.organizationId),
        eq(projectExpenses.id, projectExpenseAttachments.expenseId),
      ),
    )
    .where(
      and(
        eq(projectExpenseAttachments.organizationId, organizationId),
        eq(projectExpenseAttachments.id, attachmentId),
        eq(projectExpenseAttachments.expenseId, expenseId),
        eq(projectExpenses.projectId, projectId),
      ),
    );
  if (!row) throw new AppError('not_found');
  return row.attachment;
}

/** Removes the attachment's record; answers its stored key, to remove once the change commits. */
export async function removeExpenseAttachment(
  scope: Scope,
  projectId: number,
  expenseId: number,
  attachmentId: number,
) {
  const { tx, org } = scope;
  await expenses.lock(scope, projectId, expenseId);
  const attachment = await findExpenseAttachment(tx, org.id, projectId, expenseId, attachmentId);
  await tx
    .delete(projectExpenseAttachments)
    .where(
      and(
        eq(projectExpenseAttachments.organizationId, org.id),
        eq(projectExpenseAttachments.id, attachmentId),
      ),
    );
  await scope.audit({
    action: 'project_expense.attachment_remove',
    entityType: 'project_expense',
    entityId: expenseId,
    before: { id: attachment.id, file_name: attachment.fileName, size_bytes: attachment.sizeBytes },
  });
  return attachment.fileKey;
}

export async function createReceipt(scope: Scope, projectId: number, input: ReceiptCreate) {
  assertReceiptDate(scope, await lockOpenProject(scope.tx, scope.org.id, projectId), input.received_on);
  return receipts.insert(scope, projectId, {
    receivedOn: input.received_on,
    amount: input.amount,
    mode: input.mode,
    reference: input.reference || null,
    note: input.note || null,
  });
}

export async function updateReceipt(scope: Scope, projectId: number, id: number, input: ReceiptUpdate) {
  const { project, before } = await receipts.lock(scope, projectId, id);
  assertReceiptDate(scope, project, input.received_on);
  return receipts.update(scope, before, {
    receivedOn: input.received_on,
    amount: input.amount,
    mode: input.mode,
    reference: orNull(input.reference),
    note: orNull(input.note),
  });
}

export async function deleteReceipt(scope: Scope, projectId: number, id: number) {
  const { before } = await receipts.lock(scope, projectId, id);
  await receipts.delete(scope, before);
}
