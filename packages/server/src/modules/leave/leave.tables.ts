import { boolean, date, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { organizations } from '../orgs/orgs.tables';

/** The organisation's holidays: one per date; optional ones count only for those who take them. */
export const organizationHolidays = pgTable(
  'organization_holidays',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    holidayDate: date('holiday_date').notNull(),
    name: text('name').notNull(),
    isOptional: boolean('is_optional').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('organization_holidays_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('organization_holidays_org_date_key').on(t.organizationId, t.holidayDate),
  ],
);
