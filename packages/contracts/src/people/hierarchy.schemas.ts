import { z } from 'zod';

export const HierarchyQuerySchema = z.object({
  /** Whose direct reports; without it, the people who report to no one (the top of the tree). */
  manager: z.coerce.number().int().positive().optional(),
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

export const HierarchyPathQuerySchema = z.object({ employee: z.coerce.number().int().positive() });
/** The managers above an employee, top first: what to expand to show them in the tree. */
export const HierarchyPathSchema = z.object({ manager_ids: z.array(z.number().int()) });
