import type { BalanceAdjustment } from '@atrium/contracts';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { earlierOf, laterOf } from './engine/iso-date';
import { findEmployeeForLeave } from './leave-balance.queries';
import { findActiveLeaveYear } from './leave-configuration.service';
import { leaveLedgerEntries } from './leave-request.tables';
import { requireLeaveType } from './leave-type.service';

/** A manual credit or debit in the active leave year: one ledger entry with the admin's reason, audited. */
export async function adjustBalance(scope: Scope, input: BalanceAdjustment) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const employee = await findEmployeeForLeave(tx, organizationId, input.employee_id);
  if (!employee) throw new AppError('not_found');
  await requireLeaveType(tx, organizationId, input.leave_type_id);
  const year = await findActiveLeaveYear(tx, organizationId);
  if (!year) throw new AppError('leave_year_not_open');
  const today = scope.clock.today();
  const [entry] = await tx
    .insert(leaveLedgerEntries)
    .values({
      organizationId,
      employeeId: input.employee_id,
      leaveTypeId: input.leave_type_id,
      leaveYearId: year.id,
      kind: 'adjustment',
      quantity: input.quantity,
      effectiveDate: earlierOf(laterOf(today, year.startDate), year.endDate),
      reason: input.reason,
      createdByUserId: scope.by.actorUserId,
    })
    .returning({ id: leaveLedgerEntries.id });
  if (!entry) throw new Error('ledger insert returned nothing');
  await scope.audit({
    action: 'leave_balance.adjust',
    entityType: 'employee',
    entityId: input.employee_id,
    after: { ...input, ledger_entry_id: entry.id },
  });
  return entry;
}
