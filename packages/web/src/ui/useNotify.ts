import { App } from 'antd';
import { type ReactNode, useCallback } from 'react';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/**
 * Toasts (spec 2.10): top-right, closing after 5 seconds, as AppProviders configures Ant Design's App
 * once for the whole app. `notify('success', 'Record Updated')`.
 */
export function useNotify(): (type: ToastType, title: ReactNode, description?: ReactNode) => void {
  const { notification } = App.useApp();
  return useCallback(
    (type: ToastType, title: ReactNode, description?: ReactNode) =>
      notification[type]({ title, description }),
    [notification],
  );
}
