/**
 * Workspaces (spec 2.2, 3 "Workspace config", 7): config, explore list, resolve and action schemas, the
 * workspaces every organisation starts with, and who may open or manage a workspace.
 */
export { DEFAULT_WORKSPACES, type WorkspaceDefinition } from './default-workspaces';
export {
  type ResolveActionRequest,
  ResolveActionRequestSchema,
  type ResolveRequest,
  ResolveRequestSchema,
  type ResolveResponse,
  ResolveResponseSchema,
  type ResolveWorkspaceRequest,
  ResolveWorkspaceRequestSchema,
} from './resolve.schemas';
export { BUILT_TOOLS, canUseTool, isToolBuilt } from './tool-access';
export {
  type ToolOptions,
  ToolOptionsSchema,
  type ToolsData,
  ToolsDataSchema,
  type UpdateWorkspaceRequest,
  UpdateWorkspaceRequestSchema,
  WORKSPACE_KEY_PATTERN,
  type WorkspaceActionRequest,
  WorkspaceActionRequestSchema,
  type WorkspaceConfig,
  WorkspaceConfigSchema,
  WorkspaceKeySchema,
  type WorkspaceListQuery,
  WorkspaceListQuerySchema,
  WorkspacePageSchema,
  WorkspaceParamsSchema,
  type WorkspaceSummary,
  WorkspaceSummarySchema,
  type WorkspaceTool,
  WorkspaceToolSchema,
} from './workspace.schemas';
export {
  canManageWorkspaces,
  canOpenWorkspace,
  listAccessRulesMet,
  WORKSPACE_ACCESS_RULE_NAMES,
  WORKSPACE_ACCESS_RULES,
  type WorkspaceAccess,
  type WorkspaceAccessRule,
  type WorkspaceActor,
} from './workspace-access';
export {
  navGroupOf,
  WORKSPACE_NAMES,
  WORKSPACE_NAV_GROUP_OF,
  WORKSPACE_NAV_GROUPS,
  type WorkspaceName,
  type WorkspaceNavGroup,
} from './workspace-names';
