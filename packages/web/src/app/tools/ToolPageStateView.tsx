import { DEFAULT_MESSAGES, ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { Button, Result, Spin } from 'antd';
import { type ReactNode, Suspense, useRef } from 'react';
import { MessageBanner } from '../../ui/MessageBanner';
import { usePageState } from '../../ui/PageStateContext';
import type { ConfirmRequest } from '../../ui/useConfirmation';
import { lazyPage } from '../lazyPage';

// Its form and date picker are only fetched once a screen asks for a confirmation.
const ConfirmationDialog = lazyPage(() =>
  import('../../ui/ConfirmationDialog').then((m) => m.ConfirmationDialog),
);

/**
 * What a tool's page state shows around the tool (spec 3, 8 "Global overlays"): access denied and the
 * server-error page replace it, the page-loading flag covers it, the message alert sits above it and
 * the confirmation box opens over it.
 */
export function ToolPageStateView({ children }: { children: ReactNode }) {
  const { state, dispatch } = usePageState();
  // The dialog keeps its texts while it animates closed.
  const lastBox = useRef<ConfirmRequest | null>(null);
  if (state.confirmationBox) lastBox.current = state.confirmationBox;
  const closeBox = () => dispatch({ type: 'set-confirmation-box', value: null });

  if (state.isAccessDenied) {
    const { heading, detail } = ERROR_PAGE_TEXTS.accessDenied;
    return <Result status="403" title={heading} subTitle={detail} />;
  }
  if (state.isError500) {
    return (
      <Result
        status="500"
        title={DEFAULT_MESSAGES.errorDialogTitle}
        subTitle={DEFAULT_MESSAGES.errorDialogText}
        extra={
          <Button type="primary" onClick={() => dispatch({ type: 'set-error-500', value: false })}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <>
      <MessageBanner
        type={state.messageAlert?.type ?? 'info'}
        message={state.messageAlert?.message ?? null}
        onClose={() => dispatch({ type: 'set-message-alert', value: null })}
      />
      <Spin spinning={state.isPageLoading}>{children}</Spin>
      {lastBox.current && (
        <Suspense fallback={null}>
          <ConfirmationDialog
            {...lastBox.current}
            open={state.confirmationBox !== null}
            onConfirm={async (values) => {
              await lastBox.current?.onConfirm?.(values);
              closeBox();
            }}
            onCancel={closeBox}
          />
        </Suspense>
      )}
    </>
  );
}
