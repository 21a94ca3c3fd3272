import type { Project } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';

export const MODULE = 'projects';

/** Days an expense may fall on: within the project's dates, where it has them (spec 5). */
export const outsideProject =
  (project: Pick<Project, 'start_date' | 'end_date'>) =>
  (day: Dayjs): boolean => {
    const date = day.format('YYYY-MM-DD');
    return Boolean(
      (project.start_date && date < project.start_date) || (project.end_date && date > project.end_date),
    );
  };

/** Days money may have been received on: from the project's start up to today. */
export const notReceivable =
  (project: Pick<Project, 'start_date'>) =>
  (day: Dayjs): boolean =>
    Boolean(project.start_date && day.format('YYYY-MM-DD') < project.start_date) ||
    day.isAfter(dayjs(), 'day');

/** A file size as people read it: 820 KB, 2.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
