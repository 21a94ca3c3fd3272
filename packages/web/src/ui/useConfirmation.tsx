import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmationDialog, type ConfirmationOptions, type ConfirmationValues } from './ConfirmationDialog';

export interface ConfirmRequest extends ConfirmationOptions {
  /** Runs on confirm with the dialog still open (button disabled); a rejection keeps it open. */
  onConfirm?(values: ConfirmationValues): unknown;
}

interface PendingConfirmation {
  request: ConfirmRequest;
  resolve(values: ConfirmationValues | null): void;
}

/**
 * Ask for confirmation from an event handler: `await confirm({...})` is the values entered, or null when
 * the user cancelled. Render `dialog` once in the component.
 */
export function useConfirmation(): [
  (request: ConfirmRequest) => Promise<ConfirmationValues | null>,
  ReactNode,
] {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const pendingRef = useRef<PendingConfirmation | null>(null);

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<ConfirmationValues | null>((resolve) => {
        pendingRef.current?.resolve(null);
        pendingRef.current = { request, resolve };
        setPending(pendingRef.current);
        setIsOpen(true);
      }),
    [],
  );

  const settle = (values: ConfirmationValues | null) => {
    pendingRef.current?.resolve(values);
    pendingRef.current = null;
    setIsOpen(false);
  };

  const dialog = pending && (
    <ConfirmationDialog
      {...pending.request}
      open={isOpen}
      onConfirm={async (values) => {
        await pending.request.onConfirm?.(values);
        settle(values);
      }}
      onCancel={() => settle(null)}
    />
  );
  return [confirm, dialog];
}
