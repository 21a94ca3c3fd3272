import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

/** The organisation's holidays: one per date, for every location or some; optional ones count only for those who take them. */
export const organizationHolidays = pgTable(
  'organization_holidays',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    holidayDate: date('holiday_date').notNull(),
    name: text('name').notNull(),
    isOptional: boolean('is_optional').notNull().default(false),
    /** The locations that observe the holiday; empty for every location. */
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('organization_holidays_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('organization_holidays_org_date_key').on(t.organizationId, t.holidayDate),
  ],
);

/** A leave year of the organisation: a calendar year or April to March; at most one is active. */
export const leaveConfigurations = pgTable(
  'leave_configurations',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** 0 = Sunday … 6 = Saturday: the days leave does not count unless the sandwich rule says so. */
    weekendDays: integer('weekend_days').array().notNull().default(sql`'{0,6}'`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('leave_configurations_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('leave_configurations_org_start_key').on(t.organizationId, t.startDate),
    uniqueIndex('leave_configurations_one_active_key').on(t.organizationId).where(sql`${t.isActive}`),
  ],
);
