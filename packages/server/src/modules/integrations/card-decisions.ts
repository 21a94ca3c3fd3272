import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import type { Scope } from '../../platform/scope';

export type CardVerb = 'approve' | 'reject';

/**
 * A kind of request its approver decides from a Teams card (a leave request, a timesheet week). Leave and timesheets
 * are built on integrations, so they supply these and modules.ts hands them over: integrations names neither.
 */
export interface CardDecision {
  /** The `request_type` of the notifications it decides. */
  requestType: string;
  /** Whether a notification of this action asks its recipient for a decision. */
  awaitsDecision(action: string): boolean;
  /**
   * Decides as the scope's actor, with the same checks the web app's decision meets; a reason comes with a
   * rejection. Answers what the request now is, e.g. 'Approved'.
   */
  decide(scope: Scope, id: number, verb: CardVerb, reason: string): Promise<string>;
}

export interface CardDecisions {
  /** The person pressing a card, as the permission rules read them now; null when they may no longer act. */
  actorOf(tx: Tx, organizationId: number, userId: number): Promise<RequestActor | null>;
  decisions: readonly CardDecision[];
}
