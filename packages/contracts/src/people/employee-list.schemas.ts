import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, searchedPageSchema } from '../lists';

export const EMPLOYEE_SORTABLE = ['name', 'code', 'date_of_joining', 'designation', 'department'] as const;

export const EmployeeListQuerySchema = listQuerySchema(EMPLOYEE_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
  status: z
    .string()
    .regex(/^[a-z-]+(,[a-z-]+)*$/, 'invalid')
    .max(200)
    .optional(),
  department: IdParamSchema.optional(),
  employment_type: z.string().max(40).optional(),
  /** Only people whose joining day is this date or earlier (a head count leaves out those joining later). */
  joined_by: z.iso.date().optional(),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuerySchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** The directory row every colleague may see: nothing private (no pay, bank, national id or contact details). */
export const EmployeeListItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  status: z.string(),
  employment_type: z.string(),
  date_of_joining: z.string().nullable(),
  designation: NamedSchema,
  department: NamedSchema,
  sub_department: NamedSchema,
});
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

export const EmployeePageSchema = searchedPageSchema(EmployeeListItemSchema);
