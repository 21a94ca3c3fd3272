import { DASHBOARD_VIEWPORT_OFFSET_PX, SINGLE_LAYOUT_ID, toolTitle } from '@atrium/contracts';
import { type WorkspaceLayoutConfig, WorkspaceView } from './WorkspaceView';

const ORG_TOOL_TITLE = toolTitle('org');

/** /dashboard (spec 2.2): the org tool on a page of its own, in the same frame as in a workspace. */
const DASHBOARD: WorkspaceLayoutConfig = {
  display_name: ORG_TOOL_TITLE,
  layout_id: SINGLE_LAYOUT_ID,
  tools: [{ identifier: 'org', title: ORG_TOOL_TITLE, data: {}, container_id: 'main' }],
  tools_data: {},
};

export function DashboardPage() {
  return <WorkspaceView config={DASHBOARD} viewportOffset={DASHBOARD_VIEWPORT_OFFSET_PX} />;
}
