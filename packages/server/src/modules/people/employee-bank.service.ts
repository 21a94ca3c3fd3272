import type { BankDetailInputSchema, BankDetailUpdateSchema } from '@atrium/contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { maskedTail } from './employee-detail.queries';
import { lockEmployee } from './employee-record.service';
import { employeeBankDetails } from './employee-record.tables';

type BankInput = z.infer<typeof BankDetailInputSchema>;
type BankUpdate = z.infer<typeof BankDetailUpdateSchema>;
type BankRow = typeof employeeBankDetails.$inferSelect;

const ofEmployee = (organizationId: number, employeeId: number) =>
  and(eq(employeeBankDetails.organizationId, organizationId), eq(employeeBankDetails.employeeId, employeeId));

/** A bank account as shown: the account number masked. */
function toBankDetail(row: BankRow) {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_holder: row.accountHolder,
    account_number: maskedTail(row.accountNumberLast4) as string,
    ifsc: row.ifsc,
    branch: row.branch,
    is_primary: row.isPrimary,
  };
}

export async function listBankDetails(tx: Tx, organizationId: number, employeeId: number) {
  const rows = await tx
    .select()
    .from(employeeBankDetails)
    .where(ofEmployee(organizationId, employeeId))
    .orderBy(desc(employeeBankDetails.isPrimary), asc(employeeBankDetails.id));
  return rows.map(toBankDetail);
}

async function clearOtherPrimary(tx: Tx, organizationId: number, employeeId: number, keepId: number) {
  await tx
    .update(employeeBankDetails)
    .set({ isPrimary: false })
    .where(and(ofEmployee(organizationId, employeeId), ne(employeeBankDetails.id, keepId)));
}

function audited(scope: Scope, action: string, employeeId: number, after: unknown) {
  return scope.audit({ action, entityType: 'employee', entityId: employeeId, after });
}

/** Adds an account; the first one, or one marked primary, becomes the only primary. */
export async function addBankDetail(scope: Scope, employeeId: number, input: BankInput) {
  const { tx } = scope;
  const organizationId = scope.org.id;
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
      accountNumberSealed: scope.sealer.seal(organizationId, input.account_number),
      accountNumberLast4: input.account_number.slice(-4),
      ifsc: input.ifsc,
      branch: input.branch ?? null,
      isPrimary,
    })
    .returning();
  if (!row) throw new Error('bank detail insert returned nothing');
  await audited(scope, 'employee.bank_add', employeeId, {
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
export async function updateBankDetail(scope: Scope, employeeId: number, bankId: number, input: BankUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
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
            accountNumberSealed: scope.sealer.seal(organizationId, input.account_number),
            accountNumberLast4: input.account_number.slice(-4),
          }),
      ...(input.ifsc === undefined ? {} : { ifsc: input.ifsc }),
      ...(input.branch === undefined ? {} : { branch: input.branch }),
      ...(input.is_primary === undefined ? {} : { isPrimary: input.is_primary }),
    })
    .where(and(ofEmployee(organizationId, employeeId), eq(employeeBankDetails.id, bankId)))
    .returning();
  if (!row) throw new AppError('not_found');
  await audited(scope, 'employee.bank_update', employeeId, {
    id: row.id,
    changed: Object.keys(input),
  });
  return toBankDetail(row);
}

/** Removes an account; the primary may go only when it is the last one. */
export async function removeBankDetail(scope: Scope, employeeId: number, bankId: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
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
  await audited(scope, 'employee.bank_remove', employeeId, {
    id: bankId,
    account_number: maskedTail(row.accountNumberLast4),
  });
}
