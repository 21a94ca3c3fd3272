import { parseOrderBy, type WorkspaceListQuery } from '@atrium/contracts';
import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/** A workspace as the explore list and search read it, before its tools are checked against the caller. */
export interface VisibleWorkspace {
  id: number;
  name: string;
  display_name: string;
  tools: WorkspaceRow['tools'];
  is_enabled: boolean;
  is_default: boolean;
}

/**
 * Every workspace a caller's roles and rules let them open, filtered and sorted in SQL. Not paged here: an
 * organisation has a few dozen workspaces, and which of them hold a tool the caller may use is decided by
 * the tool rules of @atrium/contracts before the page is cut.
 */
export async function findVisibleWorkspaces(
  db: Queryable,
  organizationId: number,
  visibility: WorkspaceVisibility,
  query: Pick<WorkspaceListQuery, 'search' | 'order_by'>,
): Promise<VisibleWorkspace[]> {
  const conditions = [eq(workspaces.organizationId, organizationId), ...visibilityConditions(visibility)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(workspaces.name, pattern), ilike(workspaces.displayName, pattern)));
  }
  const order = parseOrderBy(query.order_by) ?? { field: 'display_name', isDescending: false };
  const column = sortColumns[order.field as keyof typeof sortColumns] ?? sortColumns.display_name;
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      display_name: workspaces.displayName,
      tools: workspaces.tools,
      is_enabled: workspaces.isEnabled,
      is_default: workspaces.isDefault,
    })
    .from(workspaces)
    .where(and(...conditions))
    .orderBy(order.isDescending ? desc(column) : asc(column), asc(workspaces.id));
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
