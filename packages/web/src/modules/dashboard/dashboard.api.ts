import { type DashboardWidgetId, WidgetDataSchema, WidgetListSchema } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../app/OrganizationContext';
import { apiRequest } from '../../platform/apiClient';

/** The tiles the signed-in user sees (filtered by role on the server). */
export function useWidgets() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: ['dashboard-widgets', orgId],
    queryFn: () => apiRequest({ path: `/${orgId}/dashboard/widgets/`, schema: WidgetListSchema }),
  });
}

/** One tile's data; a failure stays on the tile (error banner), never a page-level redirect or dialog. */
export function useWidgetData(widget: DashboardWidgetId) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: ['dashboard-widget', orgId, widget],
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/dashboard/widgets/${widget}/`,
        schema: WidgetDataSchema,
        expectedStatuses: [403, 404, 500, 502, 503],
      }),
    retry: false,
  });
}
