/** Leaves the app for another site (an identity provider); a seam the tests replace. */
export function sendBrowserTo(url: string): void {
  window.location.assign(url);
}
