const STATE_KEY = 'atrium.oauth-state';

/** A fresh random state for one external sign-in, kept in this tab until the provider sends the browser back. */
export function startOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const state = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  sessionStorage.setItem(STATE_KEY, state);
  return state;
}

/** Whether `returned` is the state this tab started with; the stored value is used up either way. */
export function consumeOAuthState(returned: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return expected !== null && returned === expected;
}
