import type { Actor } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { awaitsDecision, canDecide, mayCancelFor } from './leave.policy';
import { findEmployeeForLeave, requestCode } from './leave-balance.queries';
import { postLedgerEntries } from './leave-ledger.service';
import { type LeaveRequestRow, requireLeaveRequest } from './leave-request.service';
import { leaveRequests } from './leave-request.tables';
import { audited, type LeaveNotice, leaveAdminUserIds, notifyAbout } from './leave-request-events';

async function change(
  tx: Tx,
  organizationId: number,
  id: number,
  values: Partial<typeof leaveRequests.$inferInsert>,
) {
  const [row] = await tx
    .update(leaveRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.id, id)))
    .returning();
  if (!row) throw new AppError('not_found');
  return row;
}

async function lockRequest(tx: Tx, organizationId: number, id: number) {
  await tx.execute(
    sql`select id from ${leaveRequests} where organization_id = ${organizationId} and id = ${id} for update`,
  );
  return requireLeaveRequest(tx, organizationId, id);
}

/** The ledger entry of a decided request: its days taken (debit) or given back on cancellation (credit). */
function postRequestEntry(
  tx: Tx,
  organizationId: number,
  request: LeaveRequestRow,
  kind: 'leave_taken' | 'cancellation',
  actorUserId: number,
) {
  return postLedgerEntries(tx, organizationId, [
    {
      employeeId: request.employeeId,
      leaveTypeId: request.leaveTypeId,
      leaveYearId: request.leaveYearId,
      kind,
      quantity: kind === 'leave_taken' ? -request.quantity : request.quantity,
      effectiveDate: request.startDate,
      requestId: request.id,
      createdByUserId: actorUserId,
    },
  ]);
}

/** Locks the request and reads its employee, so two decisions on one request are taken one after the other. */
async function lockWithEmployee(tx: Tx, organizationId: number, id: number) {
  const before = await lockRequest(tx, organizationId, id);
  const employee = await findEmployeeForLeave(tx, organizationId, before.employeeId);
  if (!employee) throw new AppError('not_found');
  return { before, employee };
}

/** Locks the request and checks that the actor may decide it now. */
async function requestToDecide(tx: Tx, actor: Actor, organizationId: number, id: number) {
  const locked = await lockWithEmployee(tx, organizationId, id);
  if (!awaitsDecision(locked.before)) throw new AppError('leave_request_not_pending');
  assertAllowed(canDecide(actor, locked.before, locked.employee.user_id));
  return locked;
}

interface Step {
  /** The audit action: `leave_request.<verb>`. */
  verb: string;
  values: Partial<typeof leaveRequests.$inferInsert>;
  notice?: LeaveNotice;
}

/** One step of a request's life: the row changed, the change audited, and the people concerned told. */
async function transition(scope: Scope, before: LeaveRequestRow, { verb, values, notice }: Step) {
  const after = await change(scope.tx, scope.org.id, before.id, values);
  await audited(scope, verb, before, after);
  if (notice) await notifyAbout(scope, after, notice);
  return after;
}

/**
 * Approves at the current stage: the manager's approval moves a request that needs HR to the HR stage; the last
 * approval debits the balance. For a cancellation request, approval cancels the leave and credits it back.
 */
export async function approveLeave(scope: Scope, id: number, comment: string) {
  const { tx } = scope;
  const actor = scopeActor(scope);
  const organizationId = scope.org.id;
  const { before, employee } = await requestToDecide(tx, actor, organizationId, id);
  const decided = { decisionComment: comment || null, decidedByUserId: actor.user_id, decidedAt: new Date() };
  const code = requestCode(before.number);
  const step = (verb: string, values: Step['values'], notice: LeaveNotice) =>
    transition(scope, before, { verb, values: { ...decided, ...values }, notice });
  const toRequester = (text: string, action: string): LeaveNotice => ({
    to: [employee.user_id],
    text,
    action,
    recipientType: 'requester',
  });
  if (before.status === 'cancellation_requested') {
    const after = await step(
      'cancel',
      { status: 'cancelled', approvalStage: null },
      toRequester(`Cancellation of leave request ${code} was approved`, 'lms:leave-cancelled'),
    );
    await postRequestEntry(tx, organizationId, after, 'cancellation', actor.user_id);
    return after;
  }
  if (before.approvalStage === 'manager' && before.requiresSecondApproval) {
    const admins = await leaveAdminUserIds(tx, organizationId);
    return step(
      'approve',
      { approvalStage: 'hr' },
      {
        to: admins.filter((userId) => userId !== employee.user_id),
        text: `Leave request ${code} of ${employee.name} awaits HR approval`,
        action: 'lms:leave-requested',
        recipientType: 'approver',
      },
    );
  }
  const after = await step(
    'approve',
    { status: 'approved', approvalStage: null },
    toRequester(`Leave request ${code} was approved`, 'lms:leave-approved'),
  );
  await postRequestEntry(tx, organizationId, after, 'leave_taken', actor.user_id);
  return after;
}

/** Rejects a pending request, or declines a cancellation request (the leave stays approved). */
export async function rejectLeave(scope: Scope, id: number, comment: string) {
  const actor = scopeActor(scope);
  const { before, employee } = await requestToDecide(scope.tx, actor, scope.org.id, id);
  const declinedCancellation = before.status === 'cancellation_requested';
  const code = requestCode(before.number);
  return transition(scope, before, {
    verb: 'reject',
    values: {
      decisionComment: comment,
      decidedByUserId: actor.user_id,
      decidedAt: new Date(),
      status: declinedCancellation ? 'approved' : 'rejected',
      approvalStage: null,
    },
    notice: {
      to: [employee.user_id],
      text: declinedCancellation
        ? `Cancellation of leave request ${code} was declined`
        : `Leave request ${code} was rejected`,
      action: 'lms:leave-rejected',
      recipientType: 'requester',
    },
  });
}

/**
 * The employee (or an lms admin) withdraws a pending request at once; an approved leave that has not started is
 * put to the approver for cancellation. Started leave cannot be cancelled.
 */
export async function cancelLeave(scope: Scope, id: number) {
  const { tx } = scope;
  const actor = scopeActor(scope);
  const organizationId = scope.org.id;
  const { before, employee } = await lockWithEmployee(tx, organizationId, id);
  assertAllowed(mayCancelFor(actor, employee.user_id));
  if (before.status === 'pending') {
    return transition(scope, before, {
      verb: 'cancel',
      values: { status: 'cancelled', approvalStage: null },
    });
  }
  if (before.status !== 'approved') throw new AppError('leave_request_not_pending');
  if (before.startDate <= scope.clock.today()) throw new AppError('leave_already_started');
  const approvers = before.managerUserId
    ? [before.managerUserId]
    : await leaveAdminUserIds(tx, organizationId);
  return transition(scope, before, {
    verb: 'request_cancellation',
    values: { status: 'cancellation_requested' },
    notice: {
      to: approvers.filter((userId) => userId !== actor.user_id),
      text: `${employee.name} asks to cancel approved leave ${requestCode(before.number)}`,
      action: 'lms:cancellation-requested',
      recipientType: 'approver',
    },
  });
}
