import type { TaskResult, TaskStatus, TaskType, UploadErrors } from '@atrium/contracts';
import { foreignKey, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';

/** Spec 3 "Background task": an upload or a download a user started, run by a job. */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    taskType: text('task_type').$type<TaskType>().notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('not_started'),
    filename: text('filename').notNull(),
    displayName: text('display_name').notNull(),
    /** The file store's key of the uploaded or generated file. */
    storedFile: text('stored_file'),
    /** What the job needs besides the file: the import mode, an export's filters. */
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    errors: jsonb('errors').$type<UploadErrors>(),
    result: jsonb('result').$type<TaskResult>(),
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('background_tasks_org_id_key').on(t.organizationId, t.id),
    index('background_tasks_org_user_idx').on(t.organizationId, t.userId, t.createdAt),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);
