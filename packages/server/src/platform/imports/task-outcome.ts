import type { TaskResult, UploadErrors } from '@atrium/contracts';
import type { Tx } from '../db/client';

/** What a background task's work ends with. */
export interface TaskOutcome {
  status: 'done' | 'failed';
  result?: TaskResult | null;
  errors?: UploadErrors | null;
  storedFile?: string | null;
  /** What else commits with the outcome, in its transaction: the mail that reports it. */
  finishIn?(tx: Tx): Promise<void>;
}

/** Reports how far a task has come; the task runner throttles what reaches the owner. */
export type TaskProgress = (done: number, total: number) => Promise<void>;

/** The part of a recorded task that its work reads. */
export interface TaskInput {
  organizationId: number;
  userId: number;
  kind: string;
  storedFile: string | null;
  parameters: Record<string, unknown>;
}

/** An upload error payload with nothing in it yet. */
export function emptyUploadErrors(): UploadErrors {
  return {
    duplicate_rows: [],
    column_errors: { duplicate_columns: [], unknown_columns: [], required_columns: [] },
    row_errors: {},
  };
}

/** An upload error payload for a problem with the file as a whole. */
export function fileError(message: string, code?: string): UploadErrors {
  return { ...emptyUploadErrors(), file_error: message, ...(code ? { file_error_code: code } : {}) };
}
