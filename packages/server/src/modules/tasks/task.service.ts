import type { TaskMessageId, TaskType } from '@atrium/contracts';
import type { AppContext } from '../../platform/app-context';
import type { Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { fileError, type TaskOutcome, type TaskProgress } from '../../platform/imports/task-outcome';
import type { JobAttempt } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { insertTask, type TaskPatch, type TaskRow, updateTaskRow } from './tasks.queries';

/** What a task's job receives. */
export interface TaskJobData {
  organizationId: number;
  taskId: number;
}

export interface NewTask {
  userId: number;
  taskType: TaskType;
  kind: string;
  filename: string;
  displayName: string;
  storedFile?: string | null;
  parameters?: Record<string, unknown>;
  /** The job that runs it. */
  jobName: string;
}

/** Records a task and queues its job in the caller's transaction. */
export async function startTask(scope: Scope, input: NewTask) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const task = await insertTask(tx, {
    organizationId,
    userId: input.userId,
    taskType: input.taskType,
    kind: input.kind,
    filename: input.filename,
    displayName: input.displayName,
    storedFile: input.storedFile ?? null,
    parameters: input.parameters ?? {},
  });
  await scope.jobs.enqueue<TaskJobData>(tx, input.jobName, { organizationId, taskId: task.id });
  return task;
}

const PROGRESS_EVERY_MS = 500;

export const FILE_PROCESSING_FAILED = 'The file could not be processed. Please try again.';

function milestone(taskType: TaskType, phase: 'started' | TaskOutcome['status']): TaskMessageId | null {
  if (taskType === 'download') {
    return {
      started: 'download_task_started',
      done: 'download_task_success',
      failed: 'download_task_failed',
    }[phase] as TaskMessageId;
  }
  return phase === 'started' ? null : phase === 'done' ? 'success' : 'fail';
}

type TaskEvent = (task: TaskRow) => TaskMessageId | 'progress' | null;

/** Changes a task and, once that commits, tells its owner's sockets the event it names. */
function changeTask(
  ctx: AppContext,
  data: TaskJobData,
  patch: TaskPatch,
  event: TaskEvent,
  options?: { unfinishedOnly?: boolean; alsoIn?(tx: Tx): Promise<void> },
) {
  return withOrg(ctx.database.db, data.organizationId, async (tx) => {
    const task = await updateTaskRow(tx, data.organizationId, data.taskId, patch, options);
    await options?.alsoIn?.(tx);
    const name = task && event(task);
    if (task && name) {
      await ctx.realtime.publish(tx, {
        organizationId: data.organizationId,
        userId: task.userId,
        type: 'task',
        id: task.id,
        event: name,
      });
    }
    return task;
  });
}

/**
 * Runs a task's work inside its job: marks it in progress, reports progress at most twice a second, and stores
 * the outcome, in the transaction that marks the job done (so a finished task is never run again by a process
 * that died before the queue heard of it). Each change reaches the owner's sockets when it commits. A failure is
 * retried by the queue; on the last attempt the task is marked failed so it never stays "in progress".
 */
export async function runTask(
  ctx: AppContext,
  data: TaskJobData,
  attempt: Pick<JobAttempt, 'isLastAttempt' | 'completeIn'>,
  work: (task: TaskRow, progress: TaskProgress) => Promise<TaskOutcome>,
): Promise<void> {
  const update = (patch: TaskPatch, event: TaskEvent, options?: Parameters<typeof changeTask>[4]) =>
    changeTask(ctx, data, patch, event, options);

  const started = await update(
    { status: 'processing' },
    (task) => milestone(task.taskType, 'started') ?? 'progress',
  );
  if (!started) return;

  let lastReport = 0;
  const progress: TaskProgress = async (done, total) => {
    const now = Date.now();
    if (now - lastReport < PROGRESS_EVERY_MS && done < total) return;
    lastReport = now;
    await update({ progressDone: done, progressTotal: total }, () => 'progress');
  };

  try {
    const outcome = await work(started, progress);
    await update(
      {
        status: outcome.status,
        result: outcome.result ?? null,
        errors: outcome.errors ?? null,
        ...(outcome.storedFile ? { storedFile: outcome.storedFile } : {}),
      },
      () => milestone(started.taskType, outcome.status),
      {
        alsoIn: async (tx) => {
          await outcome.finishIn?.(tx);
          await attempt.completeIn?.(tx);
        },
      },
    );
  } catch (error) {
    if (!attempt.isLastAttempt) {
      await update({ status: 'not_started', progressDone: null, progressTotal: null }, () => 'progress');
      throw error;
    }
    await update({ status: 'failed', errors: fileError(FILE_PROCESSING_FAILED) }, () =>
      milestone(started.taskType, 'failed'),
    );
    throw error;
  }
}

/**
 * The task's job will not be tried again (its last attempt failed, or the process running it died): a task not
 * yet finished is marked failed, so it never stays "in progress", and its owner is told.
 */
export async function giveUpTask(ctx: AppContext, data: TaskJobData): Promise<void> {
  await changeTask(
    ctx,
    data,
    { status: 'failed', errors: fileError(FILE_PROCESSING_FAILED) },
    (task) => milestone(task.taskType, 'failed'),
    { unfinishedOnly: true },
  );
}
