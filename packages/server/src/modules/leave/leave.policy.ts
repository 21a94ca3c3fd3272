import { type Actor, isLeaveAdmin } from '@atrium/contracts';

/** The parts of a leave request its rules read. */
export interface LeaveRequestFacts {
  status: string;
  approvalStage: string | null;
  managerUserId: number | null;
  startDate: string;
}

/** Whether the caller has leave of their own to apply for: employees do, contractors and others do not. */
export const hasOwnLeave = (actor: Actor): actor is Actor & { employee_id: number } =>
  actor.employee_id != null;

/**
 * Whose leave the caller may read: their own, anyone's for lms admins, and a report's (direct or indirect) when
 * the caller is in the employee's reporting line (looked up by the caller, passed in).
 */
export function canReadLeaveOf(actor: Actor, employeeId: number, isInCallersReportingLine: boolean): boolean {
  return employeeId === actor.employee_id || isLeaveAdmin(actor) || isInCallersReportingLine;
}

/** Whether the request waits for a decision: pending, or its cancellation asked for. */
export const awaitsDecision = (request: Pick<LeaveRequestFacts, 'status'>) =>
  request.status === 'pending' || request.status === 'cancellation_requested';

/** Who may decide the request now: the reporting manager at the manager stage, lms admins at any stage. */
export function canDecide(actor: Actor, request: LeaveRequestFacts, requesterUserId: number): boolean {
  if (actor.user_id === requesterUserId) return false;
  if (!awaitsDecision(request)) return false;
  if (isLeaveAdmin(actor)) return true;
  return (
    (request.approvalStage === 'manager' || request.status === 'cancellation_requested') &&
    request.managerUserId === actor.user_id
  );
}

/** Who may withdraw a request or ask to cancel it: the requester and lms admins. */
export const mayCancelFor = (actor: Actor, requesterUserId: number) =>
  actor.user_id === requesterUserId || isLeaveAdmin(actor);

/** Whether cancelling is open now: a pending request, or approved leave that has not started by `today`. */
export const isCancellable = (request: LeaveRequestFacts, today: string) =>
  request.status === 'pending' || (request.status === 'approved' && request.startDate > today);
