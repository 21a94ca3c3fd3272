import { z } from 'zod';
import { TASK_MESSAGES } from '../errors/task-messages';
import { IdParamSchema } from '../ids';
import { pageSchema } from '../lists';
import { NotificationSchema } from '../notifications';

export const TASK_TYPES = ['upload', 'download'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ['not_started', 'processing', 'failed', 'done', 'ignored'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Spec 5 "Background task statuses": how each status reads in the tray and the Uploads tool. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  not_started: 'In the queue',
  processing: 'In progress',
  failed: 'Failed',
  done: 'Successful',
  ignored: 'Ignored',
};

export function isTaskFinished(status: TaskStatus): boolean {
  return status === 'failed' || status === 'done' || status === 'ignored';
}

/** Spec 3 upload error payload: repeated values, column problems, and messages by row then field. */
export const UploadErrorsSchema = z.object({
  duplicate_rows: z.array(
    z.object({ column: z.string(), value: z.string(), rows: z.array(z.number().int()) }),
  ),
  column_errors: z.object({
    duplicate_columns: z.array(z.string()),
    unknown_columns: z.array(z.string()),
    required_columns: z.array(z.string()),
  }),
  row_errors: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  /** A problem with the file as a whole (not a workbook, too large, no rows). */
  file_error: z.string().optional(),
  /** The file problem as a code: `too_many_rows`, `not_a_workbook`, ... */
  file_error_code: z.string().optional(),
});
export type UploadErrors = z.infer<typeof UploadErrorsSchema>;

export const TaskResultSchema = z.object({
  records_added: z.number().int(),
  records_updated: z.number().int(),
  records_skipped: z.number().int(),
});
export type TaskResult = z.infer<typeof TaskResultSchema>;

export const TaskProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });

/** Spec 3 "Background task", plus its kind, progress and, for a finished download, where to fetch the file. */
export const TaskSchema = z.object({
  id: z.number().int(),
  task_type: z.enum(TASK_TYPES),
  kind: z.string(),
  status: z.enum(TASK_STATUSES),
  errors: UploadErrorsSchema.nullable(),
  filename: z.string(),
  display_name: z.string(),
  created: z.string(),
  result: TaskResultSchema.nullable(),
  progress: TaskProgressSchema.nullable(),
  has_file: z.boolean(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskPageSchema = pageSchema(TaskSchema);

export const TasksQuerySchema = z.object({
  task_type: z.enum(TASK_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const TaskIdParamsSchema = z.object({ taskId: IdParamSchema });

/** What the personal socket `/ws/{orgId}/my-general/{userId}/` delivers. */
export const RealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('task'),
    /** A spec 8 task message when the task reached a milestone; `progress` while it runs. */
    event: z.union([
      z.enum(Object.keys(TASK_MESSAGES) as [keyof typeof TASK_MESSAGES]),
      z.literal('progress'),
    ]),
    task: TaskSchema,
  }),
  z.object({ type: z.literal('notification'), notification: NotificationSchema }),
]);
export type RealtimeMessage = z.infer<typeof RealtimeMessageSchema>;

/** The first frame a client sends on a socket: its session token (browsers cannot set headers on sockets). */
export const RealtimeAuthSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
});
