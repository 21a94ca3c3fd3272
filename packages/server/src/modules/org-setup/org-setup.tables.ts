import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { users } from '../accounts';
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

const userRef = (name: string) => integer(name);

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    headUserId: userRef('head_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('departments_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('departments_org_name_key').on(t.organizationId, t.name),
    index('departments_org_head_idx').on(t.organizationId, t.headUserId),
    foreignKey({
      columns: [t.organizationId, t.headUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

export const subDepartments = pgTable(
  'sub_departments',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    departmentId: integer('department_id').notNull(),
    name: text('name').notNull(),
    headUserId: userRef('head_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('sub_departments_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('sub_departments_org_dept_name_key').on(t.organizationId, t.departmentId, t.name),
    index('sub_departments_org_head_idx').on(t.organizationId, t.headUserId),
    foreignKey({
      columns: [t.organizationId, t.departmentId],
      foreignColumns: [departments.organizationId, departments.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.headUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

export const designations = pgTable(
  'designations',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('designations_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('designations_org_name_key').on(t.organizationId, t.name),
  ],
);

export const grades = pgTable(
  'grades',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    minCtc: numeric('min_ctc', { precision: 15, scale: 2, mode: 'number' }),
    maxCtc: numeric('max_ctc', { precision: 15, scale: 2, mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('grades_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('grades_org_name_key').on(t.organizationId, t.name),
  ],
);
