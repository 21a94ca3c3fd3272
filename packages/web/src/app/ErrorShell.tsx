import { Outlet } from 'react-router';
import { usePublicOrganization } from '../modules/orgs';
import { useCurrentUser } from '../platform/currentUser';
import { OrganizationContext } from '../platform/OrganizationContext';
import { hasAccessToken } from '../platform/sessionToken';
import { PageLoader } from '../ui/PageLoader';
import { lazyPage } from './lazyPage';

const AppLayout = lazyPage(() => import('./AppLayout').then((m) => m.AppLayout));

/**
 * /403, /404 and /disabled-workspace: for a signed-in user of a known organisation the error shows inside the
 * signed-in shell, header and navigation included, so the way on is at hand; otherwise (an unknown host, a
 * visitor) the page stands alone.
 */
export function ErrorShell() {
  const isSignedIn = hasAccessToken();
  const organization = usePublicOrganization(window.location.hostname, { enabled: isSignedIn });
  if (!isSignedIn || organization.isError) return <Outlet />;
  if (!organization.data) return <PageLoader />;
  return (
    <OrganizationContext value={organization.data}>
      <SignedInShell />
    </OrganizationContext>
  );
}

/** The shell needs the signed-in user; when that is what failed, the error page stands alone. */
function SignedInShell() {
  const currentUser = useCurrentUser();
  if (currentUser.isError) return <Outlet />;
  if (!currentUser.data) return <PageLoader />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
