import type { BankDetailInputSchema, BankDetailUpdateSchema } from '@atrium/contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/app-context';
import { type AuditBy, recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { maskedTail } from './employee-detail.queries';
import { lockEmployee } from './employee-record.service';
import { employeeBankDetails } from './employee-record.tables';

type BankInput = z.infer<typeof BankDetailInputSchema>;
type BankUpdate = z.infer<typeof BankDetailUpdateSchema>;
type BankRow = typeof employeeBankDetails.$inferSelect;

const ofEmployee = (organizationId: number, employeeId: number) =>
  and(eq(employeeBankDetails.organizationId, organizationId), eq(employeeBankDetails.employeeId, employeeId));

/** A bank account as shown: the account number masked unless `reveal` opens it. */
function toBankDetail(row: BankRow, reveal?: (sealed: string) => string) {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_holder: row.accountHolder,
    account_number: reveal ? reveal(row.accountNumberSealed) : (maskedTail(row.accountNumberLast4) as string),
    ifsc: row.ifsc,
    branch: row.branch,
    is_primary: row.isPrimary,
  };
}

export async function listBankDetails(
  ctx: AppContext,
  tx: Tx,
  organizationId: number,
  employeeId: number,
  reveal: boolean,
) {
  const rows = await tx
    .select()
    .from(employeeBankDetails)
    .where(ofEmployee(organizationId, employeeId))
    .orderBy(desc(employeeBankDetails.isPrimary), asc(employeeBankDetails.id));
  return rows.map((row) =>
    toBankDetail(row, reveal ? (sealed) => ctx.sealer.open(organizationId, sealed) : undefined),
  );
}

async function clearOtherPrimary(tx: Tx, organizationId: number, employeeId: number, keepId: number) {
  await tx
    .update(employeeBankDetails)
    .set({ isPrimary: false })
    .where(and(ofEmployee(organizationId, employeeId), ne(employeeBankDetails.id, keepId)));
}

function audited(
  tx: Tx,
  organizationId: number,
  action: string,
  employeeId: number,
  audit: AuditBy,
  after?: unknown,
) {
  return recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action,
    entityType: 'employee',
    entityId: employeeId,
    after: after ?? null,
    requestId: audit.requestId ?? null,
  });
}

/** Adds an account; the first one, or one marked primary, becomes the only primary. */
export async function addBankDetail(
  ctx: AppContext,
  tx: Tx,
  organizationId: number,
  employeeId: number,
  input: BankInput,
  audit: AuditBy,
) {
  await lockEmployee(tx, organizationId, employeeId);
  const [existing] = await tx
    .select({ id: employeeBankDetails.id })
    .from(employeeBankDetails)
    .where(ofEmployee(organizationId, employeeId))
    .limit(1);
  const isPrimary = !existing || input.is_primary === true;
  if (isPrimary)
    await tx
      .update(employeeBankDetails)
      .set({ isPrimary: false })
      .where(ofEmployee(organizationId, employeeId));
  const [row] = await tx
    .insert(employeeBankDetails)
    .values({
      organizationId,
      employeeId,
      bankName: input.bank_name,
      accountHolder: input.account_holder,
      accountNumberSealed: ctx.sealer.seal(organizationId, input.account_number),
      accountNumberLast4: input.account_number.slice(-4),
      ifsc: input.ifsc,
      branch: input.branch ?? null,
      isPrimary,
    })
    .returning();
  if (!row) throw new Error('bank detail insert returned nothing');
  await audited(tx, organizationId, 'employee.bank_add', employeeId, audit, {
    id: row.id,
    bank_name: row.bankName,
    account_number: maskedTail(row.accountNumberLast4),
    is_primary: isPrimary,
  });
  return toBankDetail(row);
}

async function findBank(tx: Tx, organizationId: number, employeeId: number, bankId: number) {
  const [row] = await tx
    .select()
    .from(employeeBankDetails)
    .where(and(ofEmployee(organizationId, employeeId), eq(employeeBankDetails.id, bankId)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** Changes an account; un-marking the primary is refused, marking another one moves the primary to it. */
export async function updateBankDetail(
  ctx: AppContext,
  tx: Tx,
  organizationId: number,
  employeeId: number,
  bankId: number,
  input: BankUpdate,
  audit: AuditBy,
) {
  const before = await findBank(tx, organizationId, employeeId, bankId);
  if (before.isPrimary && input.is_primary === false) throw new AppError('primary_bank_required');
  if (input.is_primary === true) await clearOtherPrimary(tx, organizationId, employeeId, bankId);
  const [row] = await tx
    .update(employeeBankDetails)
    .set({
      ...(input.bank_name === undefined ? {} : { bankName: input.bank_name }),
      ...(input.account_holder === undefined ? {} : { accountHolder: input.account_holder }),
      ...(input.account_number === undefined
        ? {}
        : {
            accountNumberSealed: ctx.sealer.seal(organizationId, input.account_number),
            accountNumberLast4: input.account_number.slice(-4),
          }),
      ...(input.ifsc === undefined ? {} : { ifsc: input.ifsc }),
      ...(input.branch === undefined ? {} : { branch: input.branch }),
      ...(input.is_primary === undefined ? {} : { isPrimary: input.is_primary }),
    })
    .where(and(ofEmployee(organizationId, employeeId), eq(employeeBankDetails.id, bankId)))
    .returning();
  if (!row) throw new AppError('not_found');
  await audited(tx, organizationId, 'employee.bank_update', employeeId, audit, {
    id: row.id,
    changed: Object.keys(input),
  });
  return toBankDetail(row);
}

/** Removes an account; the primary may go only when it is the last one. */
export async function removeBankDetail(
  tx: Tx,
  organizationId: number,
  employeeId: number,
  bankId: number,
  audit: AuditBy,
) {
  const row = await findBank(tx, organizationId, employeeId, bankId);
  if (row.isPrimary) {
    const [other] = await tx
      .select({ id: employeeBankDetails.id })
      .from(employeeBankDetails)
      .where(and(ofEmployee(organizationId, employeeId), ne(employeeBankDetails.id, bankId)))
      .limit(1);
    if (other) throw new AppError('primary_bank_required');
  }
  await tx
    .delete(employeeBankDetails)
    .where(and(ofEmployee(organizationId, employeeId), eq(employeeBankDetails.id, bankId)));
  await audited(tx, organizationId, 'employee.bank_remove', employeeId, audit, {
    id: bankId,
    account_number: maskedTail(row.accountNumberLast4),
  });
}
