import type { ResourceRequestCreate } from '@atrium/contracts';
import { raiseResourceRequest } from '../modules/resources';
import type { AppContext } from '../platform/app-context';
import { asUser } from './factories';

/**
 * A resource request raised through the resources module's service by `by` (who must be allowed to ask resources
 * for its project), as through the API: pending, its first event written, the RMG managers told.
 */
export function buildResourceRequest(
  ctx: AppContext,
  organizationId: number,
  input: ResourceRequestCreate & { by: number },
) {
  const { by, ...body } = input;
  return asUser(ctx, organizationId, by, (scope) => raiseResourceRequest(scope, body));
}
