import { EXPORT_KINDS, IMPORT_KINDS, type Task } from '@atrium/contracts';

/** What a task imports or exports ('Employee master', 'Employees'); its display name for any other kind. */
export function taskKindTitle(task: Task): string {
  const kinds: Readonly<Record<string, { title: string }>> =
    task.task_type === 'upload' ? IMPORT_KINDS : EXPORT_KINDS;
  return Object.hasOwn(kinds, task.kind) ? (kinds[task.kind]?.title ?? task.display_name) : task.display_name;
}

export const TASK_TYPE_LABELS = { upload: 'Upload', download: 'Download' } as const;
