import {
  canManageWorkspaces,
  canUseTool,
  DEFAULT_WORKSPACE_NAME,
  isCeo,
  listAccessRulesMet,
  type WorkspaceListQuery,
  type WorkspaceSummary,
  withDerivedRoles,
} from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { toWorkspaceConfig } from './workspace-config';
import { mayOpenWorkspace } from './workspaces.policy';
import {
  findVisibleWorkspaces,
  findWorkspace,
  updateWorkspaceEnabled,
  type WorkspaceLookup,
  type WorkspaceRow,
} from './workspaces.queries';

/** 'default' is the organisation's default workspace; digits are an id; anything else is a name. */
function lookupOf(key: string): WorkspaceLookup {
  if (key === DEFAULT_WORKSPACE_NAME) return { isDefault: true };
  return /^\d{1,9}$/.test(key) ? { id: Number(key) } : { name: key };
}

/** The workspace, if this caller may open it now: 404 unknown, 403 not for their roles, 403 disabled. */
export function assertCanOpen(actor: RequestActor, row: WorkspaceRow | null): WorkspaceRow {
  if (!row) throw new AppError('not_found');
  assertAllowed(mayOpenWorkspace(actor, row));
  if (!row.isEnabled) throw new AppError('disabled_workspace');
  return row;
}

export async function openWorkspace(scope: Scope, key: string) {
  const row = await findWorkspace(scope.tx, scope.org.id, lookupOf(key));
  return assertCanOpen(scopeActor(scope), row);
}

export async function getWorkspaceConfig(scope: Scope, key: string) {
  return toWorkspaceConfig(await openWorkspace(scope, key), scopeActor(scope));
}

/**
 * The explore list (also the navigation and workspace search): what the caller may open and holds at least
 * one tool they may use (built, and allowed to them), and always the home; managers also see the disabled
 * ones, to enable them.
 * `tool_count` counts the tools the caller will see.
 */
export async function listWorkspaces(
  tx: Tx,
  actor: RequestActor,
  query: WorkspaceListQuery,
): Promise<{ count: number; results: WorkspaceSummary[] }> {
  const visibility = {
    roles: isCeo(actor) ? null : withDerivedRoles(actor),
    accessRules: listAccessRulesMet(actor),
    isDisabledIncluded: canManageWorkspaces(actor),
  };
  const rows = await findVisibleWorkspaces(tx, actor.organization_id, visibility, query);
  const useful = rows.flatMap(({ tools, is_default, ...row }) => {
    const toolCount = tools.filter((tool) => canUseTool(actor, tool.identifier)).length;
    return toolCount > 0 || is_default ? [{ ...row, tool_count: toolCount }] : [];
  });
  return { count: useful.length, results: useful.slice(query.offset, query.offset + query.limit) };
}

export async function setWorkspaceEnabled(
  scope: Scope,
  key: string,
  isEnabled: boolean,
): Promise<WorkspaceSummary> {
  const { tx } = scope;
  const before = await findWorkspace(tx, scope.org.id, lookupOf(key));
  if (!before) throw new AppError('not_found');
  if (before.isDefault && !isEnabled) {
    throw new AppError('invalid', {
      codes: { is_enabled: ['invalid'] },
      detail: 'The default workspace cannot be disabled',
    });
  }
  const after = await updateWorkspaceEnabled(tx, scope.org.id, before.id, isEnabled);
  await scope.audit({
    action: isEnabled ? 'workspace.enable' : 'workspace.disable',
    entityType: 'workspace',
    entityId: after.id,
    before: { is_enabled: before.isEnabled },
    after: { is_enabled: after.isEnabled },
  });
  return {
    id: after.id,
    name: after.name,
    display_name: after.displayName,
    tool_count: after.tools.length,
    is_enabled: after.isEnabled,
  };
}
