import { UniversalSearchQuerySchema, UniversalSearchResponseSchema } from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';

/** The header's workspace search over every module that registered searchable records (modules.ts). */
export const searchRoutes: ModuleRoutes = async (app, { registry }) => {
  app.get(
    '/workspace/universal-search/',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['search'],
        summary: 'Search employees, workspaces and the other registered records the caller may see',
        querystring: UniversalSearchQuerySchema,
        response: { 200: UniversalSearchResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { search, limit } = request.query;
      const results = await request.inOrg(async (tx) => {
        // One connection serves the transaction: providers run one after another.
        const found = [];
        for (const provider of registry.searchProviders)
          found.push(...(await provider.search(tx, actor, search, limit)));
        return found;
      });
      return { results: results.slice(0, limit) };
    },
  );
};
