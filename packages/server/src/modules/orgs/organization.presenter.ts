import type { LoginProvider, ProjectPermissionVariant, PublicOrganization } from '@atrium/contracts';
import type { OrganizationRow } from './orgs.queries';

export function toPublicOrganization(row: OrganizationRow): PublicOrganization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    employee_primary_login_provider: row.primaryLoginProvider as LoginProvider,
    employee_secondary_login_providers: row.secondaryLoginProviders as LoginProvider[],
    organization_setting: row.settings,
    project_permission_variant: row.projectPermissionVariant as ProjectPermissionVariant,
  };
}
