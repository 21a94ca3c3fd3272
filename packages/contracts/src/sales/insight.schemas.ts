import { z } from 'zod';
import { CurrencySchema } from '../format/money';
import { listQuerySchema, pageSchema } from '../lists';
import { OPPORTUNITY_STATUSES } from './opportunity.schemas';

const Named = z.object({ id: z.number().int(), name: z.string() });
const isoDate = z.iso.date();

/** The period the statistics cover (both ends included); the current financial year (April–March) when not given. */
export const OpportunityStatsQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** One pipeline's opportunities and stages; every pipeline's when not given. */
    pipeline_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'opportunity_end_before_start',
  });
export type OpportunityStatsQuery = z.infer<typeof OpportunityStatsQuerySchema>;

/** The figures of one currency: amounts of different currencies are never added together. */
export const CurrencyFiguresSchema = z.object({
  currency: CurrencySchema,
  open_count: z.number().int(),
  open_value: z.number(),
  /** Each open opportunity's value times its probability. */
  weighted_value: z.number(),
  won_count: z.number().int(),
  won_value: z.number(),
  lost_count: z.number().int(),
  lost_value: z.number(),
  /** Won out of those decided in the period, in percent; null when none was decided. */
  win_rate: z.number().nullable(),
  average_deal_size: z.number().nullable(),
  average_days_to_close: z.number().nullable(),
});
export type CurrencyFigures = z.infer<typeof CurrencyFiguresSchema>;

/** A stage of a pipeline and the open opportunities at it, per currency (none when no opportunity is there). */
export const StagePipelineSchema = z.object({
  pipeline: Named,
  stage: Named,
  position: z.number().int(),
  figures: z.array(z.object({ currency: CurrencySchema, count: z.number().int(), value: z.number() })),
});
export type StagePipeline = z.infer<typeof StagePipelineSchema>;

export const ClientWonSchema = z.object({
  client: Named,
  currency: CurrencySchema,
  won_count: z.number().int(),
  won_value: z.number(),
});

export const SalesPersonFiguresSchema = z.object({
  person: Named,
  currency: CurrencySchema,
  open_count: z.number().int(),
  open_value: z.number(),
  won_count: z.number().int(),
  won_value: z.number(),
});

/**
 * Opportunity Statistics: the open pipeline as it stands (by stage, in the order of the sales process) and what was
 * won and lost in the period, per currency; by sales person only for those who see every opportunity (null else).
 */
export const OpportunityStatsSchema = z.object({
  from: isoDate,
  to: isoDate,
  currencies: z.array(CurrencyFiguresSchema),
  stages: z.array(StagePipelineSchema),
  top_clients: z.array(ClientWonSchema),
  by_sales_person: z.array(SalesPersonFiguresSchema).nullable(),
});
export type OpportunityStats = z.infer<typeof OpportunityStatsSchema>;

/** Client Drill Down without a client: the clients with opportunities the caller sees, with their totals. */
export const ClientTotalsQuerySchema = listQuerySchema(['name']);
export type ClientTotalsQuery = z.infer<typeof ClientTotalsQuerySchema>;
export const ClientTotalsSchema = z.object({
  client: Named,
  opportunity_count: z.number().int(),
  totals: z.array(
    z.object({
      currency: CurrencySchema,
      open_value: z.number(),
      won_value: z.number(),
    }),
  ),
});
export type ClientTotals = z.infer<typeof ClientTotalsSchema>;
export const ClientTotalsPageSchema = pageSchema(ClientTotalsSchema);

/** One client's opportunities by status and stage, its won value per financial year, its projects and open follow-ups. */
export const ClientDrillDownSchema = z.object({
  client: Named,
  groups: z.array(
    z.object({
      status: z.enum(OPPORTUNITY_STATUSES),
      stage: Named.nullable(),
      currency: CurrencySchema,
      count: z.number().int(),
      value: z.number(),
    }),
  ),
  /** `year` is the financial year's title, e.g. '2026-27'. */
  won_by_year: z.array(z.object({ year: z.string(), currency: CurrencySchema, value: z.number() })),
  projects: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), status: z.string() }),
  ),
  follow_ups: z.array(
    z.object({
      id: z.number().int(),
      due_date: isoDate,
      notes: z.string(),
      owner: Named.nullable(),
    }),
  ),
});
export type ClientDrillDown = z.infer<typeof ClientDrillDownSchema>;
