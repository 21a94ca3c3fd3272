import { formatDisplayDate, formatDisplayTime, type TemplateOutput } from '@atrium/contracts';

export const outputLabel = (output: TemplateOutput) => (output === 'email' ? 'Email' : 'PDF document');

/** An instant as DD-MMM-YYYY hh:mm A, in the browser's time zone. */
export const displayInstant = (instant: string) =>
  `${formatDisplayDate(new Date(instant))} ${formatDisplayTime(new Date(instant))}`;
