import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { DECIMAL_13_2_PATTERN, ZipCodeSchema } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

const id = IdSchema;
const name = z.string().trim().min(1, 'required').max(TEXT_LIMITS.short);
const place = z.string().trim().max(TEXT_LIMITS.short).nullable().optional();
/** numeric(15,2): up to 13 integer digits and 2 decimals. */
const money = z
  .number()
  .min(0)
  .refine((value) => DECIMAL_13_2_PATTERN.test(String(value)), 'invalid');
const search = z.string().trim().max(100).optional();
const idFilter = IdParamSchema.optional();

export const OrgSetupParamsSchema = z.object({ id: IdParamSchema });

/** A unit's head: a user, picked as an employee. */
const UnitHeadSchema = z
  .object({ user_id: z.number().int(), employee_id: z.number().int().nullable(), name: z.string() })
  .nullable();
const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

/** A catalogue with nothing but a unique name: designations, business units, business regions, skills. */
export const NamedRecordSchema = NamedSchema;
export type NamedRecord = z.infer<typeof NamedRecordSchema>;
export const NamedRecordPageSchema = pageSchema(NamedRecordSchema);
export const NamedRecordInputSchema = z.strictObject({ name });
export type NamedRecordInput = z.infer<typeof NamedRecordInputSchema>;
export const NamedRecordQuerySchema = listQuerySchema(['name', 'created']).extend({ search });
export type NamedRecordQuery = z.infer<typeof NamedRecordQuerySchema>;

export const DepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  head: UnitHeadSchema,
  sub_department_count: z.number().int(),
  head_count: z.number().int(),
});
export type Department = z.infer<typeof DepartmentSchema>;
export const DepartmentPageSchema = pageSchema(DepartmentSchema);
export const DepartmentCreateSchema = z.strictObject({ name, head_employee_id: id.nullable().optional() });
export type DepartmentCreate = z.infer<typeof DepartmentCreateSchema>;
export const DepartmentUpdateSchema = DepartmentCreateSchema.partial();
export type DepartmentUpdate = z.infer<typeof DepartmentUpdateSchema>;
export const DepartmentQuerySchema = listQuerySchema(['name', 'head_count', 'created']).extend({
  search,
  /** Only units the user with this id heads. */
  head: idFilter,
});
export type DepartmentQuery = z.infer<typeof DepartmentQuerySchema>;

export const SubDepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  department: NamedSchema,
  head: UnitHeadSchema,
  head_count: z.number().int(),
});
export type SubDepartment = z.infer<typeof SubDepartmentSchema>;
export const SubDepartmentPageSchema = pageSchema(SubDepartmentSchema);
export const SubDepartmentCreateSchema = z.strictObject({
  department_id: id,
  name,
  head_employee_id: id.nullable().optional(),
});
export type SubDepartmentCreate = z.infer<typeof SubDepartmentCreateSchema>;
/** A sub-department stays in its department; its name and head change. */
export const SubDepartmentUpdateSchema = SubDepartmentCreateSchema.omit({ department_id: true }).partial();
export type SubDepartmentUpdate = z.infer<typeof SubDepartmentUpdateSchema>;
export const SubDepartmentQuerySchema = listQuerySchema([
  'name',
  'department',
  'head_count',
  'created',
]).extend({
  search,
  department: idFilter,
  head: idFilter,
});
export type SubDepartmentQuery = z.infer<typeof SubDepartmentQuerySchema>;

/** A department's or sub-department's people, for its head. */
export const UnitMemberSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.string(),
  designation: z.string().nullable(),
  sub_department: z.string().nullable(),
});
export type UnitMember = z.infer<typeof UnitMemberSchema>;
export const UnitMemberPageSchema = pageSchema(UnitMemberSchema);
export const UnitMemberQuerySchema = listQuerySchema(['name', 'code']).extend({ search });
export type UnitMemberQuery = z.infer<typeof UnitMemberQuerySchema>;

/** Spec 5: a grade's minimum CTC must not exceed its maximum; either may be left open. */
export const ctcRangeIsOrdered = (grade: { min_ctc?: number | null; max_ctc?: number | null }) =>
  grade.min_ctc == null || grade.max_ctc == null || grade.min_ctc <= grade.max_ctc;
const ctcRangeIssue = { message: 'min_exceeds_max', path: ['min_ctc'] };

export const GradeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  /** The CTC band: answered only to the salary group (spec 6). */
  min_ctc: z.number().nullable().optional(),
  max_ctc: z.number().nullable().optional(),
});
export type Grade = z.infer<typeof GradeSchema>;
export const GradePageSchema = pageSchema(GradeSchema);
const GradeFieldsSchema = z.strictObject({
  name,
  level: z.number().int().min(1).max(99),
  min_ctc: money.nullable().optional(),
  max_ctc: money.nullable().optional(),
});
/** Spec 5: the minimum CTC must not exceed the maximum (field code `min_exceeds_max` on min_ctc). */
export const GradeCreateSchema = GradeFieldsSchema.refine(ctcRangeIsOrdered, ctcRangeIssue);
export type GradeCreate = z.infer<typeof GradeCreateSchema>;
export const GradeUpdateSchema = GradeFieldsSchema.partial().refine(ctcRangeIsOrdered, ctcRangeIssue);
export type GradeUpdate = z.infer<typeof GradeUpdateSchema>;
export const GradeQuerySchema = listQuerySchema(['name', 'level', 'created']).extend({ search });
export type GradeQuery = z.infer<typeof GradeQuerySchema>;

export const EmploymentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  notice_period_days: z.number().int(),
});
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;
export const EmploymentTypePageSchema = pageSchema(EmploymentTypeSchema);
export const EmploymentTypeCreateSchema = z.strictObject({
  name,
  notice_period_days: z.number().int().min(0).max(365),
});
export type EmploymentTypeCreate = z.infer<typeof EmploymentTypeCreateSchema>;
export const EmploymentTypeUpdateSchema = EmploymentTypeCreateSchema.partial();
export type EmploymentTypeUpdate = z.infer<typeof EmploymentTypeUpdateSchema>;
export const EmploymentTypeQuerySchema = listQuerySchema(['name', 'notice_period_days', 'created']).extend({
  search,
});
export type EmploymentTypeQuery = z.infer<typeof EmploymentTypeQuerySchema>;

export const LocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  is_headquarters: z.boolean(),
});
export type Location = z.infer<typeof LocationSchema>;
export const LocationPageSchema = pageSchema(LocationSchema);
export const LocationCreateSchema = z.strictObject({
  name,
  city: place,
  state: place,
  country: place,
  /** Spec 5: exactly 6 digits; an empty field clears it. */
  zip_code: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().pipe(ZipCodeSchema).nullable().optional(),
  ),
  is_headquarters: z.boolean().optional(),
});
export type LocationCreate = z.infer<typeof LocationCreateSchema>;
export const LocationUpdateSchema = LocationCreateSchema.partial();
export type LocationUpdate = z.infer<typeof LocationUpdateSchema>;
export const LocationQuerySchema = listQuerySchema(['name', 'city', 'created']).extend({ search });
export type LocationQuery = z.infer<typeof LocationQuerySchema>;
