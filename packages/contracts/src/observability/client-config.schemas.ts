import { z } from 'zod';

/**
 * What the web app learns at start-up before anyone signs in: where to report errors (spec 8), decided by the
 * server's configuration rather than at build time, so one build serves production and stage.
 */
export const PublicClientConfigSchema = z.object({
  /** The error-reporting service's DSN; null when reporting is off and nothing is to be sent. */
  sentry_dsn: z.string().nullable(),
  environment: z.string(),
});
export type PublicClientConfig = z.infer<typeof PublicClientConfigSchema>;

/** Reported errors that are dropped (spec 8): rendering an element of undefined type. */
export const IGNORED_REPORTED_ERRORS: readonly string[] = ['Element type is invalid'];

/** The API statuses reported (spec 8): 400, 403, 404 and every 5xx. */
export function isReportedStatus(status: number): boolean {
  return status === 400 || status === 403 || status === 404 || status >= 500;
}
