import type { TaskResult } from '@atrium/contracts';

/** 'Added 3 · Updated 1 · Skipped 0': what a finished upload did to the records. */
export function taskResultText(result: TaskResult): string {
  return [
    `Added ${result.records_added}`,
    `Updated ${result.records_updated}`,
    `Skipped ${result.records_skipped}`,
  ].join(' · ');
}

export function TaskResultSummary({ result }: { result: TaskResult | null }) {
  return result ? <span>{taskResultText(result)}</span> : null;
}
