import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../../../platform/scope';
import type { projectExpenses, projectReceipts } from '../expenses/expense.tables';
import { markFiguresChanged } from '../margins/project-figures.service';
import { lockOpenProject, lockProjectPart } from '../project-locks';
import type { projectCosts, projectRevenues } from './financial-record.tables';

type LedgerTable =
  | typeof projectExpenses
  | typeof projectReceipts
  | typeof projectRevenues
  | typeof projectCosts;
type EntryOf<T extends LedgerTable> = T['$inferSelect'];
/** What an entry holds beyond the organisation, the project, who recorded it and its stamps. */
type EntryValues<T extends LedgerTable> = Omit<
  T['$inferInsert'],
  'id' | 'organizationId' | 'projectId' | 'recordedByUserId' | 'createdAt' | 'updatedAt'
>;

/** A text change: undefined keeps the value, an emptied one clears it. */
export const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/**
 * The writes of one of a project's money ledgers, each audited as `<entityType>.create`, `.update` or
 * `.delete`. The feature's service locks, checks its own rules, then writes through these. A ledger the margins
 * are made of (all but receipts) announces each change to them.
 */
export function ledgerStore<T extends LedgerTable>(
  table: T,
  entityType: string,
  { feedsFigures = true }: { feedsFigures?: boolean } = {},
) {
  const ownEntry = (scope: Scope, id: number) =>
    and(eq(table.organizationId, scope.org.id), eq(table.id, id));
  const changed = (scope: Scope, projectId: number) =>
    feedsFigures ? markFiguresChanged(scope, [projectId]) : undefined;
  return {
    /** Locks the open project and one of its entries: what a change to the entry starts from. */
    async lock(scope: Scope, projectId: number, id: number) {
      const project = await lockOpenProject(scope.tx, scope.org.id, projectId);
      const before: EntryOf<T> = await lockProjectPart(scope.tx, table, scope.org.id, projectId, id);
      return { project, before };
    },

    /** Records an entry of the project by the caller. */
    async insert(scope: Scope, projectId: number, values: EntryValues<T>): Promise<EntryOf<T>> {
      const [entry] = (await scope.tx
        .insert(table as PgTable)
        .values({
          ...values,
          organizationId: scope.org.id,
          projectId,
          recordedByUserId: scope.by.actorUserId,
        } as never)
        .returning()) as EntryOf<T>[];
      if (!entry) throw new Error(`${entityType} insert returned nothing`);
      await scope.audit({ action: `${entityType}.create`, entityType, entityId: entry.id, after: entry });
      await changed(scope, projectId);
      return entry;
    },

    /** Changes the values given (undefined ones are kept) of an entry locked as `before`. */
    async update(scope: Scope, before: EntryOf<T>, changes: Partial<EntryValues<T>>): Promise<EntryOf<T>> {
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const [after] = (await scope.tx
        .update(table as PgTable)
        .set({ ...defined, updatedAt: sql`now()` } as never)
        .where(ownEntry(scope, before.id))
        .returning()) as EntryOf<T>[];
      await scope.audit({ action: `${entityType}.update`, entityType, entityId: before.id, before, after });
      await changed(scope, before.projectId);
      return after ?? before;
    },

    /** Deletes an entry locked as `before`; the audit keeps `audited`, the entry as it stood unless told more. */
    async delete(scope: Scope, before: EntryOf<T>, audited: object = before) {
      await scope.tx.delete(table as PgTable).where(ownEntry(scope, before.id));
      await scope.audit({ action: `${entityType}.delete`, entityType, entityId: before.id, before: audited });
      await changed(scope, before.projectId);
    },
  };
}
