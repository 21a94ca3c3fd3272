import { z } from 'zod';
import { ProjectSchema } from './projects.schemas';

const money = z.number();

/**
 * A project's numbers (the Numbers tool, `project-overview`): what it earned, spent and was paid, its margin
 * and what is still owed, its milestones planned against actual, and the people on it today. Amounts are in
 * the project's currency; finance, the project's owner and delivery lead, and the CEO see them (spec 6).
 */
export const ProjectNumbersSchema = z.object({
  project: ProjectSchema,
  /** The organisation's date the people on the project are counted on. */
  as_of: z.string(),
  revenue: z.object({
    total: money,
    recorded: money,
    invoiced: money,
    partial_paid: money,
    paid: money,
  }),
  costs: money,
  expenses: money,
  received: money,
  /** Revenue less costs and expenses. */
  margin: money,
  /** The margin as a share of revenue, in per cent to two decimals; null without revenue. */
  margin_percent: z.number().nullable(),
  /** Revenue not yet received from the client. */
  outstanding: money,
  milestones: z.object({
    count: z.number().int(),
    completed: z.number().int(),
    planned: money,
    actual: money,
  }),
  team: z.object({ people: z.number().int(), billable: z.number().int() }),
});
export type ProjectNumbers = z.infer<typeof ProjectNumbersSchema>;
