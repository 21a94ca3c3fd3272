import { z } from 'zod';
import { PROJECT_PERMISSION_VARIANTS } from '../roles';

export const LoginProviderSchema = z.enum(['internal', 'google']);
export type LoginProvider = z.infer<typeof LoginProviderSchema>;

export const OrganizationSettingSchema = z.object({
  department_display_name: z.string(),
  sub_department_display_name: z.string(),
});

/** What the sign-in page needs to know about the organisation behind a host name. */
export const PublicOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  employee_primary_login_provider: LoginProviderSchema,
  employee_secondary_login_providers: z.array(LoginProviderSchema),
  organization_setting: OrganizationSettingSchema,
  project_permission_variant: z.enum(PROJECT_PERMISSION_VARIANTS),
});
export type PublicOrganization = z.infer<typeof PublicOrganizationSchema>;

export const HostParamsSchema = z.object({ host: z.string().min(1).max(253) });
