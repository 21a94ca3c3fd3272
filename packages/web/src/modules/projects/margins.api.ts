import {
  type LeakageLossQuery,
  type ProjectLeakageLossPage,
  ProjectLeakageLossPageSchema,
  type ProjectMarginPage,
  ProjectMarginPageSchema,
  type ProjectMarginsQuery,
} from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { queryParams } from '../../platform/queryParams';
import { projectKeys, useBase } from './projects.api';

/** The margins' query keys, under the projects module's so any project change refreshes them. */
export const marginKeys = {
  netMargins: (orgId: number, query: Partial<ProjectMarginsQuery>) =>
    [...projectKeys.all(orgId), 'net-margins', query] as const,
  leakageLosses: (orgId: number, query: Partial<LeakageLossQuery>) =>
    [...projectKeys.all(orgId), 'leakage-losses', query] as const,
};

/** Rows with the `id` a table keys them by: their project's. */
const keyed = <Row extends { project: { id: number } }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, id: row.project.id }));

export type MarginRow = ProjectMarginPage['results'][number] & { id: number };
export type LeakageLossRow = ProjectLeakageLossPage['results'][number] & { id: number };

/** Projects Net Margins: a page of projects with their money over a period. */
export function useMarginPage(query: Partial<ProjectMarginsQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: marginKeys.netMargins(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/net-margins/`,
        query: queryParams(query),
        schema: ProjectMarginPageSchema,
      }),
    select: (page): ProjectMarginPage & { results: MarginRow[] } => ({
      ...page,
      results: keyed(page.results),
    }),
    placeholderData: keepPreviousData,
  });
}

/** Projects Revenue Leakages and Losses: a page of projects with what they leaked and lost over a period. */
export function useLeakageLossPage(query: Partial<LeakageLossQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: marginKeys.leakageLosses(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/leakage-losses/`,
        query: queryParams(query),
        schema: ProjectLeakageLossPageSchema,
      }),
    select: (page): ProjectLeakageLossPage & { results: LeakageLossRow[] } => ({
      ...page,
      results: keyed(page.results),
    }),
    placeholderData: keepPreviousData,
  });
}
