import { TOAST_AUTO_CLOSE_MS } from '@atrium/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
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

/**
 * Someone whose system asks for less motion gets none: no opening, closing or sliding, and no ripple on a click.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const reduceMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => (reduceMotion ? { ...APP_THEME, token: { ...APP_THEME.token, motion: false } } : APP_THEME),
    [reduceMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} wave={{ disabled: reduceMotion }}>
        {/* Toasts appear top-right and close after 5 seconds (spec 2.10). */}
        <App notification={{ placement: 'topRight', duration: TOAST_AUTO_CLOSE_MS / 1000 }}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
