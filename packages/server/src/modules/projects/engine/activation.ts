import type { ProjectBillingType } from '@atrium/contracts';

export interface ActivationFacts {
  billingType: ProjectBillingType;
  projectOwnerId: number | null;
  deliveryLeadId: number | null;
  clientId: number | null;
  startDate: string | null;
  endDate: string | null;
  /** The actual amounts of the project's milestones (null where none is entered yet). */
  milestoneActualAmounts: readonly (number | null)[];
}

/**
 * What stops a project from being activated (spec 5), in the order a user fixes them: its people, its client,
 * its dates, and for a fixed-bid project the actual milestone amount. Empty when it may be activated.
 */
export function activationProblems(project: ActivationFacts): string[] {
  const problems: string[] = [];
  if (project.projectOwnerId === null) problems.push('project_owner_cannot_be_none');
  if (project.deliveryLeadId === null) problems.push('delivery_lead_cannot_be_none');
  if (project.clientId === null) problems.push('client_cannot_be_none');
  if (project.startDate === null) problems.push('allocation_start_date_cannot_be_none');
  if (project.endDate === null) problems.push('allocation_end_date_cannot_be_none');
  const amounts = project.milestoneActualAmounts;
  if (project.billingType === 'fixed-bid' && (!amounts.length || amounts.some((amount) => amount === null)))
    problems.push('actual_milestone_amount_is_required_for_project_activation');
  return problems;
}

/** A draft keeps the end date it was planned with: it may be shortened, never extended (spec 4). */
export const extendsDraft = (status: string, currentEnd: string | null, nextEnd: string | null | undefined) =>
  status === 'draft' && currentEnd !== null && !!nextEnd && nextEnd > currentEnd;
