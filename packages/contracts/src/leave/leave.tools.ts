import { canSeeWidget } from '../roles/widgets';
import { defineTools, everyoneInWorkspace, type ToolUsers } from '../tools/define-tools';
import { canSeeTeamLeaves, isLeaveAdmin } from './leave-permissions';

const hasEmployeeRecord: ToolUsers = (actor) => actor.employee_id !== null;

/** The leave module's tools and who may use them. */
export const LEAVE_TOOLS = defineTools({
  'my-leaves': hasEmployeeRecord,
  'leave-request-form': hasEmployeeRecord,
  'leave-request-list': (actor) => hasEmployeeRecord(actor) || isLeaveAdmin(actor),
  'leave-request-details': everyoneInWorkspace,
  'team-leaves': (actor) => canSeeTeamLeaves(actor, actor.is_reporting_manager),
  'lms-settings': isLeaveAdmin,
  'leaves-drilldown': (actor) => canSeeWidget(actor, 'team_leaves'),
});
