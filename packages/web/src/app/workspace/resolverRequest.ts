import {
  ResolveActionRequestSchema,
  type ResolveRequest,
  type ResolveResponse,
  ResolveWorkspaceRequestSchema,
} from '@atrium/contracts';
import { readJsonParam } from './jsonParam';

/** What /resolver does with its query: ask the server, go to the default workspace, or report a bad link. */
export type ResolverPlan =
  | { kind: 'resolve'; request: ResolveRequest }
  | { kind: 'default' }
  | { kind: 'invalid' };

const INVALID: ResolverPlan = { kind: 'invalid' };

function workspacePlan(params: URLSearchParams): ResolverPlan {
  const data = readJsonParam(params.get('data'), ResolveWorkspaceRequestSchema.shape.data);
  if (data.kind === 'malformed') return INVALID;
  const request = ResolveWorkspaceRequestSchema.safeParse({
    for_workspace: params.get('for_workspace'),
    data: data.kind === 'value' ? data.value : {},
  });
  return request.success ? { kind: 'resolve', request: request.data } : INVALID;
}

function actionPlan(params: URLSearchParams): ResolverPlan {
  const notificationData = readJsonParam(
    params.get('notification_data'),
    ResolveActionRequestSchema.shape.notification_data,
  );
  if (notificationData.kind === 'malformed') return INVALID;
  const request = ResolveActionRequestSchema.safeParse({
    action: params.get('action'),
    recipient_type: params.get('recipient_type'),
    notification_data: notificationData.kind === 'value' ? notificationData.value : null,
  });
  return request.success ? { kind: 'resolve', request: request.data } : INVALID;
}

/**
 * Spec 2.2 /resolver: `for_workspace` with `data` (JSON holding object_id and id), or `action` with
 * `recipient_type` and `notification_data` (JSON). Neither: the default workspace. JSON that cannot be
 * read, or that does not fit the contract, is a broken link (spec 5).
 */
export function planResolve(params: URLSearchParams): ResolverPlan {
  if (params.get('for_workspace')) return workspacePlan(params);
  if (params.get('action')) return actionPlan(params);
  return { kind: 'default' };
}

/** Where the server's answer leads: /workspace/{name}?tools_data=<json>. */
export function resolvedWorkspacePath(answer: ResolveResponse): string {
  const search = new URLSearchParams({ tools_data: JSON.stringify(answer.tools_data) });
  return `/workspace/${encodeURIComponent(answer.workspace_info.name)}?${search}`;
}
