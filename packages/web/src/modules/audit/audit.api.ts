import { AuditEventPageSchema, type AuditEventQuery } from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';

export type AuditEventFilters = Omit<AuditEventQuery, 'order_by' | 'actor'>;

/** The audit module's query keys, one place for reading and invalidating them. */
export const auditKeys = {
  events: (orgId: number, filters: AuditEventFilters) => ['audit-events', orgId, filters] as const,
};

/** One page of the audit trail, newest first; a refusal is the tool's to show (access denied). */
export function useAuditEvents(filters: AuditEventFilters) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: auditKeys.events(orgId, filters),
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/audit/events/`,
        query: {
          limit: String(filters.limit),
          offset: String(filters.offset),
          start_date: filters.start_date,
          end_date: filters.end_date,
          entity_type: filters.entity_type,
          entity_id: filters.entity_id,
        },
        schema: AuditEventPageSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}
