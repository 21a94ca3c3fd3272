import { PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { loadMaintenancePage } from '../modules/errors';
import { usePublicOrganization } from '../modules/orgs';
import { isApiError } from '../platform/apiClient';
import { OrganizationContext } from '../platform/OrganizationContext';
import { LoadFailed } from '../ui/LoadFailed';
import { PageLoader } from '../ui/PageLoader';
import { lazyPage } from './lazyPage';

const MaintenancePage = lazyPage(loadMaintenancePage);

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
    if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.ORG_NOT_FOUND)
      return <Navigate to="/404" replace />;
    if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.MAINTENANCE) return <MaintenancePage />;
    return <LoadFailed error={error} onRetry={() => organization.refetch()} />;
  }
  return (
    <OrganizationContext value={organization.data}>
      <Outlet />
    </OrganizationContext>
  );
}
