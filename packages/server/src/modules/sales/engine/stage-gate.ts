/** A stage of the process as the gate reads it: its id, in order, with its checklist and its custom fields. */
export interface GateStage {
  id: number;
  tasks: readonly { id: number; is_mandatory: boolean }[];
  fields?: readonly { id: number; required: boolean }[];
}

/** Why a stage cannot be left: mandatory tasks undone, or else required fields empty. */
export type GateRefusal =
  | { ok: false; code: 'sales_stage_tasks_pending'; pending: number[] }
  | { ok: false; code: 'sales_stage_fields_missing'; missing: number[] };

export type GateAnswer =
  | { ok: true; next: number }
  | GateRefusal
  | { ok: false; code: 'opportunity_stage_not_allowed' };

/**
 * What keeps an opportunity in a stage, or null when it may leave it: the mandatory tasks not yet done (in the
 * checklist's order), then the required fields not yet filled (in the stage's order).
 */
export function stageRefusal(
  stage: GateStage,
  done: ReadonlySet<number>,
  filled: ReadonlySet<number>,
): GateRefusal | null {
  const pending = stage.tasks
    .filter((task) => task.is_mandatory && !done.has(task.id))
    .map((task) => task.id);
  if (pending.length) return { ok: false, code: 'sales_stage_tasks_pending', pending };
  const missing = (stage.fields ?? [])
    .filter((field) => field.required && !filled.has(field.id))
    .map((field) => field.id);
  return missing.length ? { ok: false, code: 'sales_stage_fields_missing', missing } : null;
}

/**
 * Whether the current stage may be completed and which stage follows it: never while a mandatory task of it is
 * undone or a required field of it empty; the last stage is not completed but closes with won or lost. A stage no
 * longer in the process (or none) starts over at the first.
 */
export function completeStage(
  stages: readonly GateStage[],
  currentId: number | null,
  done: ReadonlySet<number>,
  filled: ReadonlySet<number> = new Set(),
): GateAnswer {
  const index = stages.findIndex((stage) => stage.id === currentId);
  const current = stages[index];
  if (!current) {
    const first = stages[0];
    return first ? { ok: true, next: first.id } : { ok: false, code: 'opportunity_stage_not_allowed' };
  }
  const refusal = stageRefusal(current, done, filled);
  if (refusal) return refusal;
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
