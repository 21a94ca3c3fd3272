import type { ReactNode } from 'react';
import type { MessageBannerType } from './MessageBanner';
import type { ConfirmRequest } from './useConfirmation';

export interface MessageAlert {
  type: MessageBannerType;
  message: ReactNode;
}

/** Screen-level page state (spec 3): what every tool screen keeps beside its own data. */
export interface PageState {
  isAccessDenied: boolean;
  isError500: boolean;
  isPageLoading: boolean;
  messageAlert: MessageAlert | null;
  /** The confirmation a screen is asking for; its `onConfirm` runs with the dialog still open. */
  confirmationBox: ConfirmRequest | null;
}

export const INITIAL_PAGE_STATE: PageState = {
  isAccessDenied: false,
  isError500: false,
  isPageLoading: false,
  messageAlert: null,
  confirmationBox: null,
};

/** The page state actions of spec 4. */
export type PageStateAction =
  | { type: 'set-access-denied'; value: boolean }
  | { type: 'set-error-500'; value: boolean }
  | { type: 'set-page-loading'; value: boolean }
  | { type: 'set-message-alert'; value: MessageAlert | null }
  | { type: 'set-confirmation-box'; value: ConfirmRequest | null };

/** An unknown action leaves the state as it was (spec 4), the same object, so nothing re-renders. */
export function pageStateReducer(state: PageState, action: PageStateAction): PageState {
  switch (action.type) {
    case 'set-access-denied':
      return { ...state, isAccessDenied: action.value };
    case 'set-error-500':
      return { ...state, isError500: action.value };
    case 'set-page-loading':
      return { ...state, isPageLoading: action.value };
    case 'set-message-alert':
      return { ...state, messageAlert: action.value };
    case 'set-confirmation-box':
      return { ...state, confirmationBox: action.value };
    default:
      return state;
  }
}
