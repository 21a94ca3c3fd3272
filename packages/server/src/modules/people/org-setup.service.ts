import {
  ctcRangeIsOrdered,
  type DepartmentCreate,
  type DepartmentQuery,
  type DepartmentUpdate,
  type EmploymentTypeCreate,
  type EmploymentTypeQuery,
  type EmploymentTypeUpdate,
  type GradeCreate,
  type GradeQuery,
  type GradeUpdate,
  type LocationCreate,
  type LocationQuery,
  type LocationUpdate,
  type NamedRecordInput,
  type NamedRecordQuery,
  type SubDepartmentCreate,
  type SubDepartmentQuery,
  type SubDepartmentUpdate,
} from '@atrium/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import { users } from '../accounts/accounts.tables';
import { businessRegions, businessUnits, employmentTypes, locations, skills } from './org-setup.tables';
import {
  type Audit,
  assertNameFree,
  deleteRecord,
  findRecordPage,
  insertRecord,
  requireRecord,
  type SetupTable,
  updateRecord,
} from './org-setup-records';
import { departments, designations, employees, grades, subDepartments } from './people.tables';

/** Catalogues that hold nothing but a unique name, by the path segment they are served under. */
export const NAMED_CATALOGUES = {
  designations: { table: designations, entityType: 'designation' },
  'business-units': { table: businessUnits, entityType: 'business_unit' },
  'business-regions': { table: businessRegions, entityType: 'business_region' },
  skills: { table: skills, entityType: 'skill' },
} as const satisfies Record<string, { table: SetupTable; entityType: string }>;
export type NamedCatalogue = (typeof NAMED_CATALOGUES)[keyof typeof NAMED_CATALOGUES];

const named = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });
const byId = (table: SetupTable, id: number) => eq(table.id, id);

export function listNamedRecords(
  db: Queryable,
  catalogue: NamedCatalogue,
  organizationId: number,
  query: NamedRecordQuery,
) {
  const { table } = catalogue;
  return findRecordPage(db, table, organizationId, query, { columns: { id: table.id, name: table.name } });
}

export async function addNamedRecord(
  tx: Tx,
  catalogue: NamedCatalogue,
  organizationId: number,
  input: NamedRecordInput,
  audit: Audit,
) {
  await assertNameFree(tx, catalogue.table, organizationId, input.name);
  return named(await insertRecord(tx, catalogue.table, catalogue.entityType, organizationId, input, audit));
}

export async function changeNamedRecord(
  tx: Tx,
  catalogue: NamedCatalogue,
  organizationId: number,
  id: number,
  input: NamedRecordInput,
  audit: Audit,
) {
  const before = await requireRecord(tx, catalogue.table, organizationId, id);
  await assertNameFree(tx, catalogue.table, organizationId, input.name, { exceptId: id });
  return named(
    await updateRecord(tx, catalogue.table, catalogue.entityType, organizationId, before, input, audit),
  );
}

export async function removeNamedRecord(
  tx: Tx,
  catalogue: NamedCatalogue,
  organizationId: number,
  id: number,
  audit: Audit,
) {
  const before = await requireRecord(tx, catalogue.table, organizationId, id);
  await deleteRecord(tx, catalogue.table, catalogue.entityType, organizationId, before, audit);
}

/**
 * The head of a unit as the API shows it: the user, their employee record if any, and their name. Drizzle
 * leaves columns of a one-table select unqualified, so the correlated subqueries name the outer table.
 */
const headOf = (unit: 'departments' | 'sub_departments') =>
  sql<{ user_id: number; employee_id: number | null; name: string } | null>`(
    select json_build_object('user_id', u.id, 'employee_id', e.id,
      'name', trim(concat_ws(' ', u.first_name, u.last_name)))
    from users u left join employees e on e.organization_id = u.organization_id and e.user_id = u.id
    where u.organization_id = ${sql.raw(unit)}.organization_id and u.id = ${sql.raw(unit)}.head_user_id)`;

const departmentHeadCount = sql<number>`(select count(*)::int from employees e
  where e.organization_id = departments.organization_id and e.department_id = departments.id
    and e.status <> 'exited')`;
const subDepartmentHeadCount = sql<number>`(select count(*)::int from employees e
  where e.organization_id = sub_departments.organization_id and e.sub_department_id = sub_departments.id
    and e.status <> 'exited')`;
const departmentOfSubDepartment = sql<{ id: number; name: string }>`(
  select json_build_object('id', d.id, 'name', d.name) from departments d
  where d.organization_id = sub_departments.organization_id and d.id = sub_departments.department_id)`;
