import type { Actor } from '../roles/actor';
import { hasRole, isDeliveryLead, isProjectOwner } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Everyone with an employee or a contractor record keeps a timesheet. */
export const keepsTimesheet = (actor: Actor) =>
  (actor.employee_id !== null && actor.employee_id !== undefined) ||
  (actor.contractor_id !== null && actor.contractor_id !== undefined);

/**
 * Who approves timesheets: the projects' delivery leads and owners, timesheet approvers (their reports' weeks),
 * sub-department heads (their people's weeks) and timesheet managers (and the CEO).
 */
export const approvesTimesheets = (actor: Actor) =>
  isDeliveryLead(actor) ||
  isProjectOwner(actor) ||
  hasRole(actor, ROLES.TIMESHEET_APPROVER) ||
  hasRole(actor, ROLES.SUB_DEPARTMENT_HEAD) ||
  hasRole(actor, ROLES.TIMESHEET_MANAGER);

/** Who sees and decides every project's timesheets, not only those of the projects they lead or own. */
export const approvesEveryTimesheet = (actor: Actor) => hasRole(actor, ROLES.TIMESHEET_MANAGER);

/** Who sees utilisation: the timesheet manager and the CEO of every project, delivery leads and owners of theirs. */
export const readsUtilisation = (actor: Actor) => approvesEveryTimesheet(actor) || isProjectOwner(actor);
