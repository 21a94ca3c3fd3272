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
import {
  businessRegions,
  businessUnits,
  departments,
  designations,
  grades,
  locations,
  subDepartments,
} from '../org-setup';

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
