import { canSeeProjectFinances, type Project } from '@atrium/contracts';
import { useCan } from '../../../platform/useCan';

/** Whether the signed-in user sees this project's money: finance, or its owner or delivery lead (spec 6). */
export function useSeesProjectFinances(project: Project) {
  return useCan((actor) =>
    canSeeProjectFinances(actor, {
      project_owner_id: project.project_owner?.id ?? null,
      delivery_lead_id: project.delivery_lead?.id ?? null,
      sales_executive_id: project.sales_executive?.id ?? null,
      assigned_sales_executive_id: project.assigned_sales_executive?.id ?? null,
    }),
  );
}
