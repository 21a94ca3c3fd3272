import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../lists';
import { LayoutIdSchema, ToolKeySchema } from '../tools';

/** A workspace by name ('default', 'my-profile') or by numeric id. */
export const WORKSPACE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const WorkspaceKeySchema = z.string().regex(WORKSPACE_KEY_PATTERN, 'invalid');

/** A tool's options: free-form, may include id and toolLocationId. */
export const ToolOptionsSchema = z.record(z.string(), z.unknown());
export type ToolOptions = z.infer<typeof ToolOptionsSchema>;

/** Tool key (identifier with an optional '#path') → that tool's options. */
export const ToolsDataSchema = z.record(ToolKeySchema, ToolOptionsSchema);
export type ToolsData = z.infer<typeof ToolsDataSchema>;

export const WorkspaceToolSchema = z.object({
  identifier: ToolKeySchema,
  title: z.string().min(1),
  data: z.object({ options: ToolOptionsSchema.optional() }),
  container_id: z.string().min(1),
});
export type WorkspaceTool = z.infer<typeof WorkspaceToolSchema>;

/** What a workspace screen loads (spec 3, "Workspace config"). */
export const WorkspaceConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  layout_id: LayoutIdSchema,
  tools: z.array(WorkspaceToolSchema),
  tools_data: ToolsDataSchema,
});
export type WorkspaceConfig = z.infer<typeof WorkspaceConfigSchema>;

export const WorkspaceParamsSchema = z.object({ id: WorkspaceKeySchema });

/** One row of the explore list. */
export const WorkspaceSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  tool_count: z.number().int(),
  is_enabled: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummarySchema>;

export const WorkspaceListQuerySchema = listQuerySchema(['name', 'display_name'] as const).extend({
  search: z.string().trim().max(100).optional(),
});
export type WorkspaceListQuery = z.infer<typeof WorkspaceListQuerySchema>;

export const WorkspacePageSchema = pageSchema(WorkspaceSummarySchema);

export const UpdateWorkspaceRequestSchema = z.strictObject({ is_enabled: z.boolean() });
export type UpdateWorkspaceRequest = z.infer<typeof UpdateWorkspaceRequestSchema>;

/** An action taken on a workspace, kept in the audit trail. */
export const WorkspaceActionRequestSchema = z.strictObject({
  action: z.string().trim().min(1, 'required').max(100),
  workspace: WorkspaceKeySchema,
  data: ToolOptionsSchema.optional(),
});
export type WorkspaceActionRequest = z.infer<typeof WorkspaceActionRequestSchema>;
