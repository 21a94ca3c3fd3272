import { z } from 'zod';

/** Lower-case letters, digits and hyphens: the organisation's short name in URLs and tools. */
export const OrganizationSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and hyphens');

/** A host name the organisation is served at, without port: `acme.example.com`, `j1-x7.localhost`. */
export const OrganizationHostSchema = z
  .string()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i, 'a host name')
  .transform((host) => host.toLowerCase());

/** Sample data an operator may ask to be seeded into a new organisation: `demo` is the demo Acme's world. */
export const ORGANIZATION_SAMPLES = ['demo'] as const;

/** `POST /api/operator/organizations/`: a new organisation, its first admin and, on request, sample data. */
export const ProvisionOrganizationSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  slug: OrganizationSlugSchema,
  hosts: z.array(OrganizationHostSchema).min(1).max(10),
  admin_email: z.string().trim().toLowerCase().pipe(z.email()),
  admin_first_name: z.string().trim().min(1).max(100).default('Admin'),
  admin_last_name: z.string().trim().max(100).default(''),
  /** The sample's people keep their demo emails and the demo password; the admin's email must not be one of them. */
  sample: z.enum(ORGANIZATION_SAMPLES).optional(),
});
export type ProvisionOrganization = z.infer<typeof ProvisionOrganizationSchema>;

export const ProvisionedOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hosts: z.array(z.string()),
  admin_email: z.string(),
  /** The first admin's set-password link, also emailed to them. */
  password_link: z.string(),
  sample: z.enum(ORGANIZATION_SAMPLES).nullable(),
});
export type ProvisionedOrganization = z.infer<typeof ProvisionedOrganizationSchema>;
