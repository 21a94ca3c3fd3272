import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

/** The module's records: a name, who added it and when. */
export const formsRecords = pgTable(
  'forms_records',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('forms_records_org_id_key').on(t.organizationId, t.id),
    index('forms_records_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
