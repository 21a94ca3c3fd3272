import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inIds } from '../../platform/db/value-set';
import { rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../platform/imports/import-handler';
import { addRowError } from '../../platform/imports/row-values';
import { scopeOn } from '../../platform/scope';
import { codeKey, type EmployeeByCode, employees, findEmployeesByCode } from '../people';
import { earlierOf, laterOf } from './engine/iso-date';
import { findActiveLeaveYear } from './leave-configuration.service';
import { postLedgerEntries } from './leave-ledger.service';
import { leaveTypes } from './leave-policy.tables';
import { leaveLedgerEntries } from './leave-request.tables';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

const BALANCE_REASON = 'Balance set by upload';

/** The organisation's leave types by code: the exact code first, else the only one matching ignoring case. */
export async function leaveTypeFinder(tx: Tx, organizationId: number) {
  const types = await tx.select().from(leaveTypes).where(eq(leaveTypes.organizationId, organizationId));
  const exact = new Map(types.map((type) => [type.code, type]));
  const folded = new Map<string, LeaveTypeRow | null>();
  for (const type of types) {
    const key = codeKey(type.code);
    folded.set(key, folded.has(key) ? null : type);
  }
  return (code: string): LeaveTypeRow | undefined =>
    exact.get(code.trim()) ?? folded.get(codeKey(code)) ?? undefined;
}

/** Locks the employees' rows, as applying for leave does, so postings for one person are judged one at a time. */
export async function lockEmployees(tx: Tx, organizationId: number, employeeIds: number[]) {
  if (!employeeIds.length) return;
  await tx.execute(
    sql`select id from ${employees}
        where organization_id = ${organizationId} and ${inIds(employees.id, employeeIds)}
        order by id for update`,
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface BalanceRow {
  code: string;
  leaveType: string;
  balance: number;
  reason: string | null;
}

/**
 * Leave balances by employee code and leave type: each row sets that balance in the active leave year with one
 * `adjustment` entry of the difference to the ledger's balance, none when it already holds, so the same file
 * uploaded again changes nothing.
 */
export const leaveBalanceImport: ImportHandler<BalanceRow> = {
  kind: 'leave_balances',
  parseRow: rowParser('leave_balances', {
    check: (cells, fail) => {
      if (cells.balance !== null && !Number.isInteger(cells.balance * 2))
        fail('balance', 'Enter the balance in halves, e.g. 7.5.');
    },
    shape: (row) => ({ code: row.code, leaveType: row.leave_type, balance: row.balance, reason: row.reason }),
  }),
  keyOf: (row) => `${codeKey(row.code)} · ${codeKey(row.leaveType)}`,
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const audit = scope.by;
    const known = await findEmployeesByCode(
      tx,
      organizationId,
      rows.map(({ row }) => row.code),
    );
    const typeOf = await leaveTypeFinder(tx, organizationId);
    const year = await findActiveLeaveYear(tx, organizationId);
    const rowErrors = new Map<number, FieldErrors>();
    for (const { rowNumber, row } of rows) {
      if (!known.has(codeKey(row.code)))
        addRowError(rowErrors, rowNumber, 'code', `There is no employee with code "${row.code}".`);
      const type = typeOf(row.leaveType);
      if (!type)
        addRowError(
          rowErrors,
          rowNumber,
          'leave_type',
          `There is no leave type with code "${row.leaveType}".`,
        );
      else if (row.balance < 0 && !type.allowNegative)
        addRowError(rowErrors, rowNumber, 'balance', `${type.code} balances cannot be below 0.`);
      if (!year)
        addRowError(rowErrors, rowNumber, 'balance', 'No leave year is active to set the balance in.');
    }
    return {
      rowErrors,
      async write(writeTx, batch) {
        if (!year) return { added: 0, updated: 0 };
        const targets = batch.map(({ row }) => ({
          row,
          employeeId: (known.get(codeKey(row.code)) as EmployeeByCode).id,
          leaveTypeId: (typeOf(row.leaveType) as LeaveTypeRow).id,
        }));
        const employeeIds = [...new Set(targets.map((target) => target.employeeId))].sort((a, b) => a - b);
        await lockEmployees(writeTx, organizationId, employeeIds);
        const sums = await writeTx
          .select({
            employeeId: leaveLedgerEntries.employeeId,
            leaveTypeId: leaveLedgerEntries.leaveTypeId,
            balance: sql<number>`sum(${leaveLedgerEntries.quantity})::float8`,
          })
          .from(leaveLedgerEntries)
          .where(
            and(
              eq(leaveLedgerEntries.organizationId, organizationId),
              eq(leaveLedgerEntries.leaveYearId, year.id),
              inIds(leaveLedgerEntries.employeeId, employeeIds),
            ),
          )
          .groupBy(leaveLedgerEntries.employeeId, leaveLedgerEntries.leaveTypeId);
        const current = new Map(
          sums.map((sum) => [`${sum.employeeId}:${sum.leaveTypeId}`, round2(sum.balance)]),
        );
        const effectiveDate = earlierOf(laterOf(scope.clock.today(), year.startDate), year.endDate);
        const changes = targets.flatMap((target) => {
          const before = current.get(`${target.employeeId}:${target.leaveTypeId}`);
          const difference = round2(target.row.balance - (before ?? 0));
          return difference === 0 ? [] : [{ ...target, before, difference }];
        });
        await postLedgerEntries(
          writeTx,
          organizationId,
          changes.map((change) => ({
            employeeId: change.employeeId,
            leaveTypeId: change.leaveTypeId,
            leaveYearId: year.id,
            kind: 'adjustment',
            quantity: change.difference,
            effectiveDate,
            reason: change.row.reason ?? BALANCE_REASON,
            createdByUserId: audit.actorUserId,
          })),
        );
        await scopeOn(scope, writeTx).audit(
          changes.map((change) => ({
            action: 'leave_balance.upload',
            entityType: 'employee',
            entityId: change.employeeId,
            before: {
              leave_type_id: change.leaveTypeId,
              leave_year_id: year.id,
              balance: change.before ?? 0,
            },
            after: {
              leave_type_id: change.leaveTypeId,
              leave_year_id: year.id,
              balance: change.row.balance,
              adjustment: change.difference,
              reason: change.row.reason ?? BALANCE_REASON,
            },
          })),
        );
        // A balance the ledger held nothing for is added; one it held is updated; an unchanged one is neither.
        const added = changes.filter((change) => change.before === undefined).length;
        return { added, updated: changes.length - added };
      },
    };
  },
};