const departmentNameOfSubDepartment = sql`(select d.name from departments d
  where d.organization_id = sub_departments.organization_id and d.id = sub_departments.department_id)`;

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  head: headOf('departments').as('head'),
  sub_department_count: sql<number>`(select count(*)::int from sub_departments s
    where s.organization_id = departments.organization_id and s.department_id = departments.id)`.as(
    'sub_department_count',
  ),
  head_count: departmentHeadCount.as('head_count'),
};

const subDepartmentColumns = {
  id: subDepartments.id,
  name: subDepartments.name,
  department: departmentOfSubDepartment.as('department'),
  head: headOf('sub_departments').as('head'),
  head_count: subDepartmentHeadCount.as('head_count'),
};

export function listDepartments(db: Queryable, organizationId: number, query: DepartmentQuery) {
  return findRecordPage(db, departments, organizationId, query, {
    columns: departmentColumns,
    sortable: { head_count: departmentHeadCount },
    where: query.head ? eq(departments.headUserId, query.head) : undefined,
  });
}

export function listSubDepartments(db: Queryable, organizationId: number, query: SubDepartmentQuery) {
  return findRecordPage(db, subDepartments, organizationId, query, {
    columns: subDepartmentColumns,
    sortable: { head_count: subDepartmentHeadCount, department: departmentNameOfSubDepartment },
    where: and(
      query.department ? eq(subDepartments.departmentId, query.department) : undefined,
      query.head ? eq(subDepartments.headUserId, query.head) : undefined,
    ),
  });
}

async function findDepartment(db: Queryable, organizationId: number, id: number) {
  const page = await findRecordPage(
    db,
    departments,
    organizationId,
    { limit: 1, offset: 0 },
    {
      columns: departmentColumns,
      where: byId(departments, id),
    },
  );
  const [department] = page.results;
  if (!department) throw new AppError('not_found');
  return department;
}

async function findSubDepartment(db: Queryable, organizationId: number, id: number) {
  const page = await findRecordPage(
    db,
    subDepartments,
    organizationId,
    { limit: 1, offset: 0 },
    {
      columns: subDepartmentColumns,
      where: byId(subDepartments, id),
    },
  );
  const [subDepartment] = page.results;
  if (!subDepartment) throw new AppError('not_found');
  return subDepartment;
}

