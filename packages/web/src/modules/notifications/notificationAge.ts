import { type Duration, formatRelativeAge, type Notification, parseIsoDuration } from '@atrium/contracts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A month counts as 30 days: ages past a day read in days, so nothing finer is shown. */
function durationMs({ months, weeks, days, hours, minutes }: Duration): number {
  return ((months * 30 + weeks * 7 + days) * DAY_MINUTES + hours * 60 + minutes) * MINUTE_MS;
}

/**
 * '5m', '3h', '2d' (spec 4 "Notifications"). The server's elapsed duration comes first, so a wrong clock on
 * this computer does not age notifications; the creation time is the fallback.
 */
export function notificationAge(
  notification: Pick<Notification, 'elapsed_time_duration' | 'created'>,
  now: Date = new Date(),
): string {
  const elapsed = parseIsoDuration(notification.elapsed_time_duration);
  const since = elapsed ? new Date(now.getTime() - durationMs(elapsed)) : new Date(notification.created);
  return Number.isNaN(since.getTime()) ? '' : formatRelativeAge(since, now);
}
