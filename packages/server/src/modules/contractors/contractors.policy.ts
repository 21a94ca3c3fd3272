import { type Actor, canReadContractor, isContractorManager } from '@atrium/contracts';
import type { ReadPolicy } from '../../platform/http/policy-answer';

/** Reading a contractor's record: contractor managers and the CEO read every one, a contractor their own. */
export const contractorReadPolicy = (actor: Actor): ReadPolicy<{ user_id: number }> => ({
  seesEvery: isContractorManager(actor),
  mayRead: (contractor) => canReadContractor(actor, contractor.user_id),
});
