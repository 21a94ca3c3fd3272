import {
  canUseTool,
  dashboardWidgetsFor,
  type LayoutId,
  parseToolKey,
  type RoleId,
  SINGLE_LAYOUT_ID,
  WIDGETS_LAYOUT_ID,
  type WorkspaceAccess,
  type WorkspaceAccessRule,
  type WorkspaceActor,
  type WorkspaceConfig,
  widgetLayout,
} from '@atrium/contracts';
import type { WorkspaceRow } from './workspaces.queries';

export function accessOf(row: WorkspaceRow): WorkspaceAccess {
  return { roles: row.roles as RoleId[], access_rule: row.accessRule as WorkspaceAccessRule | null };
}

/**
 * Spec 2.7: a caller without widgets loses the widgets tool (the rest keeps the full width); with widgets the
 * layout is 11, and with more than six nothing follows the widgets tool.
 */
export function fitWidgetsTool(config: WorkspaceConfig, widgetCount: number): WorkspaceConfig {
  const index = config.tools.findIndex((tool) => parseToolKey(tool.identifier).identifier === 'widgets');
  if (index < 0) return config;
  const layout = widgetLayout(widgetCount);
  if (layout.isWidgetsToolRemoved) {
    const tools = config.tools.filter((_, position) => position !== index);
    const layoutId = config.layout_id === WIDGETS_LAYOUT_ID ? SINGLE_LAYOUT_ID : config.layout_id;
    return { ...config, layout_id: layoutId, tools };
  }
  const tools = layout.isToolsListCutAfterWidgets ? config.tools.slice(0, index + 1) : config.tools;
  return { ...config, layout_id: WIDGETS_LAYOUT_ID, tools };
}

/**
 * A workspace as the caller's screen loads it: only the tools that are built and that the caller may use, so
 * no tool answers "no access" inside a workspace the caller was sent to.
 */
export function toWorkspaceConfig(row: WorkspaceRow, actor: WorkspaceActor): WorkspaceConfig {
  const config: WorkspaceConfig = {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    layout_id: row.layoutId as LayoutId,
    tools: row.tools.filter((tool) => canUseTool(actor, tool.identifier)),
    tools_data: row.toolsData,
  };
  return fitWidgetsTool(config, dashboardWidgetsFor(actor).length);
}
