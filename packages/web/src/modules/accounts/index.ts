/**
 * Accounts: signing in, setting a password, the external sign-in return page.
 * Other parts of the app may load its pages (each its own chunk) and sign the user out.
 */
export { signOut } from './accounts.api';

export const loadSignInPage = () => import('./SignInPage').then((m) => m.SignInPage);
export const loadPasswordPage = () => import('./PasswordPage').then((m) => m.PasswordPage);
export const loadAuthProvidersPage = () => import('./AuthProvidersPage').then((m) => m.AuthProvidersPage);
