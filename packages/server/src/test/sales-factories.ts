import { type OpportunityCreate, OpportunityCreateSchema } from '@atrium/contracts';
import { createOpportunity } from '../modules/sales';
import type { AppContext } from '../platform/app-context';
import { asUser } from './factories';

/**
 * An opportunity added through the sales module's service by `by` (a sales person), as through the API: at the first
 * stage of the organisation's process, its defaults stored the first time.
 */
export function buildOpportunity(
  ctx: AppContext,
  organizationId: number,
  input: Partial<OpportunityCreate> & { client_id: number; owner_id: number; by: number },
) {
  const { by, ...body } = input;
  const parsed = OpportunityCreateSchema.parse({
    name: 'Opportunity',
    value: 100_000,
    currency: 'INR',
    billing_type: 'time-and-material',
    probability: 50,
    roles: [],
    ...body,
  });
  return asUser(ctx, organizationId, by, (scope) => createOpportunity(scope, parsed));
}
