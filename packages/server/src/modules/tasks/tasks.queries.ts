import type { Task, TaskType } from '@atrium/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { backgroundTasks } from './tasks.tables';

export type TaskRow = typeof backgroundTasks.$inferSelect;
export type NewTaskRow = typeof backgroundTasks.$inferInsert;

export async function insertTask(tx: Queryable, row: NewTaskRow): Promise<TaskRow> {
  const [task] = await tx.insert(backgroundTasks).values(row).returning();
  if (!task) throw new Error('task insert returned nothing');
  return task;
}

export async function findTask(
  tx: Queryable,
  organizationId: number,
  taskId: number,
): Promise<TaskRow | null> {
  const [task] = await tx
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.organizationId, organizationId), eq(backgroundTasks.id, taskId)));
  return task ?? null;
}

export type TaskPatch = Partial<
  Pick<TaskRow, 'status' | 'errors' | 'result' | 'progressDone' | 'progressTotal' | 'storedFile'>
>;

export async function updateTaskRow(
  tx: Queryable,
  organizationId: number,
  taskId: number,
  patch: TaskPatch,
  { unfinishedOnly = false }: { unfinishedOnly?: boolean } = {},
): Promise<TaskRow | null> {
  const [task] = await tx
    .update(backgroundTasks)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(backgroundTasks.organizationId, organizationId),
        eq(backgroundTasks.id, taskId),
        unfinishedOnly ? inArray(backgroundTasks.status, ['not_started', 'processing']) : undefined,
      ),
    )
    .returning();
  return task ?? null;
}

export async function findUserTaskPage(
  tx: Queryable,
  organizationId: number,
  userId: number,
  options: { taskType?: TaskType; limit: number; offset: number },
) {
  const where = and(
    eq(backgroundTasks.organizationId, organizationId),
    eq(backgroundTasks.userId, userId),
    options.taskType ? eq(backgroundTasks.taskType, options.taskType) : undefined,
  );
  const rows = await tx
    .select()
    .from(backgroundTasks)
    .where(where)
    .orderBy(desc(backgroundTasks.createdAt), desc(backgroundTasks.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await tx.select({ value: count() }).from(backgroundTasks).where(where);
  return { count: total?.value ?? 0, rows };
}

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    task_type: row.taskType,
    kind: row.kind,
    status: row.status,
    errors: row.errors ?? null,
    filename: row.filename,
    display_name: row.displayName,
    created: row.createdAt.toISOString(),
    result: row.result ?? null,
    progress: row.progressTotal == null ? null : { done: row.progressDone ?? 0, total: row.progressTotal },
    has_file: row.taskType === 'download' && row.status === 'done' && row.storedFile != null,
  };
}
