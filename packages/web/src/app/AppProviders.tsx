import { TOAST_AUTO_CLOSE_MS } from '@atrium/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { APP_THEME } from './appTheme';

/** GETs are already retried on network failure by the API client (spec 8), so queries do not retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={APP_THEME}>
        {/* Toasts appear top-right and close after 5 seconds (spec 2.10). */}
        <App notification={{ placement: 'topRight', duration: TOAST_AUTO_CLOSE_MS / 1000 }}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
