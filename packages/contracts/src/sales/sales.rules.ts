import type { Actor } from '../roles/actor';
import { isFinanceExecutive, isSalesExecutive, isSalesHead } from '../roles/checks';

/**
 * Opportunities and the sales process: the sales head (who is also the sales lead) and sales executives; the CEO
 * passes every role check. The server's routes and the web app's tools alike.
 */
export const canUseSales = (actor: Actor) => isSalesExecutive(actor);

/** Every opportunity of the organisation: the sales head and the CEO; a sales executive sees only their own. */
export const seesEveryOpportunity = (actor: Actor) => isSalesHead(actor);

/** Setting up the organisation's sales process (its stages and their checklists): the sales head and the CEO. */
export const canSetUpSalesProcess = (actor: Actor) => isSalesHead(actor);

/** The people an opportunity's rules name: its owner and its sales executive. */
export interface OpportunityPeople {
  owner_id: number | null;
  sales_executive_id: number | null;
}

/** Reading and working on an opportunity: every one for the sales head; their own (owner or executive) for the others. */
export const mayWorkOnOpportunity = (actor: Actor, opportunity: OpportunityPeople) =>
  seesEveryOpportunity(actor) ||
  (canUseSales(actor) &&
    (opportunity.owner_id === actor.user_id || opportunity.sales_executive_id === actor.user_id));

/** Setting business plans and targets: the sales head and the CEO. */
export const canSetTargets = (actor: Actor) => isSalesHead(actor);
/** Reading targets and their figures: the sales roles and the finance executive. */
export const canReadTargets = (actor: Actor) => isSalesExecutive(actor) || isFinanceExecutive(actor);
/** Every target: the sales head, the CEO and the finance executive; a sales executive their own and their team's. */
export const seesEveryTarget = (actor: Actor) => isSalesHead(actor) || isFinanceExecutive(actor);
/**
 * Renaming and deleting a document of an opportunity: its creator (while they may work on the opportunity), the sales
 * head and the CEO.
 */
export const mayChangeOpportunityDocument = (
  actor: Actor,
  opportunity: OpportunityPeople,
  document: { created_by: number | null },
) =>
  seesEveryOpportunity(actor) ||
  (mayWorkOnOpportunity(actor, opportunity) && document.created_by === actor.user_id);
