import { formatDurationInput, parseDurationInput } from '../format/durations';

const MINUTES_PER_DAY = 24 * 60;

/**
 * Time spent as a person types it in a timesheet cell: hours ('7.5'), or the spec's duration input ('1h 30m',
 * '45m'). Null for anything else, or for more than a day.
 */
export function parseTimeSpent(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const hours = /^\d{1,2}(\.\d{1,2})?$/.exec(trimmed) ? Number(trimmed) : null;
  const duration = hours === null ? parseDurationInput(trimmed) : null;
  if (hours === null && (!duration || duration.months || duration.weeks || duration.days)) return null;
  const minutes =
    hours !== null ? Math.round(hours * 60) : (duration?.hours ?? 0) * 60 + (duration?.minutes ?? 0);
  return minutes <= MINUTES_PER_DAY ? minutes : null;
}

/** '1h 30m'; nothing for no time. */
export function formatTimeSpent(minutes: number): string {
  if (!minutes) return '';
  return formatDurationInput({
    months: 0,
    weeks: 0,
    days: 0,
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
}
