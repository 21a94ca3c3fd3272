import {
  DEFAULT_MESSAGES,
  DEFAULT_WORKSPACE_NAME,
  type ResolveRequest,
  type ResolveResponse,
  type ToolOptions,
  WORKSPACE_NAMES,
  type WorkspaceActionRequest,
  type WorkspaceConfig,
  type WorkspaceName,
} from '@atrium/contracts';
import { type Scope, scopeActor } from '../../platform/scope';
import { assertCanOpen, openWorkspace } from './workspace.service';
import { toWorkspaceConfig } from './workspace-config';
import { findWorkspace } from './workspaces.queries';

/** A notification's action → the workspace that handles it; the first match wins, anything else opens the home. */
const ACTION_WORKSPACES: ReadonlyArray<readonly [RegExp, WorkspaceName]> = [
  // What a leaver is asked to do (their exit interview) and an onboarding task's owner's part wait on their home.
  [/^(leaver|home):/, DEFAULT_WORKSPACE_NAME],
  [/timesheet/, WORKSPACE_NAMES.TIMESHEETS],
  [/lms|leave/, WORKSPACE_NAMES.LEAVES],
  [/on-?boarding/, WORKSPACE_NAMES.ON_BOARDING],
  [/hiring|candidate|interview/, WORKSPACE_NAMES.TAS],
  [/project|milestone/, WORKSPACE_NAMES.PROJECTS],
  [/resource/, WORKSPACE_NAMES.RESOURCE_MANAGEMENT],
  [/opportunit|follow-?up/, WORKSPACE_NAMES.SALES_OPPORTUNITIES],
  [/target/, WORKSPACE_NAMES.SALES_TARGET],
  [/invoice|collection/, WORKSPACE_NAMES.INVOICES_COLLECTIONS],
  [/salary/, WORKSPACE_NAMES.SALARY_MANAGEMENT],
  [/exit|clearance/, WORKSPACE_NAMES.EMPLOYEE_EXIT],
  [/contract|vendor/, WORKSPACE_NAMES.CONTRACTORS],
  [/employee|joiner/, WORKSPACE_NAMES.EMPLOYEE_PROFILE],
];

function chooseWorkspaceForAction(action: string): WorkspaceName {
  const lowered = action.toLowerCase();
  return ACTION_WORKSPACES.find(([pattern]) => pattern.test(lowered))?.[1] ?? DEFAULT_WORKSPACE_NAME;
}

/** Every tool of the workspace gets its stored options with `options` on top. */
function answerWith(config: WorkspaceConfig, options: ToolOptions): ResolveResponse {
  const tools_data = Object.fromEntries(
    config.tools.map((tool) => [tool.identifier, { ...config.tools_data[tool.identifier], ...options }]),
  );
  return { tools_data, workspace_info: { name: config.name } };
}

function withoutEmpty(options: Record<string, unknown>): ToolOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined && value !== null),
  );
}

/** Spec 2.2 /resolver: which workspace to open, and the options its tools open with. */
export async function resolveWorkspace(scope: Scope, request: ResolveRequest) {
  const actor = scopeActor(scope);
  if ('for_workspace' in request) {
    const row = await openWorkspace(scope, request.for_workspace);
    return answerWith(toWorkspaceConfig(row, actor), request.data);
  }
  const name = chooseWorkspaceForAction(request.action);
  const target = await findWorkspace(scope.tx, scope.org.id, { name });
  const home = () => findWorkspace(scope.tx, scope.org.id, { isDefault: true });
  let config = toWorkspaceConfig(assertCanOpen(actor, target ?? (await home())), actor);
  // A notification about something whose screens are not built yet (or not the caller's) opens the home.
  if (config.tools.length === 0 && config.name !== DEFAULT_WORKSPACE_NAME) {
    config = toWorkspaceConfig(assertCanOpen(actor, await home()), actor);
  }
  const options = withoutEmpty({
    id: request.notification_data?.request_id,
    recipient_type: request.recipient_type,
    week: request.notification_data?.week,
    tab: request.notification_data?.tab,
  });
  return answerWith(config, options);
}

/** Keeps an action taken on a workspace in the audit trail. */
export async function recordWorkspaceAction(scope: Scope, request: WorkspaceActionRequest) {
  const row = await openWorkspace(scope, request.workspace);
  await scope.audit({
    action: 'workspace.action',
    entityType: 'workspace',
    entityId: row.id,
    after: { action: request.action, data: request.data ?? null },
  });
  return { detail: DEFAULT_MESSAGES.success };
}
