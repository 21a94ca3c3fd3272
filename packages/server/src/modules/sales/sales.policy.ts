import {
  type Actor,
  mayWorkOnOpportunity,
  type OpportunityPeople,
  seesEveryOpportunity,
} from '@atrium/contracts';
import type { ReadPolicy } from '../../platform/http/policy-answer';

/** Who reads and works on an opportunity: the sales head and the CEO every one; a sales executive their own. */
export const opportunityPolicy = (actor: Actor): ReadPolicy<OpportunityPeople> => ({
  seesEvery: seesEveryOpportunity(actor),
  mayRead: (opportunity) => mayWorkOnOpportunity(actor, opportunity),
});

/** Whose opportunities a caller's list shows: every one (null), or those they own or sell. */
export const listedOpportunitiesOf = (actor: Actor): number | null =>
  seesEveryOpportunity(actor) ? null : actor.user_id;
