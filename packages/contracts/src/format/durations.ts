import { z } from 'zod';
import { DURATION_INPUT_PATTERN, ISO_DURATION_PATTERN } from './patterns';

const DurationPartSchema = z.int().nonnegative();
export const DurationSchema = z.object({
  months: DurationPartSchema,
  weeks: DurationPartSchema,
  days: DurationPartSchema,
  hours: DurationPartSchema,
  minutes: DurationPartSchema,
});
export type Duration = z.infer<typeof DurationSchema>;

/** Both patterns capture months, weeks, days, hours and minutes in this order; a missing part is 0. */
function readDuration(match: RegExpExecArray | null): Duration | null {
  if (!match) return null;
  const [months = 0, weeks = 0, days = 0, hours = 0, minutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  return { months, weeks, days, hours, minutes };
}

function writePart(value: number, unit: string): string {
  return value > 0 ? `${value}${unit}` : '';
}

/** 'P1M2W3DT4H5M' or 'PT90M' into parts as written (90 minutes stay 90); null when malformed. */
export function parseIsoDuration(text: string): Duration | null {
  return readDuration(ISO_DURATION_PATTERN.exec(text));
}

/** '1M 2w 3d 4h 5m' into parts; null when malformed. */
export function parseDurationInput(text: string): Duration | null {
  return readDuration(DURATION_INPUT_PATTERN.exec(text));
}

/** Zero parts are left out; an all-zero duration is 'PT0M'. */
export function formatIsoDuration(duration: Duration): string {
  const { months, weeks, days, hours, minutes } = duration;
  const date = writePart(months, 'M') + writePart(weeks, 'W') + writePart(days, 'D');
  const time = writePart(hours, 'H') + writePart(minutes, 'M');
  if (!date && !time) return 'PT0M';
  return time ? `P${date}T${time}` : `P${date}`;
}

/** Zero parts are left out; an all-zero duration is '0m'. */
export function formatDurationInput(duration: Duration): string {
  const { months, weeks, days, hours, minutes } = duration;
  const parts = [
    writePart(months, 'M'),
    writePart(weeks, 'w'),
    writePart(days, 'd'),
    writePart(hours, 'h'),
    writePart(minutes, 'm'),
  ];
  return parts.filter(Boolean).join(' ') || '0m';
}
