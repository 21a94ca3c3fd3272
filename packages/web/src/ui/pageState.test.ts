import { describe, expect, it } from 'vitest';
import { INITIAL_PAGE_STATE, type PageStateAction, pageStateReducer } from './pageState';

const confirmation = { title: 'Deactivate user', onConfirm: () => undefined };
const alert = { type: 'success', message: 'Record Updated' } as const;

describe('page state reducer', () => {
  it('starts with every flag down and nothing to show', () => {
    expect(INITIAL_PAGE_STATE).toEqual({
      isAccessDenied: false,
      isError500: false,
      isPageLoading: false,
      messageAlert: null,
      confirmationBox: null,
    });
  });

  it.each<[PageStateAction, Partial<typeof INITIAL_PAGE_STATE>]>([
    [{ type: 'set-access-denied', value: true }, { isAccessDenied: true }],
    [{ type: 'set-error-500', value: true }, { isError500: true }],
    [{ type: 'set-page-loading', value: true }, { isPageLoading: true }],
    [{ type: 'set-message-alert', value: alert }, { messageAlert: alert }],
    [{ type: 'set-confirmation-box', value: confirmation }, { confirmationBox: confirmation }],
  ])('%j changes only its own field', (action, changed) => {
    expect(pageStateReducer(INITIAL_PAGE_STATE, action)).toEqual({ ...INITIAL_PAGE_STATE, ...changed });
  });

  it.each<PageStateAction>([
    { type: 'set-access-denied', value: false },
    { type: 'set-error-500', value: false },
    { type: 'set-page-loading', value: false },
    { type: 'set-message-alert', value: null },
    { type: 'set-confirmation-box', value: null },
  ])('%j clears its field again', (action) => {
    const busy = {
      isAccessDenied: true,
      isError500: true,
      isPageLoading: true,
      messageAlert: alert,
      confirmationBox: confirmation,
    };
    const next = pageStateReducer(busy, action);
    expect(next).not.toEqual(busy);
    expect(
      Object.keys(next).filter((key) => next[key as keyof typeof next] !== busy[key as keyof typeof busy]),
    ).toHaveLength(1);
  });

  it('leaves the state unchanged, the very same object, for an unknown action', () => {
    const state = { ...INITIAL_PAGE_STATE, isPageLoading: true };
    const unknown = { type: 'set-salary-mask', value: true } as unknown as PageStateAction;
    expect(pageStateReducer(state, unknown)).toBe(state);
  });
});
