import { z } from 'zod';
import { UNIVERSAL_SEARCH_LIMIT } from '../constants';

export const SEARCH_RESULT_TYPES = [
  'timesheet',
  'project',
  'invoice',
  'hiring-request',
  'workspace',
  'employee',
  'other',
] as const;
export const SearchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

export const UniversalSearchQuerySchema = z.object({
  search: z.string().trim().min(1, 'required').max(100),
  limit: z.coerce.number().int().min(1).max(20).default(UNIVERSAL_SEARCH_LIMIT),
});

/**
 * One hit of the header's workspace search. `label` marks what the list must call out ('Exited' employees,
 * 'Draft Project'); `resolve` is what to send to POST /workspace/resolve/ to open it.
 */
export const SearchResultSchema = z.object({
  type: SearchResultTypeSchema,
  id: z.union([z.number().int(), z.string()]),
  display_name: z.string(),
  sub_text: z.string().nullable(),
  label: z.string().nullable(),
  resolve: z.object({
    for_workspace: z.string(),
    data: z.object({ id: z.union([z.number().int(), z.string()]) }),
  }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const UniversalSearchResponseSchema = z.object({ results: z.array(SearchResultSchema) });
