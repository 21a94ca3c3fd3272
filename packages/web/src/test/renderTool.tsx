import type { ToolOptions } from '@atrium/contracts';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { type ComponentType, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { ToolFrame } from '../app/tools/ToolFrame';
import { OrganizationContext } from '../platform/OrganizationContext';
import type { ToolProps } from '../platform/tools/toolTypes';
import { ORG } from './fixtures';

export { AppProviders, createQueryClient };

/**
 * One tool in its frame (page state, access denied, crash fallback) with the app's providers, without the
 * app shell or the other modules' tools. Options changes are kept, as the URL would keep them; `router`
 * shows where the tool navigated.
 */
export function renderTool(
  Tool: ComponentType<ToolProps>,
  title: string,
  initialOptions: ToolOptions = {},
  /** Where the tool is opened: its own page, or a workspace such as '/workspace/project-overview'. */
  path = '/tool',
) {
  const optionsSeen: ToolOptions[] = [initialOptions];
  function Framed() {
    const [options, setOptions] = useState(initialOptions);
    return (
      <ToolFrame
        toolKey="tool"
        title={title}
        options={options}
        onOptionsChange={(next) => {
          optionsSeen.push(next);
          setOptions(next);
        }}
        load={() => Promise.resolve(Tool)}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/workspace/:id', element: <Framed /> },
      { path: '*', element: <Framed /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppProviders queryClient={queryClient}>
        <OrganizationContext value={ORG}>
          <RouterProvider router={router} />
        </OrganizationContext>
      </AppProviders>
    </ConfigProvider>,
  );
  return { ...view, router, queryClient, optionsSeen };
}
