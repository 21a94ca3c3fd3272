import type { PublicOrganization } from '@atrium/contracts';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { OrganizationContext } from '../platform/OrganizationContext';
import { ORG } from './fixtures';

/**
 * Test helper for the shared elements: the app's real providers (query client, Ant Design App with its
 * toast placement), an organisation and a router, without the route table. Ant Design's runtime styles
 * are left out for speed, as in renderApp.
 */
export function renderInApp(ui: ReactNode, organization: PublicOrganization = ORG) {
  const queryClient = createQueryClient();
  const view = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppProviders queryClient={queryClient}>
        <OrganizationContext value={organization}>
          <MemoryRouter>{ui}</MemoryRouter>
        </OrganizationContext>
      </AppProviders>
    </ConfigProvider>,
  );
  return { ...view, queryClient };
}
