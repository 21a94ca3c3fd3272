import type { Queryable } from '../../platform/db/client';
import type { OpportunityFacts } from './engine/discrepancies';

/**
 * What a project was sold as, for the discrepancy rules that hold it to its sales opportunity (spec 5). The sales
 * module, built on projects, provides it when the modules are composed (`projectsModule(projectTime,
 * opportunityTerms)`): projects never names sales' tables. Without it, or for a project won from no opportunity,
 * those rules do not apply.
 */
export interface OpportunityTerms {
  /** The terms of the opportunity the project was won from, in one statement; null when there is none. */
  termsOf(db: Queryable, organizationId: number, projectId: number): Promise<OpportunityFacts | null>;
}
