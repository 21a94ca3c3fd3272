import { type DashboardWidgetId, dashboardWidgetsFor } from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { COUNTED_STATUSES, countByExperience, countEmployees, countHeadedStaff } from './dashboard.queries';

/** Pyramid levels by years of experience (the organisation's own levels come with the pyramid settings). */
const PYRAMID_STARTS = [0, 2, 5, 8, 12, 20] as const;

/** One widget's data, for an actor allowed to see that widget. */
export async function loadWidgetData(tx: Tx, actor: RequestActor, widget: DashboardWidgetId) {
  if (!dashboardWidgetsFor(actor).some((visible) => visible.identifier === widget)) {
    throw new AppError('permission_denied');
  }
  const organizationId = actor.organization_id;
  switch (widget) {
    case 'active_employees':
      return { count: await countEmployees(tx, organizationId, COUNTED_STATUSES) };
    case 'employees_on_notice':
      return { count: await countEmployees(tx, organizationId, ['in-notice']) };
    case 'department_head_count':
      return {
        department_head_count: await countHeadedStaff(tx, organizationId, actor.user_id, 'department'),
      };
    case 'sub_department_head_count':
      return {
        sub_department_head_count: await countHeadedStaff(
          tx,
          organizationId,
          actor.user_id,
          'sub_department',
        ),
      };
    case 'employees_pyramid': {
      const counts = await countByExperience(tx, organizationId, PYRAMID_STARTS);
      return {
        results: PYRAMID_STARTS.map((start, index) => ({
          id: index + 1,
          bracket: { start_year: start, multiplying_factor: 1 },
          employee_count: counts.get(index + 1) ?? 0,
        })),
      };
    }
  }
}
