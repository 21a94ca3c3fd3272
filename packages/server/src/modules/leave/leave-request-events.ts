import { ROLES } from '@atrium/contracts';
import type { Tx } from '../../platform/db/client';
import type { Scope } from '../../platform/scope';
import { findActiveUserIdsWithRole } from '../accounts';
import { notifyUsers } from '../notifications';
import { requestCode } from './leave-balance.queries';
import type { leaveRequests } from './leave-request.tables';

type LeaveRequestRow = typeof leaveRequests.$inferSelect;

/** Who approves at the HR stage, and when a request has no reporting manager. */
export function leaveAdminUserIds(tx: Tx, organizationId: number) {
  return findActiveUserIdsWithRole(tx, organizationId, ROLES.LMS_ADMIN);
}

/** Who is told about a request, what, and as whom (the resolver opens approvers on what awaits them). */
export interface LeaveNotice {
  to: number[];
  text: string;
  action: string;
  recipientType: 'approver' | 'requester';
}

/** Notifies about a leave request; the resolver opens it in Leave Requests. */
export async function notifyAbout(
  scope: Scope,
  request: LeaveRequestRow,
  { to, text, action, recipientType }: LeaveNotice,
) {
  if (!to.length) return;
  await notifyUsers(scope, {
    recipientUserIds: to,
    text,
    data: { request_id: request.id, request_type: 'leave', display_id: requestCode(request.number) },
    action,
    recipientType,
  });
}

export function audited(
  scope: Scope,
  action: string,
  before: LeaveRequestRow | null,
  after: LeaveRequestRow,
) {
  return scope.audit({
    action: `leave_request.${action}`,
    entityType: 'leave_request',
    entityId: after.id,
    before,
    after,
  });
}
