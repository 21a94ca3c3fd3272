import { z } from 'zod';
import { RoleIdSchema } from '../roles';

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const UserTypeSchema = z.enum(['employee', 'contractor', 'candidate', 'system', 'service']);

/** The signed-in user as `GET /org/employee/me/?roles=true` returns it (spec 3, "Logged-in user"). */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  blood_group: z.string().nullable(),
  marital_status: z.string().nullable(),
  nationality: z.string().nullable(),
  mobile: z.string().nullable(),
  landline: z.string().nullable(),
  photo: z.string().nullable(),
  user_type: UserTypeSchema,
  /** The first-visit tour was closed or finished, in any browser (spec 2.9: it is for new users only). */
  tour_seen: z.boolean(),
  is_active: z.boolean(),
  is_candidate: z.boolean(),
  is_employee: z.boolean(),
  is_contractor: z.boolean(),
  is_org_admin: z.boolean(),
  is_superuser: z.boolean(),
  is_approver: z.boolean(),
  is_department_head: z.boolean(),
  is_reporting_manager: z.boolean(),
  is_timesheet_approver: z.boolean(),
  departments: z.array(z.number().int()),
  sub_department_ids: z.array(z.number().int()),
  primary_role: z.string().nullable(),
  roles: z.array(RoleIdSchema),
  role_objects: z.array(z.object({ id: RoleIdSchema, name: z.string() })),
  employee_info: z
    .object({
      id: z.number().int(),
      code: z.string(),
      employment_type: z.string(),
      status: z.string(),
      total_experience: z.number().nullable(),
      designation: NamedSchema.nullable(),
      department: NamedSchema.nullable(),
    })
    .nullable(),
  contractor_info: z.object({ id: z.number().int(), code: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const CurrentUserQuerySchema = z.object({
  roles: z.enum(['true', 'false']).optional(),
  fields: z.string().max(2000).optional(),
});

/** Display name: first and last name capitalised, or 'System' for a superuser without a name. */
export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'is_superuser'>): string {
  const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const name = [user.first_name, user.last_name].filter(Boolean).map(capitalise).join(' ');
  return name || (user.is_superuser ? 'System' : '');
}
