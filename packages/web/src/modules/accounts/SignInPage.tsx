import type { LoginProvider, PublicOrganization } from '@atrium/contracts';
import { Flex, theme } from 'antd';
import { Fragment, useState } from 'react';
import { Navigate } from 'react-router';
import { useOrganization } from '../../platform/OrganizationContext';
import { DEFAULT_WORKSPACE_PATH } from '../../platform/paths';
import { hasAccessToken } from '../../platform/sessionToken';
import { PublicPageCard } from '../../ui/PublicPageCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SignInForm } from './SignInForm';

/** The one organisation whose welcome line shows its name rather than its slug (spec 1). */
const WELCOMED_BY_NAME_SLUG = 'zensoft';

type SignInView = 'signIn' | 'forgotPassword';

/** Primary provider first, then the secondary ones, each once. */
function orderedProviders(organization: PublicOrganization): LoginProvider[] {
  const primary = organization.employee_primary_login_provider;
  return [primary, ...new Set(organization.employee_secondary_login_providers.filter((p) => p !== primary))];
}

/** The line between two ways in, drawn by hand: antd's Divider would be one more chunk on this route. */
function OrDivider() {
  const { token } = theme.useToken();
  const line = { flex: 1, borderTop: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` };
  return (
    <Flex align="center" gap={token.marginSM} style={{ margin: `${token.marginMD}px 0` }}>
      <span style={line} />
      <span>or</span>
      <span style={line} />
    </Flex>
  );
}

export function SignInPage() {
  const organization = useOrganization();
  const [view, setView] = useState<SignInView>('signIn');

  if (hasAccessToken()) return <Navigate to={DEFAULT_WORKSPACE_PATH} replace />;

  // The slug as a name reads with a capital: 'acme' welcomes to 'Acme'.
  const slugAsName = organization.slug.charAt(0).toUpperCase() + organization.slug.slice(1);
  const welcomeName = organization.slug === WELCOMED_BY_NAME_SLUG ? organization.name : slugAsName;
  const providerOption = (provider: LoginProvider) =>
    provider === 'google' ? (
      <GoogleSignInButton />
    ) : (
      <SignInForm onForgotPassword={() => setView('forgotPassword')} />
    );

  return (
    <PublicPageCard
      organization={organization}
      title={`Welcome to ${welcomeName}`}
      subtitle="Access is restricted to legal employees and contractors only. Unauthorised access attempts are tracked."
    >
      {view === 'forgotPassword' ? (
        <ForgotPasswordForm onBackToSignIn={() => setView('signIn')} />
      ) : (
        orderedProviders(organization).map((provider, index) => (
          <Fragment key={provider}>
            {index === 1 && <OrDivider />}
            {providerOption(provider)}
          </Fragment>
        ))
      )}
    </PublicPageCard>
  );
}
