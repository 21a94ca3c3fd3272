import type { Contract, ContractorDetail, ToolIdentifier, ToolOptions, Vendor } from '@atrium/contracts';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { OrganizationContext } from '../../platform/OrganizationContext';
import { storeAccessToken } from '../../platform/sessionToken';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { AppProviders, createQueryClient } from '../../test/renderTool';
import { ContractDetailsTool } from './ContractDetailsTool';
import { ContractorDetailsTool } from './ContractorDetailsTool';
import { ContractorFormTool } from './ContractorFormTool';
import { ContractorListTool } from './ContractorListTool';
import { VendorDetailsTool } from './VendorDetailsTool';
import { VendorFormTool } from './VendorFormTool';
import { VendorListTool } from './VendorListTool';

export const API = `/api/${ORG.id}/contractors`;

export const VENDOR: Vendor = {
  id: 3,
  name: 'Northwind Staffing',
  gst: '29AAACN1234F1Z5',
  pan: 'AAACN1234F',
  email: 'accounts@northwind.example',
  phone: '9876543210',
  address: '12 MG Road',
  status: 'active',
  contractor_count: 1,
  created: '2026-04-01T10:00:00Z',
};

export const CONTRACTOR: ContractorDetail = {
  id: 5,
  user_id: 50,
  code: 'C-0001',
  status: 'active',
  first_name: 'Ravi',
  last_name: 'Shankar',
  email: 'contractor@acme.example',
  mobile: null,
  vendor: { id: VENDOR.id, name: VENDOR.name },
  active_contract: null,
  created: '2026-04-01T10:00:00Z',
  can_manage: true,
};

export const CONTRACT: Contract = {
  id: 8,
  title: 'Frontend development',
  vendor: { id: VENDOR.id, name: VENDOR.name },
  contractor: { id: CONTRACTOR.id, code: CONTRACTOR.code, name: 'Ravi Shankar' },
  rate: 1800,
  rate_unit: 'hour',
  currency: 'INR',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  status: 'draft',
  terminated_on: null,
  is_editable: true,
  created: '2026-04-01T10:00:00Z',
};

/** The first screen of a test waits for the tool's chunk as well. */
export const page = <T,>(results: T[], count = results.length) => ({ body: { count, results } });

const TOOLS: Partial<Record<ToolIdentifier, ComponentType<ToolProps>>> = {
  'vendor-list': VendorListTool,
  'vendor-form': VendorFormTool,
  'vendor-details': VendorDetailsTool,
  'contractor-list': ContractorListTool,
  'contractor-form': ContractorFormTool,
  'contractor-details': ContractorDetailsTool,
  'contract-details': ContractDetailsTool,
};

/** The tool on its own route: options from `tools_data`, changes written back to the URL, as ToolFrame does. */
function ToolHost({ identifier }: { identifier: ToolIdentifier }) {
  const location = useLocation();
  const navigate = useNavigate();
  const Tool = TOOLS[identifier] as ComponentType<ToolProps>;
  const toolsData = JSON.parse(new URLSearchParams(location.search).get('tools_data') ?? '{}');
  return (
    <Tool
      toolKey={identifier}
      path={null}
      options={(toolsData[identifier] ?? {}) as ToolOptions}
      onOptionsChange={(next) => navigate(toolLink(identifier, next))}
    />
  );
}

/**
 * Renders one of this module's tools on its route with `options`, the API answered by `routes` on top of the
 * base ones, without the rest of the app's route table.
 */
export function openTool(identifier: ToolIdentifier, options: ToolOptions, routes: FakeRoutes) {
  storeAccessToken('token-1');
  const api = installFakeApi({ ...BASE_ROUTES, ...routes });
  const router = createMemoryRouter([{ path: '*', element: <ToolHost identifier={identifier} /> }], {
    initialEntries: [toolLink(identifier, options)],
  });
  const view = {
    router,
    ...render(
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <AppProviders queryClient={createQueryClient()}>
          <OrganizationContext value={ORG}>
            <RouterProvider router={router} />
          </OrganizationContext>
        </AppProviders>
      </ConfigProvider>,
    ),
  };
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `${API}${path}`);
  const toolsData = () =>
    JSON.parse(new URLSearchParams(view.router.state.location.search).get('tools_data') ?? '{}') as Record<
      string,
      Record<string, unknown>
    >;
  return { ...api, ...view, callsTo, toolsData };
}
