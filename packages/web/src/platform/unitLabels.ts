import { type UnitLabels, unitLabels } from '@atrium/contracts';
import { useOrganization } from './OrganizationContext';

/** The organisation's own words for departments and sub-departments ('Function', 'Sub Function'), everywhere. */
export function useUnitLabels(): UnitLabels {
  return unitLabels(useOrganization().organization_setting);
}
