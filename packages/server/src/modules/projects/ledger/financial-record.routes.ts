import {
  type Actor,
  CostCreateSchema,
  CostDetailSchema,
  CostIdParamsSchema,
  CostListQuerySchema,
  CostPageSchema,
  CostSchema,
  CostUpdateSchema,
  canSeeProjectFinances,
  RevenueCreateSchema,
  RevenueDetailSchema,
  RevenueIdParamsSchema,
  RevenueListQuerySchema,
  RevenuePageSchema,
  RevenueSchema,
  RevenueUpdateSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financesOf } from '../project-access';
import { costView, findRecordHistory, revenueView } from './financial-record.queries';
import {
  createCost,
  createRevenue,
  deleteCost,
  deleteRevenue,
  updateCost,
  updateRevenue,
} from './financial-record.service';
import { projectLedgerRoutes } from './project-ledger.routes';

/** Finance and project owners and delivery leads (spec 6); which projects is decided per project below. */
const financeRoles = (actor: Actor) => canSeeProjectFinances(actor);

/**
 * A project's financial records (spec 5, 6): revenue, each with a receipt date and an expected payment date not
 * before it, and costs, dated within the project's window. Finance, the project owner and the delivery lead read
 * them; whoever may update the project records, changes and deletes them; a closed project keeps them as they
 * are. Every change is audited and each record shows its history.
 */
export const financialRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  projectLedgerRoutes(app, {
    name: 'revenues',
    entryParam: 'revenueId',
    permission: financeRoles,
    access: financesOf,
    view: revenueView,
    schemas: {
      entryParams: RevenueIdParamsSchema,
      query: RevenueListQuerySchema,
      page: RevenuePageSchema,
      entry: RevenueSchema,
      create: RevenueCreateSchema,
      update: RevenueUpdateSchema,
    },
    summaries: {
      list: "A page of a project's revenue, newest first, with its count and total",
      create: 'Record revenue within the project dates, with a receipt date not before it',
      update: 'Change a revenue entry; its dates keep to the same rules',
      delete: 'Delete a revenue entry',
    },
    detail: {
      schema: RevenueDetailSchema,
      summary: 'One revenue entry with its project and its audited history',
      history: (db, organizationId, id) => findRecordHistory(db, organizationId, 'project_revenue', id),
    },
    create: createRevenue,
    update: updateRevenue,
    delete: deleteRevenue,
  });

  projectLedgerRoutes(app, {
    name: 'costs',
    entryParam: 'costId',
    permission: financeRoles,
    access: financesOf,
    view: costView,
    schemas: {
      entryParams: CostIdParamsSchema,
      query: CostListQuerySchema,
      page: CostPageSchema,
      entry: CostSchema,
      create: CostCreateSchema,
      update: CostUpdateSchema,
    },
    summaries: {
      list: "A page of a project's costs, newest first, with their count and total",
      create: 'Record a cost dated within the project dates',
      update: "Change a cost's date, category, amount or description",
      delete: 'Delete a cost entry',
    },
    detail: {
      schema: CostDetailSchema,
      summary: 'One cost entry with its project and its audited history',
      history: (db, organizationId, id) => findRecordHistory(db, organizationId, 'project_cost', id),
    },
    create: createCost,
    update: updateCost,
    delete: deleteCost,
  });
};
