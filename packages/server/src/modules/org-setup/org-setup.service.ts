import {
  ctcRangeIsOrdered,
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
} from '@atrium/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import {
  assertNameFree,
  deleteRecord,
  findRecordPage,
  insertRecord,
  requireRecord,
  type SetupTable,
  updateRecord,
} from '../../platform/records/org-records';
import type { Scope } from '../../platform/scope';
import {
  businessRegions,
  businessUnits,
  designations,
  employmentTypes,
  grades,
  locations,
  skills,
} from './org-setup.tables';
import type { SetupPeople } from './setup-people';

/** Catalogues that hold nothing but a unique name, by the path segment they are served under. */
export const NAMED_CATALOGUES = {
  designations: { table: designations, entityType: 'designation' },
  'business-units': { table: businessUnits, entityType: 'business_unit' },
  'business-regions': { table: businessRegions, entityType: 'business_region' },
  skills: { table: skills, entityType: 'skill' },
} as const satisfies Record<string, { table: SetupTable; entityType: string }>;
export type NamedCatalogue = (typeof NAMED_CATALOGUES)[keyof typeof NAMED_CATALOGUES];

const named = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });

export function listNamedRecords(
  db: Queryable,
  catalogue: NamedCatalogue,
  organizationId: number,
  query: NamedRecordQuery,
) {
  const { table } = catalogue;
  return findRecordPage(db, table, organizationId, query, { columns: { id: table.id, name: table.name } });
}

export async function addNamedRecord(scope: Scope, catalogue: NamedCatalogue, input: NamedRecordInput) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertNameFree(tx, catalogue.table, organizationId, input.name);
  return named(await insertRecord(scope, catalogue.table, catalogue.entityType, input));
}

export async function changeNamedRecord(
  scope: Scope,
  catalogue: NamedCatalogue,
  id: number,
  input: NamedRecordInput,
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, catalogue.table, organizationId, id);
  await assertNameFree(tx, catalogue.table, organizationId, input.name, { exceptId: id });
  return named(await updateRecord(scope, catalogue.table, catalogue.entityType, before, input));
}

export async function removeNamedRecord(scope: Scope, catalogue: NamedCatalogue, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, catalogue.table, organizationId, id);
  await deleteRecord(scope, catalogue.table, catalogue.entityType, before);
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

export async function addGrade(scope: Scope, input: GradeCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertNameFree(tx, grades, organizationId, input.name);
  const row = await insertRecord(scope, grades, 'grade', {
    name: input.name,
    level: input.level,
    minCtc: input.min_ctc ?? null,
    maxCtc: input.max_ctc ?? null,
  });
  return gradeOf(row);
}

export async function changeGrade(scope: Scope, id: number, input: GradeUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, grades, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, grades, organizationId, input.name, { exceptId: id });
  const range = {
    min_ctc: input.min_ctc === undefined ? before.minCtc : input.min_ctc,
    max_ctc: input.max_ctc === undefined ? before.maxCtc : input.max_ctc,
  };
  if (!ctcRangeIsOrdered(range)) throw invalid({ min_ctc: ['min_exceeds_max'] });
  const after = await updateRecord(scope, grades, 'grade', before, {
    name: input.name,
    level: input.level,
    minCtc: input.min_ctc,
    maxCtc: input.max_ctc,
  });
  return gradeOf(after);
}

export async function removeGrade(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, grades, organizationId, id);
  await deleteRecord(scope, grades, 'grade', before);
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

export async function addEmploymentType(scope: Scope, input: EmploymentTypeCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertNameFree(tx, employmentTypes, organizationId, input.name);
  const row = await insertRecord(scope, employmentTypes, 'employment_type', {
    name: input.name,
    noticePeriodDays: input.notice_period_days,
  });
  return employmentTypeOf(row);
}

/** Employees carry their employment type by name, so a rename carries over to them. */
export async function changeEmploymentType(
  scope: Scope,
  people: SetupPeople,
  id: number,
  input: EmploymentTypeUpdate,
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, employmentTypes, organizationId, id);
  if (input.name !== undefined) {
    await assertNameFree(tx, employmentTypes, organizationId, input.name, { exceptId: id });
  }
  const after = await updateRecord(scope, employmentTypes, 'employment_type', before, {
    name: input.name,
    noticePeriodDays: input.notice_period_days,
  });
  if (after.name !== before.name)
    await people.renameEmploymentType(tx, organizationId, before.name, after.name);
  return employmentTypeOf(after);
}

export async function removeEmploymentType(scope: Scope, people: SetupPeople, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, employmentTypes, organizationId, id);
  if (await people.countWithEmploymentType(tx, organizationId, before.name))
    throw new AppError('integrity_error', { detail: 'This employment type is in use.' });
  await deleteRecord(scope, employmentTypes, 'employment_type', before);
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
export async function addLocation(scope: Scope, input: LocationCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertNameFree(tx, locations, organizationId, input.name);
  const isHeadquarters = input.is_headquarters || (await countHeadquarters(tx, organizationId)) === 0;
  const row = await insertRecord(scope, locations, 'location', {
    name: input.name,
    city: input.city ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
    zipCode: input.zip_code ?? null,
    isHeadquarters,
  });
  return locationOf(row);
}

const isLastHeadquarters = async (
  db: Queryable,
  organizationId: number,
  location: { isHeadquarters: boolean },
) => location.isHeadquarters && (await countHeadquarters(db, organizationId)) <= 1;

export async function changeLocation(scope: Scope, id: number, input: LocationUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, locations, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, locations, organizationId, input.name, { exceptId: id });
  if (input.is_headquarters === false && (await isLastHeadquarters(tx, organizationId, before))) {
    throw new AppError('headquarter_required');
  }
  const after = await updateRecord(scope, locations, 'location', before, {
    name: input.name,
    city: input.city,
    state: input.state,
    country: input.country,
    zipCode: input.zip_code,
    isHeadquarters: input.is_headquarters,
  });
  return locationOf(after);
}

export async function removeLocation(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, locations, organizationId, id);
  if (await isLastHeadquarters(tx, organizationId, before)) throw new AppError('headquarter_required');
  await deleteRecord(scope, locations, 'location', before);
}

/** Notice periods a new organisation starts with, by employment type. */
export const DEFAULT_EMPLOYMENT_TYPES = [
  { name: 'full-time', noticePeriodDays: 60 },
  { name: 'part-time', noticePeriodDays: 30 },
  { name: 'intern', noticePeriodDays: 15 },
] as const;

/** What a new organisation needs before its first employee: employment types and a headquarters named after it. */
export async function seedOrgSetupDefaults(scope: Scope): Promise<void> {
  const { org } = scope;
  for (const type of DEFAULT_EMPLOYMENT_TYPES) {
    await insertRecord(scope, employmentTypes, 'employment_type', type);
  }
  await insertRecord(scope, locations, 'location', { name: org.name, isHeadquarters: true });
}
