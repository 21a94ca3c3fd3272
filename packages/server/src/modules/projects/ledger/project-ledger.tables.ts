import { foreignKey, index, integer, numeric, type PgColumn, unique } from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  idColumn,
  organizationIdColumn,
  updatedAtColumn,
} from '../../../platform/db/columns';
import { users } from '../../accounts';
import { projects } from '../projects.tables';

/**
 * The parts every ledger of a project's money shares (expenses, receipts, revenue, costs); each ledger's table
 * puts its own columns between the key and the stamps.
 */
export const ledgerKey = () => ({
  id: idColumn(),
  organizationId: organizationIdColumn(),
  projectId: integer('project_id').notNull(),
});

/** In the project's currency. */
export const ledgerAmount = () => numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull();

export const ledgerStamps = () => ({
  recordedByUserId: integer('recorded_by_user_id'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

interface LedgerColumns {
  id: PgColumn;
  organizationId: PgColumn;
  projectId: PgColumn;
  recordedByUserId: PgColumn;
}

/** The same-tenant key, the project's entries by `date`, and the project and recorder as same-tenant references. */
export const ledgerConstraints = (table: string, t: LedgerColumns, date: PgColumn) => [
  unique(`${table}_org_id_key`).on(t.organizationId, t.id),
  index(`${table}_org_project_idx`).on(t.organizationId, t.projectId, date),
  foreignKey({
    columns: [t.organizationId, t.projectId],
    foreignColumns: [projects.organizationId, projects.id],
  }),
  foreignKey({
    columns: [t.organizationId, t.recordedByUserId],
    foreignColumns: [users.organizationId, users.id],
  }),
];
