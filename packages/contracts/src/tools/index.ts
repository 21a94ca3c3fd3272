/** The tool registry of spec 2.6 (identifier, route path, title), tool keys with a '#path' suffix, and layouts. */
export { isToolKey, parseToolKey, type ToolKey, ToolKeySchema } from './tool-key';
export { isToolIdentifier, TOOLS, type Tool, type ToolIdentifier, toolTitle } from './tool-registry';
export {
  LAYOUT_IDS,
  type LayoutId,
  LayoutIdSchema,
  SINGLE_LAYOUT_ID,
  WORKSPACE_LAYOUTS,
  type WorkspaceLayout,
} from './workspace-layouts';
