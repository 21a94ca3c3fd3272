import {
  ClientDrillDownSchema,
  ClientTotalsPageSchema,
  ClientTotalsQuerySchema,
  canUseSales,
  createLocalDate,
  fiscalYearOf,
  OpportunityIdParamsSchema,
  OpportunityStatsQuerySchema,
  OpportunityStatsSchema,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { findClientDrillDown } from './client-drill-down.queries';
import { findClientTotalsPage, findOpportunityStats } from './insight.queries';
import { listedOpportunitiesOf } from './sales.policy';
import { findSalesProcess } from './sales-process.queries';

const tags = ['sales'];
const use = { permission: canUseSales };

/** What the sales figures add up: the caller's visible opportunities (a sales executive their own). */
export const salesInsightRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/sales/opportunities/stats/',
    {
      config: use,
      schema: {
        tags,
        summary:
          'Opportunity Statistics: the open opportunities by stage, and what was won and lost in the period (the current financial year unless given), per currency; of one pipeline when given',
        querystring: OpportunityStatsQuerySchema,
        response: { 200: OpportunityStatsSchema },
      },
    },
    (request) => {
      const listed = listedOpportunitiesOf(requireActor(request));
      return request.inScope(async ({ tx, org, clock }) => {
        const [year, month, day] = clock.today().split('-').map(Number) as [number, number, number];
        const financialYear = fiscalYearOf(createLocalDate(year, month - 1, day));
        const period = {
          from: request.query.from ?? financialYear.start_date,
          to: request.query.to ?? financialYear.end_date,
          timeZone: org.timezone,
        };
        const process = await findSalesProcess(tx, org.id);
        return findOpportunityStats(tx, org.id, period, listed, process, request.query.pipeline_id);
      });
    },
  );

  app.get(
    '/sales/clients-drill-down/',
    {
      config: use,
      schema: {
        tags,
        summary:
          'The clients with opportunities the caller sees, by name, with their open and won value per currency',
        querystring: ClientTotalsQuerySchema,
        response: { 200: ClientTotalsPageSchema },
      },
    },
    (request) => {
      const listed = listedOpportunitiesOf(requireActor(request));
      return request.inScope(({ tx, org }) => findClientTotalsPage(tx, org.id, request.query, listed));
    },
  );

  app.get(
    '/sales/clients-drill-down/:id/',
    {
      config: use,
      schema: {
        tags,
        summary:
          'A client’s opportunities by status and stage, won value per financial year, projects and open follow-ups',
        params: OpportunityIdParamsSchema,
        response: { 200: ClientDrillDownSchema },
      },
    },
    (request) => {
      const listed = listedOpportunitiesOf(requireActor(request));
      return request.inScope(({ tx, org }) =>
        findClientDrillDown(tx, org.id, request.params.id, listed, org.timezone),
      );
    },
  );
};
