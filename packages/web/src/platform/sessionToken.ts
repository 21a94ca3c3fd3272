/**
 * The access token of the signed-in user.
 *
 * Kept in localStorage and sent as an `Authorization: Bearer` header, never as a cookie: a header the
 * browser does not attach on its own cannot be forged by another site, so there is no CSRF to defend.
 * The trade-off is that script running in the page (an XSS) could read it; the token is opaque, bound
 * to one user of one organisation, expires, and the server revokes it on logout.
 */
import { resetSalaryMask } from './salaryMask';

const ACCESS_TOKEN_KEY = 'atrium.access';

export function readAccessToken(): string | null {
  return window.localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function storeAccessToken(token: string): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  resetSalaryMask();
}

export function clearAccessToken(): void {
  window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  resetSalaryMask();
}

export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}
