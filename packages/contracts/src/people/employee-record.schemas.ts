import { z } from 'zod';
import { AADHAAR_PATTERN, PAN_PATTERN, PHONE_PATTERN } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { SKILL_LEVELS } from './skill-levels';

export const MIN_EMPLOYEE_AGE = 18;
export const GENDERS = ['male', 'female', 'other'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
/** Statuses an employee manager sets by hand; in-notice and exited follow the exit workflow. */
export const EMPLOYEE_STATUSES = ['active', 'suspension', 'in-notice', 'exited'] as const;
export { SKILL_LEVELS };
export const MANUAL_EMPLOYEE_STATUSES = ['active', 'suspension'] as const;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** What may be kept on an employee's record. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx', 'txt'] as const;

const isoDate = z.iso.date();
const id = IdSchema;
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Whole years between `dob` and `on` (both YYYY-MM-DD). */
export function ageOn(dob: string, on: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

const todayIso = () => new Date().toISOString().slice(0, 10);
const DobSchema = isoDate.refine((dob) => ageOn(dob, todayIso()) >= MIN_EMPLOYEE_AGE, 'age_below_18');
const PhoneSchema = z.string().trim().regex(PHONE_PATTERN, 'invalid_phone');

/** The personal part of the record: the employee may edit some of it themselves. */
export const PersonalDetailsSchema = z.object({
  first_name: z.string().trim().min(1, 'required').max(64),
  middle_name: z.string().trim().max(64).optional(),
  last_name: z.string().trim().max(64),
  dob: DobSchema.nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  blood_group: z.enum(BLOOD_GROUPS).nullable().optional(),
  marital_status: z.enum(MARITAL_STATUSES).nullable().optional(),
  nationality: optionalText(64),
  mobile: PhoneSchema.nullable().optional(),
  landline: PhoneSchema.nullable().optional(),
  personal_email: z.email('invalid_email').max(256).nullable().optional(),
});

/** Work details that are not effective-dated. */
export const EmploymentDetailsSchema = z.object({
  code: z.string().trim().min(1, 'required').max(64),
  employment_type: z.string().trim().min(1, 'required').max(64),
  date_of_joining: isoDate,
  total_experience: z.number().min(0).max(99.9).nullable().optional(),
  location_id: id.nullable().optional(),
  business_unit_id: id.nullable().optional(),
  business_region_id: id.nullable().optional(),
  /** Approves the timesheets of the people who report to them (spec: the timesheet approver role). */
  is_timesheet_approver: z.boolean().optional(),
});

/** The effective-dated work details. */
export const WorkAssignmentSchema = z.object({
  designation_id: id.nullable().optional(),
  department_id: id.nullable().optional(),
  sub_department_id: id.nullable().optional(),
  grade_id: id.nullable().optional(),
  reporting_manager_id: id.nullable().optional(),
});

export const IdentitySchema = z.object({
  pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, 'invalid_pan').nullable().optional(),
  aadhaar: z.string().trim().regex(AADHAAR_PATTERN, 'invalid_aadhaar').nullable().optional(),
});

export const EmployeeCreateSchema = z.strictObject({
  ...PersonalDetailsSchema.shape,
  email: z.email('invalid_email').max(256),
  ...EmploymentDetailsSchema.shape,
  ...WorkAssignmentSchema.shape,
  ...IdentitySchema.shape,
});
export type EmployeeCreate = z.infer<typeof EmployeeCreateSchema>;

/** Changes to personal and employment details; work assignments change through a dated work change. */
export const EmployeeUpdateSchema = z.strictObject({
  ...PersonalDetailsSchema.partial().shape,
  ...EmploymentDetailsSchema.partial().shape,
});
export type EmployeeUpdate = z.infer<typeof EmployeeUpdateSchema>;

/** What an employee may change on their own record. */
export const OwnProfileUpdateSchema = PersonalDetailsSchema.pick({
  mobile: true,
  landline: true,
  personal_email: true,
  blood_group: true,
  marital_status: true,
  nationality: true,
})
  .partial()
  .strict();
export type OwnProfileUpdate = z.infer<typeof OwnProfileUpdateSchema>;

