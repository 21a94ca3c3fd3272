import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { ApiStatusBridge } from './ApiStatusBridge';

export function AppRoot() {
  return (
    <>
      <ApiStatusBridge />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
