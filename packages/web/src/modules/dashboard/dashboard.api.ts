import {
  AttritionExitPageSchema,
  type AttritionExitQuery,
  AttritionRateSchema,
  type DashboardWidgetId,
  TeamLeavesSchema,
  WidgetListSchema,
} from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';

/** The dashboard's query keys, one place for reading and invalidating them. */
export const dashboardKeys = {
  widgets: (orgId: number) => ['dashboard-widgets', orgId] as const,
  widget: (orgId: number, widget: string) => ['dashboard-widget', orgId, widget] as const,
  attritionRate: (orgId: number) => ['attrition-rate', orgId] as const,
  attritionExits: (orgId: number, query: object | null) => ['attrition-exits', orgId, query] as const,
  teamLeaves: (orgId: number, from: string, to: string) => ['leaves-drilldown', orgId, from, to] as const,
};

/** The tiles the signed-in user sees (filtered by role on the server). */
export function useWidgets() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: dashboardKeys.widgets(orgId),
    queryFn: () => apiRequest({ path: `/${orgId}/dashboard/widgets/`, schema: WidgetListSchema }),
  });
}

/** One tile's data; a failure stays on the tile (error banner), never a page-level redirect or dialog. */
export function useWidgetData<T>(widget: DashboardWidgetId, schema: ResponseSchema<T>) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: dashboardKeys.widget(orgId, widget),
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/dashboard/widgets/${widget}/`,
        schema,
        expectedStatuses: [403, 404, 500, 502, 503],
      }),
    retry: false,
  });
}

/** The attrition rate of the last 6 months, for the drill-down tool (a refusal is the tool's to show). */
export function useAttritionRate() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: dashboardKeys.attritionRate(orgId),
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/dashboard/widgets/attrition_rate/`,
        schema: AttritionRateSchema,
        expectedStatuses: [403],
      }),
  });
}

/** One page of the exits completed in a month. */
export function useAttritionExits(query: AttritionExitQuery | null) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: dashboardKeys.attritionExits(orgId, query),
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/dashboard/attrition/exits/`,
        query: {
          year: String(query?.year),
          month: String(query?.month),
          limit: String(query?.limit),
          offset: String(query?.offset),
          order_by: query?.order_by,
        },
        schema: AttritionExitPageSchema,
        expectedStatuses: [403],
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The caller's team's live leaves overlapping `from`…`to` (at most TEAM_LEAVES_MAX_DAYS days), for the Leaves
 * Drilldown the team leaves tile opens (a refusal is the tool's to show).
 */
export function useTeamLeavesBetween(from: string, to: string) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: dashboardKeys.teamLeaves(orgId, from, to),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/leave-portal/team-leaves/`,
        query: { from, to },
        schema: TeamLeavesSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}
