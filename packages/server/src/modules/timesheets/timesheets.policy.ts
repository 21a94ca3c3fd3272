import { approvesEveryTimesheet, isCeo } from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';

/**
 * Whose time an approver sees: every project's; or the projects they lead or own, their reports' other work (all
 * their reports' time, for a timesheet approver) and all the time of the people of the sub-departments they head.
 */
export type ApprovalScope =
  | { every: true }
  | { every: false; userId: number; approvesReports: boolean; subDepartmentIds: readonly number[] };

/**
 * The approver's scope: the CEO and the timesheet manager see every project's time. The timesheet approver flag
 * makes its holder the approver of their reports' whole weeks; a sub-department head approves the weeks of its
 * people (spec: the pending-timesheet widgets go to both).
 */
export const approvalScope = (actor: RequestActor): ApprovalScope =>
  isCeo(actor) || approvesEveryTimesheet(actor)
    ? { every: true }
    : {
        every: false,
        userId: actor.user_id,
        approvesReports: actor.is_timesheet_approver,
        subDepartmentIds: actor.sub_department_ids,
      };

/** What decides who approves one line of a sheet: its project's lead and owner, or the person's manager. */
export interface LineDeciders {
  /** Whether the sheet exists in the organisation. */
  exists: boolean;
  projectId: number | null;
  /** The project's delivery lead and owner (user ids). */
  projectDeciders: readonly (number | null)[];
  /** The reporting manager's user, who decides work outside projects (a contractor has none). */
  managerUserId: number | null;
  /** The person's sub-department, whose head decides their time (a contractor has none). */
  subDepartmentId: number | null;
}

/**
 * Whether the approver decides the line: a project's time by its delivery lead or owner, other work by the person's
 * reporting manager (and project time too, when the manager is a timesheet approver), any of the person's time by
 * the head of their sub-department, and every line by one who sees every project's time. The approvals list, the
 * pending tile and the sheets an approver may open apply the same rule in SQL.
 */
export function decidesLine(scope: ApprovalScope, line: LineDeciders): boolean {
  if (!line.exists) return false;
  if (scope.every) return true;
  if (line.projectId !== null && line.projectDeciders.includes(scope.userId)) return true;
  if (line.managerUserId === scope.userId && (line.projectId === null || scope.approvesReports)) return true;
  return line.subDepartmentId !== null && scope.subDepartmentIds.includes(line.subDepartmentId);
}
