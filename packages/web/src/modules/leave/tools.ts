import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The leave module's tool screens, one chunk each. */
export const leaveTools: ToolLoaders = {
  'my-leaves': () => import('./MyLeavesTool').then((m) => m.MyLeavesTool),
  'leave-request-form': () => import('./LeaveRequestFormTool').then((m) => m.LeaveRequestFormTool),
  'leave-request-list': () => import('./LeaveRequestListTool').then((m) => m.LeaveRequestListTool),
  'leave-request-details': () => import('./LeaveRequestDetailsTool').then((m) => m.LeaveRequestDetailsTool),
  'team-leaves': () => import('./TeamLeavesTool').then((m) => m.TeamLeavesTool),
  'lms-settings': () => import('./LmsSettingsTool').then((m) => m.LmsSettingsTool),
  'leaves-drilldown': () => import('./LeavesDrilldownTool').then((m) => m.LeavesDrilldownTool),
};
