import type { PublicOrganization } from '@atrium/contracts';
import { AtriumLogo } from './AtriumLogo';

interface OrganizationLogoProps {
  organization: Pick<PublicOrganization, 'name' | 'logo'>;
  size?: number;
}

export function OrganizationLogo({ organization, size = 48 }: OrganizationLogoProps) {
  if (!organization.logo) return <AtriumLogo size={size} />;
  return (
    <img src={organization.logo} alt={`${organization.name} logo`} height={size} style={{ maxWidth: 240 }} />
  );
}
