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
import type { Tx } from '../../platform/db/client';
import type { ReceivedFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { projectExpenseAttachments, projectExpenses, projectReceipts } from './expense.tables';
import { lockOpenProject, lockProjectPart } from './project-locks';

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

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

export async function createExpense(scope: Scope, projectId: number, input: ExpenseCreate) {
  const { tx, org } = scope;
  assertExpenseWithinProject(await lockOpenProject(tx, org.id, projectId), input.date);
  const [expense] = await tx
    .insert(projectExpenses)
    .values({
      organizationId: org.id,
      projectId,
      expenseDate: input.date,
      category: input.category,
      description: input.description || null,
      amount: input.amount,
      recordedByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!expense) throw new Error('expense insert returned nothing');
  await scope.audit({
    action: 'project_expense.create',
    entityType: 'project_expense',
    entityId: expense.id,
    after: expense,
  });
  return expense;
}

export async function updateExpense(scope: Scope, projectId: number, id: number, input: ExpenseUpdate) {
  const { tx, org } = scope;
  const window = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectExpenses, org.id, projectId, id);
  assertExpenseWithinProject(window, input.date);
  const changes = defined({
    expenseDate: input.date,
    category: input.category,
    description: input.description === undefined ? undefined : input.description || null,
    amount: input.amount,
  });
  const [after] = await tx
    .update(projectExpenses)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projectExpenses.organizationId, org.id), eq(projectExpenses.id, id)))
    .returning();
  await scope.audit({
    action: 'project_expense.update',
    entityType: 'project_expense',
    entityId: id,
    before,
    after,
  });
  return after ?? before;
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
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectExpenses, org.id, projectId, id);
  const attachments = await attachmentsOf(tx, org.id, id);
  await tx
    .delete(projectExpenses)
    .where(and(eq(projectExpenses.organizationId, org.id), eq(projectExpenses.id, id)));
  await scope.audit({
    action: 'project_expense.delete',
    entityType: 'project_expense',
    entityId: id,
    before: { ...before, attachments: attachments.map((file) => file.fileName) },
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
  await lockOpenProject(tx, org.id, projectId);
  await lockProjectPart(tx, projectExpenses, org.id, projectId, expenseId);
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
  await lockOpenProject(tx, org.id, projectId);
  await lockProjectPart(tx, projectExpenses, org.id, projectId, expenseId);
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
  const { tx, org } = scope;
  assertReceiptDate(scope, await lockOpenProject(tx, org.id, projectId), input.received_on);
  const [receipt] = await tx
    .insert(projectReceipts)
    .values({
      organizationId: org.id,
      projectId,
      receivedOn: input.received_on,
      amount: input.amount,
      mode: input.mode,
      reference: input.reference || null,
      note: input.note || null,
      recordedByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!receipt) throw new Error('receipt insert returned nothing');
  await scope.audit({
    action: 'project_receipt.create',
    entityType: 'project_receipt',
    entityId: receipt.id,
    after: receipt,
  });
  return receipt;
}

export async function updateReceipt(scope: Scope, projectId: number, id: number, input: ReceiptUpdate) {
  const { tx, org } = scope;
  const window = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectReceipts, org.id, projectId, id);
  assertReceiptDate(scope, window, input.received_on);
  const changes = defined({
    receivedOn: input.received_on,
    amount: input.amount,
    mode: input.mode,
    reference: input.reference === undefined ? undefined : input.reference || null,
    note: input.note === undefined ? undefined : input.note || null,
  });
  const [after] = await tx
    .update(projectReceipts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projectReceipts.organizationId, org.id), eq(projectReceipts.id, id)))
    .returning();
  await scope.audit({
    action: 'project_receipt.update',
    entityType: 'project_receipt',
    entityId: id,
    before,
    after,
  });
  return after ?? before;
}

export async function deleteReceipt(scope: Scope, projectId: number, id: number) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectReceipts, org.id, projectId, id);
  await tx
    .delete(projectReceipts)
    .where(and(eq(projectReceipts.organizationId, org.id), eq(projectReceipts.id, id)));
  await scope.audit({
    action: 'project_receipt.delete',
    entityType: 'project_receipt',
    entityId: id,
    before,
  });
}