export const WorkChangeSchema = z.strictObject({
  effective_date: isoDate,
  ...WorkAssignmentSchema.shape,
  status: z.enum(MANUAL_EMPLOYEE_STATUSES).optional(),
});
export type WorkChange = z.infer<typeof WorkChangeSchema>;

export const IdentityUpdateSchema = IdentitySchema.strict();

const Named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const Person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  code: z.string(),
});

export const WorkPeriodSchema = z.object({
  id: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  designation: Named,
  department: Named,
  sub_department: Named,
  grade: Named,
  reporting_manager: Person.nullable(),
  status: z.string(),
  changed_by: z.string().nullable(),
});
export const WorkHistorySchema = z.object({ results: z.array(WorkPeriodSchema) });
export type WorkPeriod = z.infer<typeof WorkPeriodSchema>;

/** Identity numbers as everyone but an employee manager sees them: only the last four characters. */
export const MaskedIdentitySchema = z.object({ pan: z.string().nullable(), aadhaar: z.string().nullable() });

export const BankDetailInputSchema = z.strictObject({
  bank_name: z.string().trim().min(1, 'required').max(256),
  account_holder: z.string().trim().min(1, 'required').max(256),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, 'invalid'),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'invalid'),
  branch: optionalText(256),
  is_primary: z.boolean().optional(),
});
export const BankDetailUpdateSchema = BankDetailInputSchema.partial().strict();
export const BankDetailSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_holder: z.string(),
  account_number: z.string(),
  ifsc: z.string(),
  branch: z.string().nullable(),
  is_primary: z.boolean(),
});
export const BankDetailListSchema = z.object({ results: z.array(BankDetailSchema) });

export const EmployeeSkillsInputSchema = z.strictObject({
  skills: z
    .array(z.strictObject({ skill_id: id, level: z.enum(SKILL_LEVELS) }))
    .max(100)
    .refine((rows) => new Set(rows.map((row) => row.skill_id)).size === rows.length, 'invalid'),
});
export const EmployeeSkillSchema = z.object({
  skill_id: z.number().int(),
  name: z.string(),
  level: z.string(),
});

export const EmployeeDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  extension: z.string(),
  size_bytes: z.number().int(),
  created: z.string(),
  creator: z.object({ id: z.number().int() }).nullable(),
});
export const EmployeeDocumentListSchema = z.object({ results: z.array(EmployeeDocumentSchema) });

/** The full record: GET /org/employees/{id}/ for employee managers, the CEO and the employee. */
export const EmployeeDetailSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  is_active: z.boolean(),
  photo: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  blood_group: z.string().nullable(),
  marital_status: z.string().nullable(),
  nationality: z.string().nullable(),
  mobile: z.string().nullable(),
  landline: z.string().nullable(),
  personal_email: z.string().nullable(),
  code: z.string(),
  employment_type: z.string(),
  status: z.string(),
  date_of_joining: z.string().nullable(),
  total_experience: z.number().nullable(),
  designation: Named,
  department: Named,
  sub_department: Named,
  grade: Named,
  location: Named,
  business_unit: Named,
  business_region: Named,
  reporting_manager: Person.nullable(),
  is_timesheet_approver: z.boolean(),
  identity: MaskedIdentitySchema,
  skills: z.array(EmployeeSkillSchema),
  /** What the caller may do on this record. */
  can_manage: z.boolean(),
});
export type EmployeeDetail = z.infer<typeof EmployeeDetailSchema>;

export const EmployeeCreatedSchema = z.object({ id: z.number().int(), user_id: z.number().int() });
export const DocumentParamsSchema = z.object({
  id: IdParamSchema,
  documentId: IdParamSchema,
});
export const BankParamsSchema = z.object({
  id: IdParamSchema,
  bankId: IdParamSchema,
});

const Option = z.object({ id: z.number().int(), name: z.string() });
/** Everything the employee form picks from, in one answer: GET /org/employees/form-options/. */
export const EmployeeFormOptionsSchema = z.object({
  designations: z.array(Option),
  departments: z.array(Option.extend({ sub_departments: z.array(Option) })),
  grades: z.array(Option),
  employment_types: z.array(Option),
  locations: z.array(Option),
  business_units: z.array(Option),
  business_regions: z.array(Option),
  skills: z.array(Option),
});
export type EmployeeFormOptions = z.infer<typeof EmployeeFormOptionsSchema>;
