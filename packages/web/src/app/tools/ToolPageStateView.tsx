import { Spin } from 'antd';
import { type ReactNode, Suspense, useRef } from 'react';
import { ConfirmationDialog } from '../../ui/ConfirmationDialog';
import { MessageBanner } from '../../ui/MessageBanner';
import { usePageState } from '../../ui/PageStateContext';
import type { ConfirmRequest } from '../../ui/useConfirmation';
import { lazyPage } from '../lazyPage';

// The 403 and 500 pictures are only fetched when a tool is refused or fails.
const ToolResult = lazyPage(() => import('./ToolResult').then((m) => m.ToolResult));

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

  if (state.isAccessDenied || state.isError500) {
    return (
      <Suspense fallback={null}>
        <ToolResult
          kind={state.isAccessDenied ? 'accessDenied' : 'serverError'}
          onRetry={() => dispatch({ type: 'set-error-500', value: false })}
        />
      </Suspense>
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
        <ConfirmationDialog
          {...lastBox.current}
          open={state.confirmationBox !== null}
          onConfirm={async (values) => {
            await lastBox.current?.onConfirm?.(values);
            closeBox();
          }}
          onCancel={closeBox}
        />
      )}
    </>
  );
}