/** The user behind a head picked as an employee: an active user whose employee has not exited. */
async function headUserIdOf(db: Queryable, organizationId: number, employeeId: number | null | undefined) {
  if (employeeId == null) return employeeId;
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        ne(employees.status, 'exited'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw invalid({ head_employee_id: ['invalid'] });
  return row.userId;
}

export async function addDepartment(tx: Tx, organizationId: number, input: DepartmentCreate, audit: Audit) {
  await assertNameFree(tx, departments, organizationId, input.name);
  const headUserId = (await headUserIdOf(tx, organizationId, input.head_employee_id)) ?? null;
  const row = await insertRecord(
    tx,
    departments,
    'department',
    organizationId,
    { name: input.name, headUserId },
    audit,
  );
  return findDepartment(tx, organizationId, row.id);
}

export async function changeDepartment(
  tx: Tx,
  organizationId: number,
  id: number,
  input: DepartmentUpdate,
  audit: Audit,
) {
  const before = await requireRecord(tx, departments, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, departments, organizationId, input.name, { exceptId: id });
  const headUserId = await headUserIdOf(tx, organizationId, input.head_employee_id);
  await updateRecord(
    tx,
    departments,
    'department',
    organizationId,
    before,
    { name: input.name, headUserId },
    audit,
  );
  return findDepartment(tx, organizationId, id);
}

export async function removeDepartment(tx: Tx, organizationId: number, id: number, audit: Audit) {
  const before = await requireRecord(tx, departments, organizationId, id);
  await deleteRecord(tx, departments, 'department', organizationId, before, audit);
}

export async function addSubDepartment(
  tx: Tx,
  organizationId: number,
  input: SubDepartmentCreate,
  audit: Audit,
) {
  const department = await requireRecord(tx, departments, organizationId, input.department_id).catch(() => {
    throw invalid({ department_id: ['invalid'] });
  });
  await assertNameFree(tx, subDepartments, organizationId, input.name, {
    scope: eq(subDepartments.departmentId, department.id),
  });
  const headUserId = (await headUserIdOf(tx, organizationId, input.head_employee_id)) ?? null;
  const row = await insertRecord(
    tx,
    subDepartments,
    'sub_department',
    organizationId,
    { departmentId: department.id, name: input.name, headUserId },
    audit,
  );
  return findSubDepartment(tx, organizationId, row.id);
}

export async function changeSubDepartment(
  tx: Tx,
  organizationId: number,
  id: number,
  input: SubDepartmentUpdate,
  audit: Audit,
) {
  const before = await requireRecord(tx, subDepartments, organizationId, id);
  if (input.name !== undefined) {
    await assertNameFree(tx, subDepartments, organizationId, input.name, {
      exceptId: id,
      scope: eq(subDepartments.departmentId, before.departmentId),
    });
  }
  const headUserId = await headUserIdOf(tx, organizationId, input.head_employee_id);
  await updateRecord(
    tx,
    subDepartments,
    'sub_department',
    organizationId,
    before,
    { name: input.name, headUserId },
    audit,
  );
  return findSubDepartment(tx, organizationId, id);
}

export async function removeSubDepartment(tx: Tx, organizationId: number, id: number, audit: Audit) {
  const before = await requireRecord(tx, subDepartments, organizationId, id);
  await deleteRecord(tx, subDepartments, 'sub_department', organizationId, before, audit);
}

export async function requireDepartment(db: Queryable, organizationId: number, id: number) {
  await requireRecord(db, departments, organizationId, id);
}

/** A sub-department's place, for the permission check on its people. */
export async function findSubDepartmentUnit(db: Queryable, organizationId: number, id: number) {
  const row = await requireRecord(db, subDepartments, organizationId, id);
  return { id: row.id, department_id: row.departmentId };
}

const gradeOf = (row: typeof grades.$inferSelect) => ({
  id: row.id,
  name: row.name,
  level: row.level,
  min_ctc: row.minCtc,
  max_ctc: row.maxCtc,
});

export function listGrades(db: Queryable, organizationId: number, query: GradeQuery) {
  return findRecordPage(db, grades, organizationId, query, {
    columns: {
      id: grades.id,
      name: grades.name,
      level: grades.level,
      min_ctc: grades.minCtc,
      max_ctc: grades.maxCtc,
    },
    sortable: { level: grades.level },
  });
}

export async function addGrade(tx: Tx, organizationId: number, input: GradeCreate, audit: Audit) {
  await assertNameFree(tx, grades, organizationId, input.name);
  const row = await insertRecord(
    tx,
    grades,
    'grade',
    organizationId,
    { name: input.name, level: input.level, minCtc: input.min_ctc ?? null, maxCtc: input.max_ctc ?? null },
    audit,
  );
  return gradeOf(row);
}

export async function changeGrade(
  tx: Tx,
  organizationId: number,
  id: number,
  input: GradeUpdate,
  audit: Audit,
) {
  const before = await requireRecord(tx, grades, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, grades, organizationId, input.name, { exceptId: id });
  const range = {
    min_ctc: input.min_ctc === undefined ? before.minCtc : input.min_ctc,
    max_ctc: input.max_ctc === undefined ? before.maxCtc : input.max_ctc,
  };
  if (!ctcRangeIsOrdered(range)) throw invalid({ min_ctc: ['min_exceeds_max'] });
  const after = await updateRecord(
    tx,
    grades,
    'grade',
    organizationId,
    before,
    { name: input.name, level: input.level, minCtc: input.min_ctc, maxCtc: input.max_ctc },
    audit,
  );
  return gradeOf(after);
}

export async function removeGrade(tx: Tx, organizationId: number, id: number, audit: Audit) {
  const before = await requireRecord(tx, grades, organizationId, id);
  await deleteRecord(tx, grades, 'grade', organizationId, before, audit);
}

const employmentTypeOf = (row: typeof employmentTypes.$inferSelect) => ({
  id: row.id,
  name: row.name,
  notice_period_days: row.noticePeriodDays,
});

export function listEmploymentTypes(db: Queryable, organizationId: number, query: EmploymentTypeQuery) {
  return findRecordPage(db, employmentTypes, organizationId, query, {
    columns: {
      id: employmentTypes.id,
      name: employmentTypes.name,
      notice_period_days: employmentTypes.noticePeriodDays,
    },
    sortable: { notice_period_days: employmentTypes.noticePeriodDays },
  });
}

export async function addEmploymentType(
  tx: Tx,
  organizationId: number,
  input: EmploymentTypeCreate,
  audit: Audit,
) {
  await assertNameFree(tx, employmentTypes, organizationId, input.name);
  const row = await insertRecord(
    tx,
    employmentTypes,
    'employment_type',
    organizationId,
    { name: input.name, noticePeriodDays: input.notice_period_days },
    audit,
  );
  return employmentTypeOf(row);
}

/** Employees carry their employment type by name, so a rename carries over to them. */
export async function changeEmploymentType(
  tx: Tx,
  organizationId: number,
  id: number,
  input: EmploymentTypeUpdate,
  audit: Audit,
) {
  const before = await requireRecord(tx, employmentTypes, organizationId, id);
  if (input.name !== undefined) {
    await assertNameFree(tx, employmentTypes, organizationId, input.name, { exceptId: id });
  }
  const after = await updateRecord(
    tx,
    employmentTypes,
    'employment_type',
    organizationId,
    before,
    { name: input.name, noticePeriodDays: input.notice_period_days },
    audit,
  );
  if (after.name !== before.name) {
    await tx
      .update(employees)
      .set({ employmentType: after.name, updatedAt: new Date() })
      .where(and(eq(employees.organizationId, organizationId), eq(employees.employmentType, before.name)));
  }
  return employmentTypeOf(after);
}

export async function removeEmploymentType(tx: Tx, organizationId: number, id: number, audit: Audit) {
  const before = await requireRecord(tx, employmentTypes, organizationId, id);
  const [inUse] = await tx
    .select({ value: count() })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.employmentType, before.name)));
  if (inUse?.value) throw new AppError('integrity_error', { detail: 'This employment type is in use.' });
  await deleteRecord(tx, employmentTypes, 'employment_type', organizationId, before, audit);
}

