import { z } from 'zod';
import { NotificationDataSchema } from '../notifications';
import { ToolsDataSchema, WorkspaceKeySchema } from './workspace.schemas';

const ObjectIdSchema = z.union([z.number().int(), z.string().min(1).max(64)]);

/** A notification click: the action decides the workspace. */
export const ResolveActionRequestSchema = z.strictObject({
  action: z.string().trim().min(1, 'required').max(100),
  recipient_type: z.string().max(100).nullish(),
  notification_data: NotificationDataSchema.nullish(),
});
export type ResolveActionRequest = z.infer<typeof ResolveActionRequestSchema>;

/** A named workspace opened on one object (a search result, a link). */
export const ResolveWorkspaceRequestSchema = z.strictObject({
  for_workspace: WorkspaceKeySchema,
  data: z.strictObject({ object_id: ObjectIdSchema.optional(), id: ObjectIdSchema.optional() }),
});
export type ResolveWorkspaceRequest = z.infer<typeof ResolveWorkspaceRequestSchema>;

export const ResolveRequestSchema = z.union([ResolveWorkspaceRequestSchema, ResolveActionRequestSchema]);
export type ResolveRequest = z.infer<typeof ResolveRequestSchema>;

export const ResolveResponseSchema = z.object({
  tools_data: ToolsDataSchema,
  workspace_info: z.object({ name: z.string() }),
});
export type ResolveResponse = z.infer<typeof ResolveResponseSchema>;
