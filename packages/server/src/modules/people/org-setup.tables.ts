import { boolean, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

/** Kinds of employment (full-time, intern, ...), each with the notice an employee of that kind serves. */
export const employmentTypes = pgTable(
  'employment_types',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    noticePeriodDays: integer('notice_period_days').notNull().default(30),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('employment_types_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('employment_types_org_name_key').on(t.organizationId, t.name),
  ],
);

export const businessUnits = pgTable(
  'business_units',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('business_units_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('business_units_org_name_key').on(t.organizationId, t.name),
  ],
);

export const businessRegions = pgTable(
  'business_regions',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('business_regions_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('business_regions_org_name_key').on(t.organizationId, t.name),
  ],
);

/** Offices; an organisation keeps at least one headquarters. */
export const locations = pgTable(
  'locations',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zipCode: text('zip_code'),
    isHeadquarters: boolean('is_headquarters').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('locations_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('locations_org_name_key').on(t.organizationId, t.name),
    index('locations_org_headquarters_idx').on(t.organizationId, t.isHeadquarters),
  ],
);

/** The organisation's skills catalogue. */
export const skills = pgTable(
  'skills',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('skills_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('skills_org_name_key').on(t.organizationId, t.name),
  ],
);
