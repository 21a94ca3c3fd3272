import type { PublicOrganization } from '@atrium/contracts';
import { createContext, useContext } from 'react';

export const OrganizationContext = createContext<PublicOrganization | null>(null);

/** The current organisation; only inside OrganizationGate, which renders nothing until it is known. */
export function useOrganization(): PublicOrganization {
  const organization = useContext(OrganizationContext);
  if (!organization) throw new Error('useOrganization outside OrganizationGate');
  return organization;
}
