/**
 * The stand-in for Google in the journeys: a real OpenID Connect provider on this machine (support/oidc-provider.ts),
 * started beside the app, which is pointed at it through its GOOGLE_* variables.
 */
export const OIDC_CLIENT = { id: 'atrium-e2e', secret: 'atrium-e2e-secret-0123456789abcdef' };

/** The provider listens one port above the app, so runs on different ports do not meet. */
export const oidcIssuer = (appPort: number) => `http://127.0.0.1:${appPort + 1}`;
