import { approvesEveryTimesheet, isCeo } from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';

/** Whose time an approver sees: every project's, or the projects they lead or own and their reports' other work. */
export type ApprovalScope = { every: true } | { every: false; userId: number };

/** The approver's scope: the CEO and the timesheet manager see every project's time. */
export const approvalScope = (actor: RequestActor): ApprovalScope =>
  isCeo(actor) || approvesEveryTimesheet(actor) ? { every: true } : { every: false, userId: actor.user_id };

/** What decides who approves one line of a sheet: its project's lead and owner, or the person's manager. */
export interface LineDeciders {
  /** Whether the sheet exists in the organisation. */
  exists: boolean;
  projectId: number | null;
  /** The project's delivery lead and owner (user ids). */
  projectDeciders: readonly (number | null)[];
  /** The reporting manager's user, who decides work outside projects (a contractor has none). */
  managerUserId: number | null;
}

/**
 * Whether the approver decides the line: a project's time by its delivery lead or owner, other work by the person's
 * reporting manager, and every line by one who sees every project's time. The approvals list, the pending tile and
 * the sheets an approver may open apply the same rule in SQL.
 */
export function decidesLine(scope: ApprovalScope, line: LineDeciders): boolean {
  if (!line.exists) return false;
  if (scope.every) return true;
  return line.projectId === null
    ? line.managerUserId === scope.userId
    : line.projectDeciders.includes(scope.userId);
}
