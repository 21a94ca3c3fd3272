import type { UtilisationPage, UtilisationQuery } from '@atrium/contracts';
import type { Tx } from '../../platform/db/client';
import type { ApprovalScope } from './timesheets.policy';
import { findUtilisation, monthDays } from './utilisation.queries';
import { keepUtilisation } from './utilisation-kept.queries';

/**
 * Utilisation of a month as the caller sees it. Everyone's, by person or department, is read from the kept month,
 * brought up to date first; a project's, and a lead's or owner's few people, are counted on each read.
 */
export async function loadUtilisation(
  tx: Tx,
  organizationId: number,
  scope: ApprovalScope,
  query: UtilisationQuery & { month: string },
): Promise<UtilisationPage> {
  const kept = scope.every && query.by !== 'project';
  if (kept) await keepUtilisation(tx, { organizationId, ...monthDays(query.month) });
  return findUtilisation(tx, organizationId, scope, query, kept);
}
