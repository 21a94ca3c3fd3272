import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';
import { businessRegions, businessUnits, locations } from './org-setup.tables';

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

export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    code: text('code').notNull(),
    employmentType: text('employment_type').notNull().default('full-time'),
    status: text('status').notNull().default('active'),
    designationId: integer('designation_id'),
    departmentId: integer('department_id'),
    subDepartmentId: integer('sub_department_id'),
    gradeId: integer('grade_id'),
    reportingManagerId: integer('reporting_manager_id'),
    dateOfJoining: date('date_of_joining'),
    totalExperience: numeric('total_experience', { precision: 4, scale: 1, mode: 'number' }),
    locationId: integer('location_id'),
    businessUnitId: integer('business_unit_id'),
    businessRegionId: integer('business_region_id'),
    personalEmail: text('personal_email'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('employees_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('employees_org_user_key').on(t.organizationId, t.userId),
    uniqueIndex('employees_org_code_key').on(t.organizationId, t.code),
    index('employees_org_manager_idx').on(t.organizationId, t.reportingManagerId),
    /** The list filtered by department and statuses counts its rows from this index alone. */
    index('employees_org_department_status_idx').on(t.organizationId, t.departmentId, t.status),
    index('employees_org_sub_department_idx').on(t.organizationId, t.subDepartmentId),
    index('employees_org_designation_idx').on(t.organizationId, t.designationId),
    index('employees_org_grade_idx').on(t.organizationId, t.gradeId),
    index('employees_org_status_idx').on(t.organizationId, t.status),
    index('employees_org_joining_idx').on(t.organizationId, t.dateOfJoining, t.id),
    index('employees_org_location_idx').on(t.organizationId, t.locationId),
    index('employees_org_business_unit_idx').on(t.organizationId, t.businessUnitId),
    foreignKey({ columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }),
    foreignKey({
      columns: [t.organizationId, t.designationId],
      foreignColumns: [designations.organizationId, designations.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.departmentId],
      foreignColumns: [departments.organizationId, departments.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.subDepartmentId],
      foreignColumns: [subDepartments.organizationId, subDepartments.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.gradeId],
      foreignColumns: [grades.organizationId, grades.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.reportingManagerId],
      foreignColumns: [t.organizationId, t.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.locationId],
      foreignColumns: [locations.organizationId, locations.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.businessUnitId],
      foreignColumns: [businessUnits.organizationId, businessUnits.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.businessRegionId],
      foreignColumns: [businessRegions.organizationId, businessRegions.id],
    }),
  ],
);
