import {
  canSetUpSalesProcess,
  canUseSales,
  SalesPipelineCreateSchema,
  SalesPipelineIdParamsSchema,
  SalesPipelineUpdateSchema,
  SalesProcessSchema,
  SalesStageCreateSchema,
  SalesStageIdParamsSchema,
  SalesStageTaskCreateSchema,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import {
  addSalesPipeline,
  addSalesStage,
  addSalesStageTask,
  ensureSalesProcess,
  updateSalesPipeline,
} from './sales-process.service';

const tags = ['sales'];
const setUp = { permission: canSetUpSalesProcess };

/**
 * The organisation's sales process: its pipelines, each with its stages and their checklists, read by the sales roles
 * and set up by the sales head and the CEO. Every change answers with the whole process.
 */
export const salesProcessRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/sales/stages/',
    {
      config: { permission: canUseSales },
      schema: {
        tags,
        summary:
          'The organisation’s sales process: its pipelines, the default first, each with its stages in order and their checklists',
        response: { 200: SalesProcessSchema },
      },
    },
    (request) => request.inScope((scope) => ensureSalesProcess(scope)),
  );

  app.post(
    '/sales/pipelines/',
    {
      config: setUp,
      schema: {
        tags,
        summary:
          'Add a pipeline with its first stages; its name is unique whatever its case (the sales head)',
        body: SalesPipelineCreateSchema,
        response: { 201: SalesProcessSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await addSalesPipeline(scope, request.body);
        return ensureSalesProcess(scope);
      });
    },
  );

  app.patch(
    '/sales/pipelines/:id/',
    {
      config: setUp,
      schema: {
        tags,
        summary: 'Rename a pipeline, or make it the default one for new opportunities (the sales head)',
        params: SalesPipelineIdParamsSchema,
        body: SalesPipelineUpdateSchema,
        response: { 200: SalesProcessSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await updateSalesPipeline(scope, request.params.id, request.body);
        return ensureSalesProcess(scope);
      }),
  );

  app.post(
    '/sales/pipelines/:id/stages/',
    {
      config: setUp,
      schema: {
        tags,
        summary: 'Add a stage at the end of a pipeline (the sales head)',
        params: SalesPipelineIdParamsSchema,
        body: SalesStageCreateSchema,
        response: { 201: SalesProcessSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await addSalesStage(scope, request.params.id, request.body);
        return ensureSalesProcess(scope);
      });
    },
  );

  app.post(
    '/sales/stages/:id/tasks/',
    {
      config: setUp,
      schema: {
        tags,
        summary: 'Add a checklist task to a stage, mandatory or not (the sales head)',
        params: SalesStageIdParamsSchema,
        body: SalesStageTaskCreateSchema,
        response: { 201: SalesProcessSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await addSalesStageTask(scope, request.params.id, request.body);
        return ensureSalesProcess(scope);
      });
    },
  );
};
