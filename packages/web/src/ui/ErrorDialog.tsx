import { DEFAULT_MESSAGES } from '@atrium/contracts';
import { App } from 'antd';
import { useCallback, useRef } from 'react';

/**
 * The error dialog (spec 2.10; spec 8 shows it for any 5xx answer): 'ERROR', the catalogue's apology and
 * an OK button. `showErrorDialog()` opens it; while one is open, further calls add no second dialog.
 */
export function useErrorDialog(): () => void {
  const { modal } = App.useApp();
  const isOpen = useRef(false);

  return useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    modal.error({
      title: DEFAULT_MESSAGES.errorDialogTitle,
      content: DEFAULT_MESSAGES.errorDialogText,
      okText: 'OK',
      afterClose: () => {
        isOpen.current = false;
      },
    });
  }, [modal]);
}
