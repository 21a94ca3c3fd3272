import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

/** An organisation's template of one kind; its current text is the newest of its versions. */
export const templates = pgTable(
  'templates',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    subject: text('subject'),
    body: text('body').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('templates_org_id_key').on(t.organizationId, t.id),
    index('templates_org_kind_name_idx').on(t.organizationId, t.kind, t.name, t.id),
    uniqueIndex('templates_org_kind_default_key')
      .on(t.organizationId, t.kind)
      .where(sql`${t.isDefault} and ${t.archivedAt} is null`),
  ],
);

/** Every text a template has had, kept so an older one can be read or restored. */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    templateId: integer('template_id').notNull(),
    version: integer('version').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    note: text('note'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('template_versions_org_template_version_key').on(t.organizationId, t.templateId, t.version),
    foreignKey({
      name: 'template_versions_template_fk',
      columns: [t.organizationId, t.templateId],
      foreignColumns: [templates.organizationId, templates.id],
    }),
  ],
);