const locationOf = (row: typeof locations.$inferSelect) => ({
  id: row.id,
  name: row.name,
  city: row.city,
  state: row.state,
  country: row.country,
  zip_code: row.zipCode,
  is_headquarters: row.isHeadquarters,
});

export function listLocations(db: Queryable, organizationId: number, query: LocationQuery) {
  return findRecordPage(db, locations, organizationId, query, {
    columns: {
      id: locations.id,
      name: locations.name,
      city: locations.city,
      state: locations.state,
      country: locations.country,
      zip_code: locations.zipCode,
      is_headquarters: locations.isHeadquarters,
    },
    sortable: { city: locations.city },
  });
}

async function countHeadquarters(db: Queryable, organizationId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), eq(locations.isHeadquarters, true)));
  return row?.value ?? 0;
}

/** Spec 5, at least one headquarters: the organisation's first location is its headquarters. */
export async function addLocation(tx: Tx, organizationId: number, input: LocationCreate, audit: Audit) {
  await assertNameFree(tx, locations, organizationId, input.name);
  const isHeadquarters = input.is_headquarters || (await countHeadquarters(tx, organizationId)) === 0;
  const row = await insertRecord(
    tx,
    locations,
    'location',
    organizationId,
    {
      name: input.name,
      city: input.city ?? null,
      state: input.state ?? null,
      country: input.country ?? null,
      zipCode: input.zip_code ?? null,
      isHeadquarters,
    },
    audit,
  );
  return locationOf(row);
}

const isLastHeadquarters = async (
  db: Queryable,
  organizationId: number,
  location: { isHeadquarters: boolean },
) => location.isHeadquarters && (await countHeadquarters(db, organizationId)) <= 1;

export async function changeLocation(
  tx: Tx,
  organizationId: number,
  id: number,
  input: LocationUpdate,
  audit: Audit,
) {
  const before = await requireRecord(tx, locations, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, locations, organizationId, input.name, { exceptId: id });
  if (input.is_headquarters === false && (await isLastHeadquarters(tx, organizationId, before))) {
    throw new AppError('headquarter_required');
  }
  const after = await updateRecord(
    tx,
    locations,
    'location',
    organizationId,
    before,
    {
      name: input.name,
      city: input.city,
      state: input.state,
      country: input.country,
      zipCode: input.zip_code,
      isHeadquarters: input.is_headquarters,
    },
    audit,
  );
  return locationOf(after);
}

export async function removeLocation(tx: Tx, organizationId: number, id: number, audit: Audit) {
  const before = await requireRecord(tx, locations, organizationId, id);
  if (await isLastHeadquarters(tx, organizationId, before)) throw new AppError('headquarter_required');
  await deleteRecord(tx, locations, 'location', organizationId, before, audit);
}

/** Notice periods a new organisation starts with, by employment type. */
export const DEFAULT_EMPLOYMENT_TYPES = [
  { name: 'full-time', noticePeriodDays: 60 },
  { name: 'part-time', noticePeriodDays: 30 },
  { name: 'intern', noticePeriodDays: 15 },
] as const;

/** What a new organisation needs before its first employee: employment types and a headquarters named after it. */
export async function seedOrgSetupDefaults(
  tx: Tx,
  organization: { id: number; name: string },
  audit: Audit,
): Promise<void> {
  for (const type of DEFAULT_EMPLOYMENT_TYPES) {
    await insertRecord(tx, employmentTypes, 'employment_type', organization.id, type, audit);
  }
  await insertRecord(
    tx,
    locations,
    'location',
    organization.id,
    { name: organization.name, isHeadquarters: true },
    audit,
  );
}
