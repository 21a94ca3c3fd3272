import {
  type Actor,
  CustomFieldDefineSchema,
  CustomFieldEditSchema,
  CustomValuesUpdateSchema,
  canDefineCustomFields,
  canUseSales,
  OpportunityDetailSchema,
  OpportunityIdParamsSchema,
  SalesProcessSchema,
  SalesStageFieldParamsSchema,
  SalesStageIdParamsSchema,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { saveOpportunityFields } from './opportunity-fields.service';
import { readableOpportunity } from './sales.routes';
import {
  addSalesStageField,
  editSalesStageField,
  ensureSalesProcess,
  retireSalesStageField,
} from './sales-process.service';

const tags = ['sales'];
const defineFields = {
  permission: (actor: Actor) => canDefineCustomFields(actor, 'sales_opportunity_stage'),
};

/**
 * The custom fields of the sales process's stages (defined by the sales head and the form builders), and each
 * opportunity's values of its current stage's fields; a required one is filled before the stage is completed.
 */
export const stageFieldRoutes: ModuleRoutes = async (app) => {
  app.post(
    '/sales/stages/:id/fields/',
    {
      config: defineFields,
      schema: {
        tags,
        summary: 'Add a custom field to a stage, required or not (the sales head)',
        params: SalesStageIdParamsSchema,
        body: CustomFieldDefineSchema,
        response: { 201: SalesProcessSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await addSalesStageField(scope, request.params.id, request.body);
        return ensureSalesProcess(scope);
      });
    },
  );

  app.patch(
    '/sales/stages/:id/fields/:fieldId/',
    {
      config: defineFields,
      schema: {
        tags,
        summary:
          'Change a stage’s custom field: its label, whether it is required, its options (the sales head)',
        params: SalesStageFieldParamsSchema,
        body: CustomFieldEditSchema,
        response: { 200: SalesProcessSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await editSalesStageField(scope, request.params.id, request.params.fieldId, request.body);
        return ensureSalesProcess(scope);
      }),
  );

  app.delete(
    '/sales/stages/:id/fields/:fieldId/',
    {
      config: defineFields,
      schema: {
        tags,
        summary: 'Retire a stage’s custom field: no opportunity is asked for it any more (the sales head)',
        params: SalesStageFieldParamsSchema,
        response: { 200: SalesProcessSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await retireSalesStageField(scope, request.params.id, request.params.fieldId);
        return ensureSalesProcess(scope);
      }),
  );

  app.put(
    '/sales/opportunities/:id/fields/',
    {
      config: { permission: canUseSales },
      schema: {
        tags,
        summary: 'Fill in the custom fields of the opportunity’s current stage',
        params: OpportunityIdParamsSchema,
        body: CustomValuesUpdateSchema,
        response: { 200: OpportunityDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await saveOpportunityFields(scope, request.params.id, request.body);
        return readableOpportunity(scope, request.params.id);
      }),
  );
};
