/** A stage of the process as the gate reads it: its id, in order, with its checklist. */
export interface GateStage {
  id: number;
  tasks: readonly { id: number; is_mandatory: boolean }[];
}

export type GateAnswer =
  | { ok: true; next: number }
  | { ok: false; code: 'sales_stage_tasks_pending'; pending: number[] }
  | { ok: false; code: 'opportunity_stage_not_allowed' };

/** The mandatory tasks of the stage not yet done, in the checklist's order. */
export function pendingMandatoryTasks(stage: GateStage, done: ReadonlySet<number>): number[] {
  return stage.tasks.filter((task) => task.is_mandatory && !done.has(task.id)).map((task) => task.id);
}

/**
 * Whether the current stage may be completed and which stage follows it: never while a mandatory task of it is
 * undone; the last stage is not completed but closes with won or lost. A stage no longer in the process (or none)
 * starts over at the first.
 */
export function completeStage(
  stages: readonly GateStage[],
  currentId: number | null,
  done: ReadonlySet<number>,
): GateAnswer {
  const index = stages.findIndex((stage) => stage.id === currentId);
  const current = stages[index];
  if (!current) {
    const first = stages[0];
    return first ? { ok: true, next: first.id } : { ok: false, code: 'opportunity_stage_not_allowed' };
  }
  const pending = pendingMandatoryTasks(current, done);
  if (pending.length) return { ok: false, code: 'sales_stage_tasks_pending', pending };
  const next = stages[index + 1];
  return next ? { ok: true, next: next.id } : { ok: false, code: 'opportunity_stage_not_allowed' };
}

/** Where each stage stands for an opportunity at `currentId`: passed, the current one, or ahead of it. */
export function stageStates(
  stages: readonly { id: number }[],
  currentId: number | null,
  closed: boolean,
): ('done' | 'current' | 'ahead')[] {
  const index = stages.findIndex((stage) => stage.id === currentId);
  return stages.map((_, i) => {
    if (index < 0) return closed ? 'done' : 'ahead';
    if (i < index) return 'done';
    if (i === index) return closed ? 'done' : 'current';
    return 'ahead';
  });
}
