import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { ApplicabilitySchema } from './leave-type.schemas';

const id = IdSchema;

/** A bundle of leave types assigned to a group of employees, with its approval chain. */
const policyFields = {
  name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short),
  leave_type_ids: z.array(id).min(1, 'required').max(100),
  applies_to: ApplicabilitySchema,
  /** After the reporting manager, an lms admin approves too. */
  requires_second_approval: z.boolean(),
};

export const LeavePolicySchema = z.object({ id: z.number().int(), ...policyFields });
export type LeavePolicy = z.infer<typeof LeavePolicySchema>;
export const LeavePolicyPageSchema = pageSchema(LeavePolicySchema);

export const LeavePolicyCreateSchema = z.strictObject({
  ...policyFields,
  applies_to: ApplicabilitySchema.default({
    department_ids: [],
    designation_ids: [],
    grade_ids: [],
    employment_type_ids: [],
    location_ids: [],
    genders: [],
  }),
  requires_second_approval: policyFields.requires_second_approval.default(false),
});
export type LeavePolicyCreate = z.input<typeof LeavePolicyCreateSchema>;
export const LeavePolicyUpdateSchema = z.strictObject(policyFields).partial();
export type LeavePolicyUpdate = z.input<typeof LeavePolicyUpdateSchema>;
export const LeavePolicyQuerySchema = listQuerySchema(['name']);
