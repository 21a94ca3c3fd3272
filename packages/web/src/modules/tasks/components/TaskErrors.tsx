import type { Task, UploadErrors } from '@atrium/contracts';
import { UploadResultPanels } from '../../../ui/UploadResultPanels';

/** Whether an upload's error payload holds anything to show. */
export function hasUploadErrors(errors: UploadErrors | null): errors is UploadErrors {
  if (!errors) return false;
  const { duplicate_rows, column_errors, row_errors, file_error } = errors;
  return (
    duplicate_rows.length > 0 ||
    column_errors.duplicate_columns.length > 0 ||
    column_errors.unknown_columns.length > 0 ||
    column_errors.required_columns.length > 0 ||
    Object.keys(row_errors).length > 0 ||
    Boolean(file_error)
  );
}

/** The upload result panels (spec 2.10) for a task that reported problems. */
export function TaskErrors({ task }: { task: Task }) {
  return hasUploadErrors(task.errors) ? <UploadResultPanels errors={task.errors} /> : null;
}
