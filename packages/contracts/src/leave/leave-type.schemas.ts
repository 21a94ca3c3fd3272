import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const LEAVE_KINDS = ['paid', 'unpaid', 'optional', 'comp_off'] as const;
export const LEAVE_UNITS = ['days', 'hours'] as const;
/** `fixed`: the whole year's quantity at the start; `monthly`: a twelfth on the first of each month. */
export const ACCRUAL_MODES = ['fixed', 'monthly'] as const;
export const CARRY_FORWARD_MODES = ['none', 'count', 'percent'] as const;
export const GENDERS_FOR_LEAVE = ['male', 'female', 'other'] as const;

export type LeaveKind = (typeof LEAVE_KINDS)[number];
export type LeaveUnit = (typeof LEAVE_UNITS)[number];
export type AccrualMode = (typeof ACCRUAL_MODES)[number];
export type CarryForwardMode = (typeof CARRY_FORWARD_MODES)[number];

export const LEAVE_KIND_LABELS: Readonly<Record<LeaveKind, string>> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  optional: 'Optional holiday',
  comp_off: 'Compensatory off',
};

const id = IdSchema;
const ids = z.array(id).max(500);
/** Leave quantities: days or hours, in halves at most, up to 366. */
const quantity = z
  .number('invalid')
  .min(0, 'invalid')
  .max(366, 'invalid')
  .refine((value) => Number.isInteger(value * 2), 'invalid');

/** Who a leave type or policy applies to; an empty list means everyone on that axis. */
export const ApplicabilitySchema = z.strictObject({
  department_ids: ids.default([]),
  designation_ids: ids.default([]),
  grade_ids: ids.default([]),
  employment_type_ids: ids.default([]),
  location_ids: ids.default([]),
  genders: z.array(z.enum(GENDERS_FOR_LEAVE)).max(3).default([]),
});
export type Applicability = z.infer<typeof ApplicabilitySchema>;

const leaveTypeFields = {
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .max(10)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'invalid'),
  name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short),
  kind: z.enum(LEAVE_KINDS),
  unit: z.enum(LEAVE_UNITS),
  allow_half_day: z.boolean(),
  annual_quantity: quantity,
  accrual_mode: z.enum(ACCRUAL_MODES),
  prorate_from_joining: z.boolean(),
  carry_forward_mode: z.enum(CARRY_FORWARD_MODES),
  /** A count in the type's unit, or a percentage of the closing balance. */
  carry_forward_value: quantity,
  carry_forward_cap: quantity.nullable(),
  carry_forward_expiry_months: z.number().int().min(1).max(24).nullable(),
  encashment_max: quantity,
  max_consecutive_days: quantity.nullable(),
  notice_days: z.number().int().min(0).max(365),
  /** Days of service from joining before the type may be taken (a probation, say); 0 for none. */
  applicable_after_days: z.number().int().min(0).max(3650),
  attachment_above_days: quantity.nullable(),
  allow_negative: z.boolean(),
  /** Sandwich rule: weekends and holidays between two leave days of a request are counted. */
  sandwich_weekends: z.boolean(),
  sandwich_holidays: z.boolean(),
  applicability: ApplicabilitySchema,
  is_active: z.boolean(),
};

export const LeaveTypeSchema = z.object({ id: z.number().int(), ...leaveTypeFields });
export type LeaveType = z.infer<typeof LeaveTypeSchema>;
export const LeaveTypePageSchema = pageSchema(LeaveTypeSchema);

function leaveTypeRules<
  T extends z.ZodType<
    Partial<Pick<LeaveType, 'unit' | 'allow_half_day' | 'carry_forward_mode' | 'carry_forward_value'>>
  >,
>(schema: T) {
  return schema
    .refine((type) => !(type.unit === 'hours' && type.allow_half_day), {
      message: 'invalid',
      path: ['allow_half_day'],
    })
    .refine((type) => type.carry_forward_mode !== 'percent' || (type.carry_forward_value ?? 0) <= 100, {
      message: 'invalid',
      path: ['carry_forward_value'],
    });
}

export const LeaveTypeCreateSchema = leaveTypeRules(
  z.strictObject({
    ...leaveTypeFields,
    allow_half_day: leaveTypeFields.allow_half_day.default(true),
    accrual_mode: leaveTypeFields.accrual_mode.default('fixed'),
    prorate_from_joining: leaveTypeFields.prorate_from_joining.default(true),
    carry_forward_mode: leaveTypeFields.carry_forward_mode.default('none'),
    carry_forward_value: leaveTypeFields.carry_forward_value.default(0),
    carry_forward_cap: leaveTypeFields.carry_forward_cap.default(null),
    carry_forward_expiry_months: leaveTypeFields.carry_forward_expiry_months.default(null),
    encashment_max: leaveTypeFields.encashment_max.default(0),
    max_consecutive_days: leaveTypeFields.max_consecutive_days.default(null),
    notice_days: leaveTypeFields.notice_days.default(0),
    applicable_after_days: leaveTypeFields.applicable_after_days.default(0),
    attachment_above_days: leaveTypeFields.attachment_above_days.default(null),
    allow_negative: leaveTypeFields.allow_negative.default(false),
    sandwich_weekends: leaveTypeFields.sandwich_weekends.default(false),
    sandwich_holidays: leaveTypeFields.sandwich_holidays.default(false),
    applicability: ApplicabilitySchema.default({
      department_ids: [],
      designation_ids: [],
      grade_ids: [],
      employment_type_ids: [],
      location_ids: [],
      genders: [],
    }),
    is_active: leaveTypeFields.is_active.default(true),
  }),
);
export type LeaveTypeCreate = z.input<typeof LeaveTypeCreateSchema>;
export const LeaveTypeUpdateSchema = leaveTypeRules(z.strictObject(leaveTypeFields).partial());
export type LeaveTypeUpdate = z.input<typeof LeaveTypeUpdateSchema>;

export const LeaveTypeQuerySchema = listQuerySchema(['code', 'name']).extend({
  is_active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type LeaveTypeQuery = z.input<typeof LeaveTypeQuerySchema>;
