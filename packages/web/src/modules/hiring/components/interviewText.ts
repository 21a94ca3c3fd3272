import type { Interview } from '@atrium/contracts';

/** "Tue, 24 Nov 2026, 10:30 (60 min)" in the browser's time zone. */
export function slotText(interview: Pick<Interview, 'starts_at' | 'duration_minutes'>): string {
  const when = new Date(interview.starts_at).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${when} (${interview.duration_minutes} min)`;
}
