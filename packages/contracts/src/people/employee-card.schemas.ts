import { z } from 'zod';
import { IdParamSchema } from '../ids';

const NamedSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What the profile hover card shows (spec 2.10): GET /org/employees/{id}/card/. */
export const EmployeeCardSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  designation: NamedSchema,
  department: NamedSchema,
  code: z.string(),
  total_experience: z.number().nullable(),
  employment_type: z.string(),
  status: z.string(),
});
export type EmployeeCard = z.infer<typeof EmployeeCardSchema>;

export const EmployeeParamsSchema = z.object({ id: IdParamSchema });
