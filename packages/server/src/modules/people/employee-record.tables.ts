import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { departments, designations, grades, skills, subDepartments } from '../org-setup';
import { employees } from './people.tables';

/**
 * Identity numbers, sealed with the organisation data key; only the last four characters are kept in clear
 * so everyone else sees a masked value.
 */
export const employeeIdentities = pgTable(
  'employee_identities',
  {
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    panSealed: text('pan_sealed'),
    panLast4: text('pan_last4'),
    aadhaarSealed: text('aadhaar_sealed'),
    aadhaarLast4: text('aadhaar_last4'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.employeeId] }),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }).onDelete('cascade'),
  ],
);

/** Bank accounts; exactly one is primary once any exists. */
export const employeeBankDetails = pgTable(
  'employee_bank_details',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    ifsc: text('ifsc').notNull(),
    branch: text('branch'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('employee_bank_details_org_id_key').on(t.organizationId, t.id),
    index('employee_bank_details_org_employee_idx').on(t.organizationId, t.employeeId),
    uniqueIndex('employee_bank_details_one_primary_key')
      .on(t.organizationId, t.employeeId)
      .where(sql`${t.isPrimary}`),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }).onDelete('cascade'),
  ],
);

/** An employee's skills from the catalogue, with a level: I intermediate, E expert, anything else beginner. */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    skillId: integer('skill_id').notNull(),
    level: text('level').notNull().default('B'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.employeeId, t.skillId] }),
    index('employee_skills_org_skill_idx').on(t.organizationId, t.skillId),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.skillId],
      foreignColumns: [skills.organizationId, skills.id],
    }),
  ],
);

/** Files kept on an employee's record; the bytes live in the file store under `file_key`. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    creatorUserId: integer('creator_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('employee_documents_org_id_key').on(t.organizationId, t.id),
    index('employee_documents_org_employee_idx').on(t.organizationId, t.employeeId),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.creatorUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/**
 * Effective-dated work history: each row is one period (valid_from to valid_to, both inclusive; an open row
 * has no end) of designation, department, grade, reporting manager and status. The employees row holds the
 * open period's values for fast lists; a change closes the open period the day before it takes effect.
 */
export const employeeWorkPeriods = pgTable(
  'employee_work_periods',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    designationId: integer('designation_id'),
    departmentId: integer('department_id'),
    subDepartmentId: integer('sub_department_id'),
    gradeId: integer('grade_id'),
    reportingManagerId: integer('reporting_manager_id'),
    status: text('status').notNull(),
    changedByUserId: integer('changed_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('employee_work_periods_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('employee_work_periods_org_employee_from_key').on(
      t.organizationId,
      t.employeeId,
      t.validFrom,
    ),
    uniqueIndex('employee_work_periods_one_open_key')
      .on(t.organizationId, t.employeeId)
      .where(sql`${t.validTo} is null`),
    index('employee_work_periods_org_manager_idx').on(t.organizationId, t.reportingManagerId, t.validFrom),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }).onDelete('cascade'),
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
      foreignColumns: [employees.organizationId, employees.id],
    }),
  ],
);
