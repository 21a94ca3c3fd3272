import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRouter';

/**
 * The real route table in memory, starting at `path`, under a memory router the tests can navigate and read
 * (`router`). Ant Design's runtime styles are left out: jsdom re-reads every style sheet on each role query,
 * which made one query take over a second.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  const view = render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </ConfigProvider>,
  );
  return { ...view, router };
}
