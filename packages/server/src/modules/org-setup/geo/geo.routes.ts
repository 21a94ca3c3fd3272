import {
  GeoCityPageSchema,
  GeoCityQuerySchema,
  GeoCountryListSchema,
  GeoGlobalCityQuerySchema,
  GeoStateListSchema,
  GeoStateQuerySchema,
} from '@atrium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../../platform/http/app-error';
import { findCities, findCountries, findGlobalCities, findStates } from './geo-data';

const tags = ['geography'];

/**
 * Lookups a client address may make in a minute. Counted in each process: the data is static and cheap to
 * answer, so the limit only stops one address from hogging a process.
 */
export const GEO_LOOKUPS_PER_MINUTE = 300;

/** City, state and country lookups for address fields (spec 7), public and cacheable: the data is static. */
export const geoPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new RateLimiterMemory({ points: GEO_LOOKUPS_PER_MINUTE, duration: 60 });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limiter.consume(request.ip);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      reply.header('retry-after', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new AppError('rate_limited');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=86400');
  });

  app.get(
    '/geo/countries/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Every country: its ISO code and name',
        response: { 200: GeoCountryListSchema },
      },
    },
    async () => ({ results: await findCountries() }),
  );

  app.get(
    '/geo/states/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: "A country's states, by name",
        querystring: GeoStateQuerySchema,
        response: { 200: GeoStateListSchema },
      },
    },
    async (request) => ({ results: await findStates(request.query.country) }),
  );

  app.get(
    '/geo/cities/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          "A page of a country's cities, of one state when given, whose names start with the search (case and accents aside)",
        querystring: GeoCityQuerySchema,
        response: { 200: GeoCityPageSchema },
      },
    },
    (request) => findCities(request.query),
  );

  app.get(
    '/geo/global-cities/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'A page of the cities of every country whose names start with the search',
        querystring: GeoGlobalCityQuerySchema,
        response: { 200: GeoCityPageSchema },
      },
    },
    (request) => findGlobalCities(request.query),
  );
};
