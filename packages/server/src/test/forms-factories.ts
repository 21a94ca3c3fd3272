import { addFormsRecord } from '../modules/forms';
import type { AppContext } from '../platform/app-context';
import { inScope } from './factories';

/** A record added through the forms module's service by `by`, as through the API. */
export function buildFormsRecord(
  ctx: AppContext,
  organizationId: number,
  input: { name: string; by: number },
) {
  return inScope(ctx, organizationId, (scope) => addFormsRecord(scope, { name: input.name }), input.by);
}
