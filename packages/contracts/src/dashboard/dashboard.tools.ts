import { canSeeWidget } from '../roles/widgets';
import { defineTools, everyoneInWorkspace } from '../tools/define-tools';

/** The dashboard module's tools and who may use them. */
export const DASHBOARD_TOOLS = defineTools({
  widgets: everyoneInWorkspace,
  'attrition-drilldown': (actor) => canSeeWidget(actor, 'attrition_rate'),
  // Its one drilldown so far is the Pending Timesheets tile's (/pending-timesheets).
  'widget-drilldowns': (actor) => canSeeWidget(actor, 'pending_timesheets'),
});
