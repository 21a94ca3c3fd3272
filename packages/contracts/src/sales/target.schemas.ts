import { z } from 'zod';
import { FISCAL_QUARTERS, type FiscalQuarter } from '../format/fiscal-year';
import { CURRENCIES, type Currency, CurrencySchema } from '../format/money';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

/** A business plan is drafted, then made the active one of its financial year (one at a time). */
export const BUSINESS_PLAN_STATUSES = ['draft', 'active'] as const;
export type BusinessPlanStatus = (typeof BUSINESS_PLAN_STATUSES)[number];
export const BUSINESS_PLAN_STATUS_TEXTS: Record<BusinessPlanStatus, string> = {
  draft: 'Draft',
  active: 'Active',
};
const QUARTERS = FISCAL_QUARTERS;
export const QUARTER_TEXTS: Record<FiscalQuarter, string> = { q1: 'Q1', q2: 'Q2', q3: 'Q3', q4: 'Q4' };
export const MAX_TARGET_AMOUNT = 9_999_999_999;
export const MIN_PLAN_YEAR = 2000;
export const MAX_PLAN_YEAR = 2100;

/** 'FY 2026-27' for the year from 1 April 2026 to 31 March 2027. */
export const financialYearText = (startYear: number) =>
  `FY ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

const rate = z.number().positive('invalid').max(1_000_000, 'invalid');
/** How many units of the plan's currency one unit of each other currency is worth, for planning. */
export const ExchangeRatesSchema = z.object({
  INR: rate.optional(),
  USD: rate.optional(),
  EUR: rate.optional(),
});
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/** Every currency other than the plan's own needs its rate, named under its field. */
export function missingRateIssues(currency: Currency, rates: ExchangeRates): string[] {
  return CURRENCIES.filter((other) => other !== currency && !rates[other]);
}

const PlanFieldsSchema = z.object({
  name: z.string().trim().min(1, 'required').max(128),
  financial_year: z.number().int('invalid').min(MIN_PLAN_YEAR, 'invalid').max(MAX_PLAN_YEAR, 'invalid'),
  currency: CurrencySchema,
  exchange_rates: ExchangeRatesSchema,
  status: z.enum(BUSINESS_PLAN_STATUSES),
});

/** A new business plan: its financial year (by the year it starts in), currency, planning rates and status. */
export const BusinessPlanCreateSchema = PlanFieldsSchema.strict().superRefine((plan, context) => {
  for (const currency of missingRateIssues(plan.currency, plan.exchange_rates))
    context.addIssue({ code: 'custom', path: ['exchange_rates', currency], message: 'required' });
});
export type BusinessPlanCreate = z.infer<typeof BusinessPlanCreateSchema>;
/** A change to a plan: its name, rates or status (its year and currency stay, its targets are in them). */
export const BusinessPlanUpdateSchema = PlanFieldsSchema.pick({
  name: true,
  exchange_rates: true,
  status: true,
})
  .partial()
  .strict();
export type BusinessPlanUpdate = z.infer<typeof BusinessPlanUpdateSchema>;

export const BusinessPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  financial_year: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  currency: CurrencySchema,
  exchange_rates: ExchangeRatesSchema,
  status: z.enum(BUSINESS_PLAN_STATUSES),
  target_count: z.number().int(),
  created: z.string(),
});
export type BusinessPlan = z.infer<typeof BusinessPlanSchema>;
export const BusinessPlanListSchema = z.object({ results: z.array(BusinessPlanSchema) });

const amount = z
  .number()
  .min(0, 'target_amount_negative')
  .max(MAX_TARGET_AMOUNT, 'invalid')
  .multipleOf(0.01, 'invalid');
const QuarterAmountsSchema = z.object({ q1: amount, q2: amount, q3: amount, q4: amount });

/** A target of a sales person or of a team (a department), per quarter in the plan's currency. */
export const TargetCreateSchema = QuarterAmountsSchema.extend({
  user_id: IdSchema.nullable().optional(),
  department_id: IdSchema.nullable().optional(),
})
  .strict()
  .superRefine((target, context) => {
    if (Boolean(target.user_id) === Boolean(target.department_id))
      context.addIssue({ code: 'custom', path: ['user_id'], message: 'target_holder_required' });
    if (QUARTERS.every((quarter) => target[quarter] === 0))
      context.addIssue({ code: 'custom', path: ['q1'], message: 'target_amount_required' });
  });
export type TargetCreate = z.infer<typeof TargetCreateSchema>;
/** A change to a target's amounts; whose target it is stays. */
export const TargetUpdateSchema = QuarterAmountsSchema.partial().strict();
export type TargetUpdate = z.infer<typeof TargetUpdateSchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });
export const TargetSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  kind: z.enum(['person', 'team']),
  person: Named.nullable(),
  team: Named.nullable(),
  q1: z.number(),
  q2: z.number(),
  q3: z.number(),
  q4: z.number(),
  total: z.number(),
});
export type Target = z.infer<typeof TargetSchema>;
export const TargetPageSchema = pageSchema(TargetSchema);
export const TARGET_SORTABLE = ['name', 'total'] as const;
export const TargetListQuerySchema = listQuerySchema(TARGET_SORTABLE);
export type TargetListQuery = z.infer<typeof TargetListQuerySchema>;

/** One quarter of a target beside what was won (order book) and recognised (achievement) in it. */
export const QuarterFiguresSchema = z.object({
  quarter: z.enum(QUARTERS),
  target: z.number(),
  order_book: z.number(),
  achievement: z.number(),
  /** Achievement over target, in percent to one decimal; null without a target. */
  percent_achieved: z.number().nullable(),
});
export type QuarterFigures = z.infer<typeof QuarterFiguresSchema>;
export const TargetFiguresSchema = TargetSchema.extend({
  quarters: z.array(QuarterFiguresSchema),
  year: QuarterFiguresSchema.omit({ quarter: true }),
});
export type TargetFigures = z.infer<typeof TargetFiguresSchema>;
export const TargetFiguresPageSchema = pageSchema(TargetFiguresSchema).extend({
  plan: BusinessPlanSchema,
});
export type TargetFiguresPage = z.infer<typeof TargetFiguresPageSchema>;

export const BusinessPlanIdParamsSchema = z.object({ id: IdParamSchema });
export const TargetIdParamsSchema = z.object({ id: IdParamSchema });

/** What the target form chooses from: the sales people and the teams (departments). */
export const TargetFormOptionsSchema = z.object({ people: z.array(Named), teams: z.array(Named) });

/** The target achievement tile (spec 2.7): per quarter Q1-Q4 the target, order book and achievements. */
export const TargetAchievementsSchema = z.object({
  financial_year: z.number().int(),
  currency: CurrencySchema,
  plan_id: z.number().int().nullable(),
  target_achievements: z.array(
    z.object({
      quarter: z.enum(QUARTERS),
      target: z.number(),
      order_book: z.number(),
      achievements: z.number(),
    }),
  ),
});
export type TargetAchievements = z.infer<typeof TargetAchievementsSchema>;

/** The existing versus new client achievements tile: the year's achievement per quarter split by client. */
export const ClientAchievementsSchema = z.object({
  financial_year: z.number().int(),
  currency: CurrencySchema,
  client_achievements: z.array(
    z.object({
      quarter: z.enum(QUARTERS),
      existing_client_achievement: z.number(),
      new_client_achievement: z.number(),
    }),
  ),
});
export type ClientAchievements = z.infer<typeof ClientAchievementsSchema>;
