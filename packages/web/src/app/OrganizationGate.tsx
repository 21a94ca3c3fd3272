import { ERROR_CODES } from '@atrium/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { usePublicOrganization } from '../modules/orgs/orgs.api';
import { isApiError } from '../platform/apiClient';
import { LoadFailed } from '../ui/LoadFailed';
import { PageLoader } from '../ui/PageLoader';
import { lazyPage } from './lazyPage';
import { OrganizationContext } from './OrganizationContext';

const MaintenancePage = lazyPage(() =>
  import('../modules/errors/MaintenancePage').then((m) => m.MaintenancePage),
);

/**
 * Application start (spec 4): find the organisation by host name before anything else; its name is the
 * page title. An unknown host goes to /404, a server in maintenance shows the maintenance screen.
 */
export function OrganizationGate() {
  const organization = usePublicOrganization(window.location.hostname);

  useEffect(() => {
    if (organization.data) document.title = organization.data.name;
  }, [organization.data]);

  if (organization.isPending) return <PageLoader />;
  if (organization.isError) {
    const { error } = organization;
    if (isApiError(error) && error.code === ERROR_CODES.ORG_NOT_FOUND) return <Navigate to="/404" replace />;
    if (isApiError(error) && error.code === ERROR_CODES.MAINTENANCE) return <MaintenancePage />;
    return <LoadFailed error={error} onRetry={() => organization.refetch()} />;
  }
  return (
    <OrganizationContext value={organization.data}>
      <Outlet />
    </OrganizationContext>
  );
}
