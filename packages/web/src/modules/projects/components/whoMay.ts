import { type ProjectAction, ProjectPermissionVariantSchema, whoMayDoProjectAction } from '@atrium/contracts';
import { useOrganization } from '../../../platform/OrganizationContext';

/**
 * Who may take a project action under the organisation's permission variant, in words ("its delivery lead or the
 * CEO"), for screens that tell the caller who may do what they may not, rather than grey out its controls.
 */
export function useWhoMay() {
  const variant = ProjectPermissionVariantSchema.catch('default').parse(
    useOrganization().project_permission_variant,
  );
  return (action: ProjectAction) => whoMayDoProjectAction(variant, action);
}
