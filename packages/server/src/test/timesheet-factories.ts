import { expect } from 'vitest';
import type { as } from './factories';

export interface LoggedLine {
  /** A project's time, or other work's (`task`: bench, training, leave…) when null. */
  project_id: number | null;
  task?: string;
  is_billable?: boolean;
  /** Monday to Sunday. */
  minutes: number[];
}

/**
 * A week of time saved through the API by the one who keeps it, and submitted unless told; the week as it was
 * saved (its `code` among the rest).
 */
export async function logWeek(
  person: ReturnType<typeof as>,
  monday: string,
  lines: readonly LoggedLine[],
  { submit = true } = {},
) {
  const saved = await person.put('/timesheets/my-week/', {
    week_start: monday,
    rows: lines.map((line) => ({
      project_id: line.project_id,
      task: line.project_id === null ? (line.task ?? 'bench') : null,
      is_billable: line.is_billable ?? line.project_id !== null,
      minutes: line.minutes,
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (submit) {
    const submitted = await person.post('/timesheets/my-week/submit/', { week_start: monday });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  return saved.json() as { code: string };
}
