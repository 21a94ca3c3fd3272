/**
 * The header's own calls run in the background of every screen: a failure there must not send the user to
 * an error page or open the system error dialog (a 401 still signs out). 404 and 501 also cover a server
 * that does not offer the endpoint yet.
 */
export const QUIET_HEADER_STATUSES = [400, 403, 404, 429, 500, 501, 502, 503, 504] as const;
