import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const HierarchyQuerySchema = z.object({
  /** Whose direct reports; without it, the people who report to no one (the top of the tree). */
  manager: IdParamSchema.optional(),
});

export const HierarchyNodeSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  code: z.string(),
  designation: z.string().nullable(),
  status: z.string(),
  reportee_count: z.number().int(),
});
export type HierarchyNode = z.infer<typeof HierarchyNodeSchema>;

export const HierarchyLevelSchema = z.object({ results: z.array(HierarchyNodeSchema) });

export const HierarchyPathQuerySchema = z.object({ employee: IdParamSchema });
/** The managers above an employee, top first: what to expand to show them in the tree. */
export const HierarchyPathSchema = z.object({ manager_ids: z.array(z.number().int()) });

export const TEAM_SORTABLE = ['name', 'code', 'depth'] as const;
/** A manager's whole team: direct reports (depth 1) and everyone below them. */
export const TeamQuerySchema = listQuerySchema(TEAM_SORTABLE).extend({
  manager: IdParamSchema,
  /** Only direct reports when true. */
  direct: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type TeamQuery = z.infer<typeof TeamQuerySchema>;

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  code: z.string(),
  designation: z.string().nullable(),
  status: z.string(),
  /** 1 for a direct report, 2 for their reports, and so on. */
  depth: z.number().int(),
  reporting_manager_id: z.number().int().nullable(),
});
export const TeamPageSchema = pageSchema(TeamMemberSchema);
