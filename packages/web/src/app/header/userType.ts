/**
 * Spec 4 "Session": NEW-USER from the first visit until the tour is closed or finished, then OLD-USER. The
 * server keeps the same fact per user (`tour_seen`), so a returning user is not greeted again in a new browser.
 */
const KEY = 'atrium.user-type';
const NEW_USER = 'NEW-USER';
const OLD_USER = 'OLD-USER';

export function noteFirstVisit(): void {
  if (window.localStorage.getItem(KEY) === null) window.localStorage.setItem(KEY, NEW_USER);
}

export function isNewUser(): boolean {
  return window.localStorage.getItem(KEY) === NEW_USER;
}

export function markTourSeen(): void {
  window.localStorage.setItem(KEY, OLD_USER);
}
