import { DEFAULT_WORKSPACES, type WorkspaceDefinition } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Database, Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { organizations } from '../orgs';
import { insertWorkspaces } from './workspaces.queries';
import { workspaceDefaultsGiven, workspaces } from './workspaces.tables';

/** What an organisation was given before: `workspace name` for a workspace, `workspace name/tool` for a tool. */
async function givenBefore(tx: Tx, organizationId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ workspace: workspaceDefaultsGiven.workspaceName, tool: workspaceDefaultsGiven.toolIdentifier })
    .from(workspaceDefaultsGiven)
    .where(eq(workspaceDefaultsGiven.organizationId, organizationId));
  return new Set(rows.map(({ workspace, tool }) => (tool ? `${workspace}/${tool}` : workspace)));
}

async function createWorkspace(tx: Tx, organizationId: number, definition: WorkspaceDefinition) {
  const [row] = await insertWorkspaces(tx, [
    {
      organizationId,
      name: definition.name,
      displayName: definition.display_name,
      layoutId: definition.layout_id,
      tools: definition.tools,
      toolsData: {},
      roles: [...definition.roles],
      accessRule: definition.access_rule,
      isDefault: definition.is_default,
    },
  ]);
  if (!row) return;
  await recordAudit(tx, {
    organizationId,
    actorUserId: null,
    action: 'workspace.create',
    entityType: 'workspace',
    entityId: row.id,
    after: row,
  });
}

/** Appends the tools to an existing workspace (locked first), each in its own container, leaving the rest as it is. */
async function addTools(
  tx: Tx,
  organizationId: number,
  name: string,
  tools: WorkspaceDefinition['tools'],
): Promise<void> {
  const [row] = await tx
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.name, name)))
    .for('update');
  if (!row) return;
  const missing = tools.filter((tool) => !row.tools.some((held) => held.identifier === tool.identifier));
  if (missing.length === 0) return;
  const after = [...row.tools, ...missing];
  await tx
    .update(workspaces)
    .set({ tools: after, updatedAt: sql`now()` })
    .where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, row.id)));
  await recordAudit(tx, {
    organizationId,
    actorUserId: null,
    action: 'workspace.update',
    entityType: 'workspace',
    entityId: row.id,
    before: { tools: row.tools },
    after: { tools: after },
  });
}

/**
 * Gives an organisation the default workspaces of @atrium/contracts DEFAULT_WORKSPACES and their tools that it
 * was not given before: a new organisation gets them all; after a release, an existing one gets the new
 * workspaces, and the new tools in the workspaces it still has. What its admins removed stays removed. Audited.
 */
export async function syncDefaultWorkspaces(tx: Tx, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('workspace defaults'), ${organizationId})`);
  const given = await givenBefore(tx, organizationId);
  const existing = new Set(
    (
      await tx
        .select({ name: workspaces.name })
        .from(workspaces)
        .where(eq(workspaces.organizationId, organizationId))
    ).map((row) => row.name),
  );
  const newlyGiven: { workspaceName: string; toolIdentifier: string }[] = [];
  for (const definition of DEFAULT_WORKSPACES) {
    const newTools = definition.tools.filter((tool) => !given.has(`${definition.name}/${tool.identifier}`));
    if (!given.has(definition.name) && !existing.has(definition.name)) {
      await createWorkspace(tx, organizationId, definition);
    } else if (newTools.length > 0) {
      await addTools(tx, organizationId, definition.name, newTools);
    }
    if (!given.has(definition.name)) newlyGiven.push({ workspaceName: definition.name, toolIdentifier: '' });
    for (const tool of newTools)
      newlyGiven.push({ workspaceName: definition.name, toolIdentifier: tool.identifier });
  }
  if (newlyGiven.length === 0) return;
  await tx
    .insert(workspaceDefaultsGiven)
    .values(newlyGiven.map((item) => ({ organizationId, ...item })))
    .onConflictDoNothing();
}

/** At start-up: every organisation gets what a release added to the default workspaces, each in its own transaction. */
export async function syncEveryOrganizationsDefaultWorkspaces(database: Database): Promise<void> {
  const orgs = await database.db.select({ id: organizations.id }).from(organizations);
  for (const org of orgs) await withOrg(database.db, org.id, (tx) => syncDefaultWorkspaces(tx, org.id));
}
