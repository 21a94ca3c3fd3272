import { type ProjectPermissionVariant, ProjectPermissionVariantSchema } from '@atrium/contracts';
import type { ScopedOrganization } from '../../platform/tenancy/org-scope';

/** The organisation's project permission variant (spec 6); an unknown one falls back to the default table. */
export const variantOf = (
  org: Pick<ScopedOrganization, 'projectPermissionVariant'>,
): ProjectPermissionVariant =>
  ProjectPermissionVariantSchema.catch('default').parse(org.projectPermissionVariant);
