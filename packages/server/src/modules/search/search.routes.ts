import { UniversalSearchQuerySchema, UniversalSearchResponseSchema } from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import type { SearchTerm } from '../../platform/search/search-provider';
import { requireActor } from '../../platform/tenancy/org-scope';
import { foldSearchWords } from '../accounts';

/** The header's workspace search over every module that registered searchable records (modules.ts). */
export const searchRoutes: ModuleRoutes = async (app, { registry }) => {
  app.get(
    '/workspace/universal-search/',
    {
      config: { permission: 'everyone' },
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
        let folded: Promise<string[]> | undefined;
        const term: SearchTerm = { text: search, words: () => (folded ??= foldSearchWords(tx, search)) };
        // One connection serves the transaction: providers run one after another.
        const found = [];
        for (const provider of registry.searchProviders)
          found.push(...(await provider.search(tx, actor, term, limit)));
        return found;
      });
      return { results: results.slice(0, limit) };
    },
  );
};
