import { parseOrderBy, type WorkspaceListQuery, type WorkspaceSummary } from '@atrium/contracts';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { workspaces } from './workspaces.tables';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type NewWorkspaceRow = typeof workspaces.$inferInsert;

export type WorkspaceLookup = { id: number } | { name: string } | { isDefault: true };

function lookupCondition(lookup: WorkspaceLookup): SQL {
  if ('id' in lookup) return eq(workspaces.id, lookup.id);
  if ('name' in lookup) return eq(workspaces.name, lookup.name);
  return eq(workspaces.isDefault, true);
}

export async function findWorkspace(
  db: Queryable,
  organizationId: number,
  lookup: WorkspaceLookup,
): Promise<WorkspaceRow | null> {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, organizationId), lookupCondition(lookup)))
    .limit(1);
  return row ?? null;
}

/** Which workspaces a caller sees: `roles` null passes every role rule (the CEO). */
export interface WorkspaceVisibility {
  roles: string[] | null;
  accessRules: string[];
  isDisabledIncluded: boolean;
}

function roleCondition(roles: string[] | null): SQL | undefined {
  if (roles === null) return undefined;
  const isOpenToAll = sql`cardinality(${workspaces.roles}) = 0`;
  return roles.length > 0 ? or(isOpenToAll, arrayOverlaps(workspaces.roles, roles)) : isOpenToAll;
}

function visibilityConditions(visibility: WorkspaceVisibility): Array<SQL | undefined> {
  const { accessRules } = visibility;
  return [
    roleCondition(visibility.roles),
    accessRules.length > 0
      ? or(isNull(workspaces.accessRule), inArray(workspaces.accessRule, accessRules))
      : isNull(workspaces.accessRule),
    visibility.isDisabledIncluded ? undefined : eq(workspaces.isEnabled, true),
  ];
}

const sortColumns = { name: workspaces.name, display_name: workspaces.displayName } as const;

/** One page of the workspaces a caller may open, filtered, sorted and paged in SQL. */
export async function findWorkspacePage(
  db: Queryable,
  organizationId: number,
  visibility: WorkspaceVisibility,
  query: WorkspaceListQuery,
): Promise<{ count: number; results: WorkspaceSummary[] }> {
  const conditions = [eq(workspaces.organizationId, organizationId), ...visibilityConditions(visibility)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(workspaces.name, pattern), ilike(workspaces.displayName, pattern)));
  }
  const where = and(...conditions);
  const order = parseOrderBy(query.order_by) ?? { field: 'display_name', isDescending: false };
  const column = sortColumns[order.field as keyof typeof sortColumns] ?? sortColumns.display_name;
  const results = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      display_name: workspaces.displayName,
      tool_count: sql<number>`jsonb_array_length(${workspaces.tools})::int`,
      is_enabled: workspaces.isEnabled,
    })
    .from(workspaces)
    .where(where)
    .orderBy(order.isDescending ? desc(column) : asc(column), asc(workspaces.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(workspaces).where(where);
  return { count: total?.value ?? 0, results };
}

export async function updateWorkspaceEnabled(
  tx: Tx,
  organizationId: number,
  id: number,
  isEnabled: boolean,
): Promise<WorkspaceRow> {
  const [row] = await tx
    .update(workspaces)
    .set({ isEnabled, updatedAt: sql`now()` })
    .where(and(eq(workspaces.organizationId, organizationId), eq(workspaces.id, id)))
    .returning();
  if (!row) throw new Error(`workspace ${id} update returned nothing`);
  return row;
}

export function insertWorkspaces(tx: Tx, rows: NewWorkspaceRow[]): Promise<WorkspaceRow[]> {
  return tx.insert(workspaces).values(rows).returning();
}
