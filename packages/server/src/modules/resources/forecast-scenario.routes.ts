import {
  canReadRmgPool,
  ForecastScenarioCreateSchema,
  ForecastScenarioListQuerySchema,
  ForecastScenarioPageSchema,
  ForecastScenarioParamsSchema,
  ForecastScenarioSchema,
  ForecastScenarioUpdateSchema,
  ResourceForecastQuerySchema,
  ScenarioComparisonSchema,
} from '@atrium/contracts';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/module-kit';
import { findScenarioComparison } from './forecast-scenario.queries';
import {
  createScenario,
  deleteScenario,
  findScenario,
  findScenarioPage,
  updateScenario,
} from './forecast-scenario.service';

const tags = ['resources'];
const path = '/resources/forecast-scenarios/';
/** Whoever reads the forecast reads every scenario of the organisation; its author and the CEO change it. */
const read = { permission: canReadRmgPool };
const params = ForecastScenarioParamsSchema;

/** Forecast scenarios: saved what-ifs of the resource forecast, compared with today and shared by their link. */
export const forecastScenarioRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'The organisation’s forecast scenarios, the last changed first',
        querystring: ForecastScenarioListQuerySchema,
        response: { 200: ForecastScenarioPageSchema },
      },
    },
    (request) => request.inScope((scope) => findScenarioPage(scope, request.query)),
  );

  app.post(
    path,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Save a what-if of the forecast: needs added, projects removed or shifted, joiners and exits, applied in order',
        body: ForecastScenarioCreateSchema,
        response: { 201: ForecastScenarioSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => createScenario(scope, request.body));
    },
  );

  app.get(
    `${path}:id/`,
    {
      config: read,
      schema: { tags, summary: 'A forecast scenario', params, response: { 200: ForecastScenarioSchema } },
    },
    (request) => request.inScope((scope) => findScenario(scope, request.params.id)),
  );

  app.patch(
    `${path}:id/`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Change a forecast scenario: its author or the CEO',
        params,
        body: ForecastScenarioUpdateSchema,
        response: { 200: ForecastScenarioSchema },
      },
    },
    (request) => request.inScope((scope) => updateScenario(scope, request.params.id, request.body)),
  );

  app.delete(
    `${path}:id/`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Delete a forecast scenario: its author or the CEO',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => deleteScenario(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );

  app.get(
    `${path}:id/forecast/`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Today’s resource forecast beside the scenario’s, over the same weeks and roles, from the week of a day (today unless given)',
        params,
        querystring: ResourceForecastQuerySchema,
        response: { 200: ScenarioComparisonSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) =>
        findScenarioComparison(
          scope.tx,
          scope.org.id,
          await findScenario(scope, request.params.id),
          request.query.date ?? scope.clock.today(),
        ),
      ),
  );
};
