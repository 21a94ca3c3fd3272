import { DEFAULT_WORKSPACES } from '@atrium/contracts';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { insertWorkspaces } from './workspaces.queries';

/** Gives a new organisation the workspaces of @atrium/contracts DEFAULT_WORKSPACES, each audited. */
export async function seedDefaultWorkspaces(tx: Tx, organizationId: number) {
  const rows = await insertWorkspaces(
    tx,
    DEFAULT_WORKSPACES.map((workspace) => ({
      organizationId,
      name: workspace.name,
      displayName: workspace.display_name,
      layoutId: workspace.layout_id,
      tools: workspace.tools,
      toolsData: {},
      roles: [...workspace.roles],
      accessRule: workspace.access_rule,
      isDefault: workspace.is_default,
    })),
  );
  for (const row of rows) {
    await recordAudit(tx, {
      organizationId,
      actorUserId: null,
      action: 'workspace.create',
      entityType: 'workspace',
      entityId: row.id,
      after: row,
    });
  }
  return rows;
}
