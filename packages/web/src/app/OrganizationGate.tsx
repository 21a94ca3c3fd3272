import { ERROR_CODES } from '@atrium/contracts';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { MaintenancePage } from '../modules/errors/MaintenancePage';
import { usePublicOrganization } from '../modules/orgs/orgs.api';
import { isApiError } from '../platform/apiClient';
import { messageForError } from '../platform/errorMessages';
import { PageLoader } from '../ui/PageLoader';
import { OrganizationContext } from './OrganizationContext';

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
    return (
      <Result
        status="error"
        title={messageForError(error)}
        extra={
          <Button type="primary" onClick={() => organization.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <OrganizationContext value={organization.data}>
      <Outlet />
    </OrganizationContext>
  );
}
