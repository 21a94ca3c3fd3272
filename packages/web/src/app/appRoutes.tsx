import { TOOLS } from '@atrium/contracts';
import { Navigate, type RouteObject } from 'react-router';
import { loadAuthProvidersPage, loadPasswordPage, loadSignInPage } from '../modules/accounts';
import { loadErrorPage, loadMaintenancePage } from '../modules/errors';
import { DEFAULT_WORKSPACE_PATH, MAINTENANCE_PATH, SIGN_IN_PATH } from '../platform/paths';
import { AppRoot } from './AppRoot';
import { ErrorShell } from './ErrorShell';
import { lazyPage } from './lazyPage';
import { OrganizationGate } from './OrganizationGate';
import { RequireAuth } from './RequireAuth';

const SignInPage = lazyPage(loadSignInPage);
const PasswordPage = lazyPage(loadPasswordPage);
const AuthProvidersPage = lazyPage(loadAuthProvidersPage);
const ErrorPage = lazyPage(loadErrorPage);
const MaintenancePage = lazyPage(loadMaintenancePage);
const AppLayout = lazyPage(() => import('./AppLayout').then((m) => m.AppLayout));
const WorkspacePage = lazyPage(() => import('./workspace/WorkspacePage').then((m) => m.WorkspacePage));
const ResolverPage = lazyPage(() => import('./workspace/ResolverPage').then((m) => m.ResolverPage));
const DashboardPage = lazyPage(() => import('./workspace/DashboardPage').then((m) => m.DashboardPage));
const ToolPage = lazyPage(() => import('./workspace/ToolPage').then((m) => m.ToolPage));

/** The route table (spec 2.1, 2.2). Error pages need no organisation, so an unknown host can reach /404. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <ErrorShell />,
        children: [
          { path: '/403', element: <ErrorPage kind="accessDenied" /> },
          { path: '/404', element: <ErrorPage kind="notFound" /> },
          { path: '/disabled-workspace', element: <ErrorPage kind="disabledWorkspace" /> },
        ],
      },
      { path: MAINTENANCE_PATH, element: <MaintenancePage /> },
      {
        element: <OrganizationGate />,
        children: [
          { path: SIGN_IN_PATH, element: <SignInPage /> },
          { path: '/reset-password', element: <PasswordPage /> },
          { path: '/reset-extra-auth', element: <PasswordPage forExtraAuth /> },
          { path: '/auth-providers', element: <AuthProvidersPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  { path: '/workspace/:id', element: <WorkspacePage /> },
                  { path: '/resolver', element: <ResolverPage /> },
                  { path: '/dashboard', element: <DashboardPage /> },
                  ...TOOLS.map((tool) => ({
                    path: tool.path,
                    element: <ToolPage identifier={tool.identifier} />,
                  })),
                ],
              },
            ],
          },
          { path: '/', element: <Navigate to={DEFAULT_WORKSPACE_PATH} replace /> },
          { path: '*', element: <Navigate to={DEFAULT_WORKSPACE_PATH} replace /> },
        ],
      },
    ],
  },
];
