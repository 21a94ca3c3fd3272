import type { Scope } from '../../platform/scope';
import { activeFormFor, submitAnswer } from '../forms';

/** Demo data: the demo exit's interview, answered on the organisation's active exit interview form. */
export async function seedExitInterviewDemo(scope: Scope, exitId: number) {
  const form = await activeFormFor(scope.tx, scope.org.id, 'exit_interview');
  if (!form) return null;
  const keys = new Set(form.fields.map((field) => field.key));
  const answers = Object.fromEntries(
    Object.entries({
      reason: 'Relocation',
      rating: 4,
      would_rejoin: 'Yes',
      liked_most: ['My team', 'Learning'],
      improve: 'Clearer paths to the next role, and fewer meetings on Fridays.',
    }).filter(([key]) => keys.has(key)),
  );
  return submitAnswer(scope, 'exit_interview', exitId, { form_version_id: form.id, answers });
}
