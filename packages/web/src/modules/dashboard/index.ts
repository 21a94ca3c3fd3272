/** Dashboard: the widgets tool and its drill-downs (loaded lazily), and the team-leave counts behind the team leaves tile. */
export { useTeamLeavesBetween } from './dashboard.api';
export { dashboardTools } from './tools';
export { WidgetChart } from './WidgetChart';
