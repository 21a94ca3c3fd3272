import type { Task, UploadErrors } from '@atrium/contracts';

export const NO_UPLOAD_ERRORS: UploadErrors = {
  duplicate_rows: [],
  column_errors: { duplicate_columns: [], unknown_columns: [], required_columns: [] },
  row_errors: {},
};

/** A background task as the server sends it: a queued upload of the employee master unless told. */
export function taskFixture(id: number, overrides: Partial<Task> = {}): Task {
  return {
    id,
    task_type: 'upload',
    kind: 'employee_master',
    status: 'not_started',
    errors: null,
    filename: 'employees.xlsx',
    display_name: 'Employee master upload',
    created: '2026-04-06T09:05:00',
    result: null,
    progress: null,
    has_file: false,
    ...overrides,
  };
}
