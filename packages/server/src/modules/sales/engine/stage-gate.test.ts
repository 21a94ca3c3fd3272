import { describe, expect, it } from 'vitest';
import { completeStage, type GateStage, stageStates } from './stage-gate';

const STAGES: GateStage[] = [
  {
    id: 1,
    tasks: [
      { id: 11, is_mandatory: true },
      { id: 12, is_mandatory: false },
    ],
  },
  {
    id: 2,
    tasks: [
      { id: 21, is_mandatory: true },
      { id: 22, is_mandatory: true },
    ],
    fields: [
      { id: 201, required: true },
      { id: 202, required: false },
      { id: 203, required: true },
    ],
  },
  { id: 3, tasks: [] },
];

describe('completing a stage', () => {
  it.each<[string, number | null, number[], ReturnType<typeof completeStage>, number[]?]>([
    [
      'a mandatory task undone blocks it',
      1,
      [12],
      { ok: false, code: 'sales_stage_tasks_pending', pending: [11] },
    ],
    ['its mandatory tasks done, the next stage follows', 1, [11], { ok: true, next: 2 }],
    [
      'every undone mandatory task is named',
      2,
      [],
      { ok: false, code: 'sales_stage_tasks_pending', pending: [21, 22] },
    ],
    [
      'tasks of other stages do not count',
      2,
      [11, 21],
      { ok: false, code: 'sales_stage_tasks_pending', pending: [22] },
    ],
    [
      'its tasks done, a required field empty blocks it',
      2,
      [21, 22],
      { ok: false, code: 'sales_stage_fields_missing', missing: [203] },
      [201, 202],
    ],
    [
      'every empty required field is named, in order',
      2,
      [21, 22],
      { ok: false, code: 'sales_stage_fields_missing', missing: [201, 203] },
    ],
    [
      'undone tasks are named before empty fields',
      2,
      [21],
      { ok: false, code: 'sales_stage_tasks_pending', pending: [22] },
    ],
    ['its required fields filled, an optional one empty', 2, [21, 22], { ok: true, next: 3 }, [201, 203]],
    ['fields of other stages do not count', 1, [11], { ok: true, next: 2 }, [201, 203]],
    ['a stage with no tasks passes', 3, [], { ok: false, code: 'opportunity_stage_not_allowed' }],
    ['the last stage closes by won or lost', 3, [], { ok: false, code: 'opportunity_stage_not_allowed' }],
    ['no stage yet: the first', null, [], { ok: true, next: 1 }],
    ['a stage taken out of the process: the first', 9, [], { ok: true, next: 1 }],
  ])('%s', (_case, current, done, answer, filled = []) => {
    expect(completeStage(STAGES, current, new Set(done), new Set(filled))).toEqual(answer);
  });

  it('has nothing to move to in a process of no stages', () => {
    expect(completeStage([], null, new Set())).toEqual({ ok: false, code: 'opportunity_stage_not_allowed' });
  });
});

describe('where each stage stands', () => {
  it.each<[string, number | null, boolean, string[]]>([
    ['at the second', 2, false, ['done', 'current', 'ahead']],
    ['won at the last', 3, true, ['done', 'done', 'done']],
    ['lost at the first', 1, true, ['done', 'ahead', 'ahead']],
    ['at no stage', null, false, ['ahead', 'ahead', 'ahead']],
  ])('%s', (_case, current, closed, states) => {
    expect(stageStates(STAGES, current, closed)).toEqual(states);
  });
});
