import { useSyncExternalStore } from 'react';

const KEY = 'atrium.salary-shown';
const listeners = new Set<() => void>();

/**
 * Salary figures are masked by default for each session (spec 4 "Session"); the choice is kept for the rest of
 * the session in this tab, and forgotten at sign-in and sign-out.
 */
export function isSalaryShown(): boolean {
  return sessionStorage.getItem(KEY) === 'true';
}

export function setSalaryShown(isShown: boolean): void {
  if (isShown) sessionStorage.setItem(KEY, 'true');
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function resetSalaryMask(): void {
  setSalaryShown(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSalaryShown(): boolean {
  return useSyncExternalStore(subscribe, isSalaryShown);
}
