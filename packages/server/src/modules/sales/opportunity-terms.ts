import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryBuiltRows } from '../../platform/db/prepared-statements';
import type { OpportunityFacts, OpportunityTerms } from '../projects';

/**
 * What a won opportunity sold its project as (projects' `OpportunityTerms`): its billing type, its expected dates,
 * which the win handed over as the project's dates and billing dates alike, its client and its role mix.
 */
export const opportunityTerms: OpportunityTerms = {
  async termsOf(db: Queryable, organizationId: number, projectId: number): Promise<OpportunityFacts | null> {
    const [row] = await queryBuiltRows<{
      billing_type: string;
      start_date: string | null;
      end_date: string | null;
      client_id: number;
      roles: { designationId: number; count: number }[];
    }>(
      db,
      'opportunity_terms',
      () => sql`select o.billing_type, o.expected_start_date::text as start_date,
            o.expected_end_date::text as end_date, o.client_id,
            coalesce((select json_agg(json_build_object('designationId', r.designation_id, 'count', r.count)
                order by r.id)
              from opportunity_roles r
              where r.organization_id = o.organization_id and r.opportunity_id = o.id), '[]'::json) as roles
          from opportunities o
          where o.organization_id = ${sql.placeholder('org')} and o.project_id = ${sql.placeholder('project')}
            and o.status = 'won'
          order by o.id
          limit 1`,
      { org: organizationId, project: projectId },
    );
    if (!row) return null;
    return {
      billingType: row.billing_type,
      startDate: row.start_date,
      endDate: row.end_date,
      billingStartDate: row.start_date,
      billingEndDate: row.end_date,
      clientId: row.client_id,
      roles: row.roles,
    };
  },
};
